import { z } from 'zod';
import { SSO_PROVIDERS } from './security';

export const healthResponseSchema = z.object({
  /** "ok" when the database answers, "degraded" when it does not. */
  status: z.enum(['ok', 'degraded']),
  /** Whether a trivial query succeeded just now. */
  database: z.enum(['up', 'down']),
  /** Which database driver this process runs on. */
  driver: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** What the web app needs to know before sign-in; never carries a secret. */
export const appInfoSchema = z.object({
  version: z.string(),
  demoMode: z.boolean(),
  /** "demo" in demo mode, else null (spec 000 §9 environment label). */
  environment: z.string().nullable(),
  /** The demo sign-in shown on the sign-in screen in demo mode only. */
  demoCredentials: z.object({ email: z.string(), password: z.string() }).nullable(),
  /** The largest file one upload may send (MAX_UPLOAD_MB), for the upload screen's hint. */
  maxUploadBytes: z.number().int(),
  /**
   * Which outside services the server is configured for (never their keys): the fundraising page
   * says whether the AI assistant, the economic data and the weather are live or built-in/sample.
   */
  services: z.object({
    aiAssistant: z.boolean(),
    economicData: z.boolean(),
    weather: z.boolean(),
    /** A mail server (SMTP_URL) is set: without one, emails are kept in the outbox, never sent. */
    email: z.boolean(),
  }),
  /** The single sign-on providers this server is configured for: the sign-in page shows their buttons. */
  ssoProviders: z.array(z.enum(SSO_PROVIDERS)),
  /**
   * What each of those providers is called on its button ("Sign in with {name}"): "Google",
   * "Microsoft", and for a standard OpenID provider the name the server is given (OIDC_NAME).
   */
  ssoProviderNames: z.partialRecord(z.enum(SSO_PROVIDERS), z.string()),
});
export type AppInfo = z.infer<typeof appInfoSchema>;
