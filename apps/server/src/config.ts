import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import {
  isOAuthProviderId,
  type OAuthProviderId,
  SSO_PROVIDER_LABELS,
  SSO_PROVIDERS,
  type SsoProvider,
} from '@steward/domain';
import { z } from 'zod';

/** The environment variable one config field is read from. */
interface EnvVar {
  name: string;
  /** False: an error message never quotes the value (a secret, or a value whose messages quote it). */
  quote: boolean;
}

const envVars = z.registry<EnvVar>();

/** A secret, or a value that may hold one: never quoted in an error message. */
const SECRET = { quote: false };

/**
 * The config field read from environment variable `name`: `schema` gets the variable's value
 * (undefined when it is unset or empty) and gives the field's value.
 */
function fromEnv<T extends z.ZodType>(name: string, schema: T, options: Partial<EnvVar> = {}): T {
  const field = schema.clone();
  envVars.add(field, { name, quote: true, ...options });
  return field;
}

/** Unset gives null. */
function orNull<T extends z.ZodType>(schema: T) {
  return schema.optional().transform((value) => value ?? null);
}

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  '1': true,
  yes: true,
  on: true,
  false: false,
  '0': false,
  no: false,
  off: false,
};

function flag() {
  return z.string().transform((value, ctx) => {
    const parsed = BOOLEAN_WORDS[value.trim().toLowerCase()];
    if (parsed === undefined) {
      ctx.addIssue({ code: 'custom', message: 'must be true or false' });
      return z.NEVER;
    }
    return parsed;
  });
}

/** A whole number from `min` to `max`; `message` for anything else. */
function wholeNumber(min: number, max: number, message: string) {
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

/** A URL whose scheme is one of `protocols`, e.g. ['http:', 'https:']. */
function url(protocols: string[], message: string) {
  return z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, message);
}

function httpUrl() {
  return url(['http:', 'https:'], 'must be an http:// or https:// URL');
}

/**
 * An OpenID provider's issuer: https, or http only on this machine (a test provider), as
 * openid-client itself allows no plain http elsewhere.
 */
function issuerUrl() {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const issuer = URL.canParse(value) ? new URL(value) : null;
      const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuer?.hostname ?? '');
      if (issuer?.protocol === 'https:' || (issuer?.protocol === 'http:' && loopback)) return;
      ctx.addIssue({
        code: 'custom',
        message: 'must be an https:// URL (http:// only on localhost or 127.0.0.1)',
      });
    });
}

/** OAuth scope values (RFC 6749 §3.3), space-separated, with `openid` and `email` among them. */
function oidcScopes() {
  return z
    .string()
    .transform((value) => value.trim().split(/\s+/))
    .refine(
      (scopes) => scopes.every((scope) => /^[\x21\x23-\x5B\x5D-\x7E]+$/.test(scope)),
      'must be scope names separated by spaces',
    )
    .refine(
      (scopes) => scopes.includes('openid') && scopes.includes('email'),
      'must include openid and email (Steward signs in by the email the provider verified)',
    )
    .transform((scopes) => [...new Set(scopes)].join(' '));
}

function withoutTrailingSlashes(value: string): string {
  return value.replace(/\/+$/, '');
}

/** Comma-separated secrets of at least 32 characters each. */
function secretList() {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((secret) => secret.trim())
        .filter((secret) => secret !== ''),
    )
    .refine((secrets) => secrets.length > 0, 'must list at least one old secret')
    .refine(
      (secrets) => secrets.every((secret) => secret.length >= 32),
      'must list secrets of at least 32 characters each, separated by commas',
    );
}

const endpointUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http(s) URL',
  );
const endpointOverrideSchema = z.strictObject({
  authorizationEndpoint: endpointUrl.optional(),
  tokenEndpoint: endpointUrl.optional(),
  revocationEndpoint: endpointUrl.optional(),
});
const overridesSchema = z.record(z.string(), endpointOverrideSchema);

export type OAuthEndpointOverride = z.output<typeof endpointOverrideSchema>;
export type OAuthProviderOverrides = Partial<Record<OAuthProviderId, OAuthEndpointOverride>>;

/**
 * OAUTH_PROVIDER_OVERRIDES is JSON (`{"slack": {"tokenEndpoint": "https://..."}}`) or the path of a
 * file holding it, relative to the working directory.
 */
function oauthOverrides(cwd: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): OAuthProviderOverrides => {
      if (!value) return {};
      let text = value;
      if (!value.startsWith('{')) {
        try {
          text = readFileSync(resolve(cwd, value), 'utf8');
        } catch {
          ctx.addIssue({
            code: 'custom',
            message: `must be JSON or the path of a readable JSON file (got "${value}")`,
          });
          return z.NEVER;
        }
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
        return z.NEVER;
      }
      const parsed = overridesSchema.safeParse(json);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', message: [issue.path.join('.'), issue.message].join(' ').trim() });
        }
        return z.NEVER;
      }
      const unknown = Object.keys(parsed.data).filter((id) => !isOAuthProviderId(id));
      for (const id of unknown) {
        ctx.addIssue({ code: 'custom', message: `${id} is not a known OAuth provider id` });
      }
      return unknown.length > 0 ? z.NEVER : (parsed.data as OAuthProviderOverrides);
    });
}

/**
 * Every setting of one server process: the variable it is read from, how that is checked, its
 * default and what it becomes. `cwd` is the directory relative paths are resolved against.
 */
function configSchema(cwd: string) {
  return z
    .object({
      port: fromEnv(
        'PORT',
        wholeNumber(1, 65_535, 'must be a whole number between 1 and 65535').default(3000),
      ),
      host: fromEnv('HOST', z.string().trim().min(1, 'must not be empty').default('localhost')),
      /** Absolute path; holds the embedded database, local files and the demo secret. */
      dataDir: fromEnv(
        'DATA_DIR',
        z
          .string()
          .trim()
          .min(1, 'must not be empty')
          .default('./data')
          .transform((dir) => resolve(cwd, dir)),
      ),
      /** Absent: embedded PostgreSQL (PGlite) under dataDir. */
      databaseUrl: fromEnv(
        'DATABASE_URL',
        orNull(url(['postgres:', 'postgresql:'], 'must be a postgres:// or postgresql:// URL')),
        SECRET,
      ),
      /** Unset: on without DATABASE_URL, off with it (settled at the end, with APP_SECRET). */
      demoMode: fromEnv('DEMO_MODE', flag().optional()),
      /** Null only in demo mode before the generated secret is loaded (see ensureAppSecret). */
      appSecret: fromEnv(
        'APP_SECRET',
        orNull(z.string().min(32, 'must be at least 32 characters long')),
        SECRET,
      ),
      /**
       * APP_SECRET_PREVIOUS: old secrets whose sealed values and signed links are still accepted during
       * a rotation, never used for new ones. Absent means none.
       */
      appSecretPrevious: fromEnv('APP_SECRET_PREVIOUS', secretList().default([]).optional(), SECRET),
      /** The address users reach Steward at; decides cookie Secure, HSTS and the trusted Origin. */
      publicUrl: fromEnv('PUBLIC_URL', orNull(httpUrl().transform((value) => new URL(value)))),
      /** Trust X-Forwarded-* from a reverse proxy in front of Steward. */
      trustProxy: fromEnv('TRUST_PROXY', flag().default(false)),
      logLevel: fromEnv(
        'LOG_LEVEL',
        z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      ),
      /** Outgoing mail server; absent: emails stay in the local outbox in the database. */
      smtpUrl: fromEnv(
        'SMTP_URL',
        orNull(url(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL')),
        SECRET,
      ),
      /** The From address of every email Steward sends. */
      mailFrom: fromEnv(
        'MAIL_FROM',
        z.string().trim().min(3, 'must be an email address').default('Steward <no-reply@steward.local>'),
      ),
      /** Uploads larger than this answer 413. */
      maxUploadBytes: fromEnv(
        'MAX_UPLOAD_MB',
        wholeNumber(1, 10_240, 'must be a whole number of megabytes between 1 and 10240')
          .default(100)
          .transform((mb) => mb * 1024 * 1024),
      ),
      /** S3-compatible object storage for documents; absent (no S3_BUCKET): local disk under dataDir/files. */
      s3: z
        .object({
          bucket: fromEnv('S3_BUCKET', z.string().trim().min(3, 'must be a bucket name').optional()),
          region: fromEnv('S3_REGION', z.string().trim().min(1).default('us-east-1')),
          /** For MinIO, R2 and other S3-compatible services; absent: AWS. */
          endpoint: fromEnv('S3_ENDPOINT', orNull(httpUrl())),
          /** Absent: the AWS SDK's default credential chain (environment, instance role). */
          accessKeyId: fromEnv('S3_ACCESS_KEY_ID', orNull(z.string().trim().min(1))),
          secretAccessKey: fromEnv('S3_SECRET_ACCESS_KEY', orNull(z.string().min(1)), SECRET),
          /** Bucket in the path (MinIO and most self-hosted services) rather than in the host name. */
          forcePathStyle: fromEnv('S3_FORCE_PATH_STYLE', flag().optional()),
        })
        .transform(({ bucket, forcePathStyle, ...s3 }, ctx) => {
          if (!bucket) {
            if (s3.endpoint || s3.accessKeyId || s3.secretAccessKey) {
              ctx.addIssue({
                code: 'custom',
                message: 'S3_BUCKET is required when other S3_ variables are set',
              });
            }
            return null;
          }
          if (Boolean(s3.accessKeyId) !== Boolean(s3.secretAccessKey)) {
            ctx.addIssue({
              code: 'custom',
              message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
            });
          }
          return { bucket, ...s3, forcePathStyle: forcePathStyle ?? Boolean(s3.endpoint) };
        }),
      /** OAUTH_PROVIDER_OVERRIDES: other endpoints for some providers (a test server, a regional host). */
      oauthProviderOverrides: fromEnv('OAUTH_PROVIDER_OVERRIDES', oauthOverrides(cwd), { quote: false }),
      /** The AI assistant's service; without a key Steward's built-in analyst answers. */
      assistant: z.object({
        anthropicApiKey: fromEnv('ANTHROPIC_API_KEY', orNull(z.string().trim().min(1)), SECRET),
        /** Null: the SDK's default (https://api.anthropic.com). */
        anthropicBaseUrl: fromEnv('ANTHROPIC_BASE_URL', orNull(httpUrl())),
        model: fromEnv('ANTHROPIC_MODEL', z.string().trim().min(1).default('claude-sonnet-4-5')),
        /** How long one call to the AI service may take (no variable). */
        timeoutMs: z.number().default(30_000),
      }),
      /** Economic data services; without a key the Economic Insights tab shows labelled sample data. */
      economicData: z.object({
        fredApiKey: fromEnv('FRED_API_KEY', orNull(z.string().trim().min(1)), SECRET),
        /** Base URL of the FRED API (https://api.stlouisfed.org/fred). */
        fredUrl: fromEnv(
          'FRED_API_URL',
          httpUrl().default('https://api.stlouisfed.org/fred').transform(withoutTrailingSlashes),
        ),
        beaApiKey: fromEnv('BEA_API_KEY', orNull(z.string().trim().min(1)), SECRET),
        /** The BEA data API endpoint (https://apps.bea.gov/api/data). */
        beaUrl: fromEnv('BEA_API_URL', httpUrl().default('https://apps.bea.gov/api/data')),
        /** NOAA Climate Data Online token, for the weather panel. */
        noaaToken: fromEnv('NOAA_TOKEN', orNull(z.string().trim().min(1)), SECRET),
        /** The CDO v2 API (https://www.ncei.noaa.gov/cdo-web/api/v2). */
        noaaUrl: fromEnv(
          'NOAA_API_URL',
          httpUrl().default('https://www.ncei.noaa.gov/cdo-web/api/v2').transform(withoutTrailingSlashes),
        ),
        /** The NOAA location of the weather panel, e.g. ZIP:28801. */
        noaaLocation: fromEnv(
          'NOAA_LOCATION',
          z
            .string()
            .trim()
            .regex(/^[A-Z]+:[A-Za-z0-9]+$/, 'must be a NOAA location id such as ZIP:28801')
            .default('ZIP:28801'),
        ),
        /** How long a call to one of these services may take (no variable). */
        timeoutMs: z.number().default(8000),
      }),
      /** Reading the text of documents (PDF, Office, OCR of scans) in worker threads. */
      textReading: z.object({
        /**
         * Documents this process reads at once, each in its own worker thread; 0: this process reads
         * none (dedicated reader processes do). Default: one core fewer than the machine has, at
         * least one, so OCR never takes the core the API answers on.
         */
        workers: fromEnv(
          'TEXT_READERS',
          wholeNumber(0, 64, 'must be a whole number between 0 and 64').default(
            Math.max(1, availableParallelism() - 1),
          ),
        ),
        /** PDF pages read at most per document; the rest of a longer file is left unread. */
        maxPages: fromEnv(
          'TEXT_MAX_PAGES',
          wholeNumber(1, 100_000, 'must be a whole number of pages between 1 and 100000').default(500),
        ),
        /** Scanned pages OCR reads at most per document. */
        maxOcrPages: fromEnv(
          'TEXT_MAX_OCR_PAGES',
          wholeNumber(0, 10_000, 'must be a whole number of pages between 0 and 10000').default(50),
        ),
        /** Images (and rendered scan pages) above this many megapixels are not read. */
        maxPixels: fromEnv(
          'TEXT_MAX_MEGAPIXELS',
          wholeNumber(1, 1000, 'must be a whole number of megapixels between 1 and 1000')
            .default(40)
            .transform((megapixels) => megapixels * 1_000_000),
        ),
        /** One document's reading is stopped after this long. */
        timeoutMs: fromEnv(
          'TEXT_TIMEOUT_SECONDS',
          wholeNumber(1, 86_400, 'must be a whole number of seconds between 1 and 86400')
            .default(300)
            .transform((seconds) => seconds * 1000),
        ),
        /** The heap one reading worker thread may use. */
        memoryMb: fromEnv(
          'TEXT_MEMORY_MB',
          wholeNumber(64, 65_536, 'must be a whole number of megabytes between 64 and 65536').default(768),
        ),
      }),
      /**
       * Making PDFs (giving statements, batch reports, deposit slips) in worker threads (no
       * variables; tests set smaller limits): documents made at once, and one document's time and
       * memory (the combined statements PDF for printing, written out a statement at a time, has
       * the same limits for each statement).
       */
      pdfRendering: z.object({
        threads: z.number().default(Math.max(1, availableParallelism() - 1)),
        // A statement of 10,000 gifts (about 230 pages) takes about 2 s.
        timeoutMs: z.number().default(60_000),
        memoryMb: z.number().default(256),
      }),
      /**
       * Pairing an organisation's donors into possible duplicates, in worker threads (no variables;
       * tests set smaller limits): pairings at once, and one pairing's time and memory.
       */
      duplicateFinding: z.object({
        threads: z.number().default(Math.max(1, availableParallelism() - 1)),
        // 32,500 donors of a few similar names (294,000 pairs) take about 7 s; 20,000 donors of ten
        // given names and 700 family names (490,000 pairs) about 5 s and 500 MB.
        timeoutMs: z.number().default(30_000),
        memoryMb: z.number().default(1024),
      }),
      /**
       * Sign in with Google (OpenID Connect): shown on the sign-in page when both the client id and
       * secret are set. GOOGLE_ISSUER points at another provider (a test server).
       */
      google: z
        .object({
          clientId: fromEnv('GOOGLE_CLIENT_ID', orNull(z.string().trim().min(1))),
          clientSecret: fromEnv('GOOGLE_CLIENT_SECRET', orNull(z.string().trim().min(1)), SECRET),
          issuer: fromEnv('GOOGLE_ISSUER', issuerUrl().default('https://accounts.google.com')),
        })
        .transform((google, ctx) => {
          if (Boolean(google.clientId) !== Boolean(google.clientSecret)) {
            ctx.addIssue({
              code: 'custom',
              message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
            });
          }
          return google.clientId && google.clientSecret
            ? { clientId: google.clientId, clientSecret: google.clientSecret, issuer: google.issuer }
            : null;
        }),
      /**
       * Sign in with Microsoft (Entra ID, OpenID Connect): MICROSOFT_TENANT is a tenant id or domain,
       * or "organizations" (any work or school account, the default). MICROSOFT_ISSUER points at
       * another provider (a test server); by default https://login.microsoftonline.com/<tenant>/v2.0.
       */
      microsoft: z
        .object({
          clientId: fromEnv('MICROSOFT_CLIENT_ID', orNull(z.string().trim().min(1))),
          clientSecret: fromEnv('MICROSOFT_CLIENT_SECRET', orNull(z.string().trim().min(1)), SECRET),
          tenant: fromEnv(
            'MICROSOFT_TENANT',
            z
              .string()
              .trim()
              .regex(/^[A-Za-z0-9.-]+$/, 'must be a tenant id, a domain, or "organizations"')
              .default('organizations'),
          ),
          issuer: fromEnv('MICROSOFT_ISSUER', orNull(issuerUrl())),
        })
        .transform((microsoft, ctx) => {
          if (Boolean(microsoft.clientId) !== Boolean(microsoft.clientSecret)) {
            ctx.addIssue({
              code: 'custom',
              message: 'MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET must be set together',
            });
          }
          return microsoft.clientId && microsoft.clientSecret
            ? {
                clientId: microsoft.clientId,
                clientSecret: microsoft.clientSecret,
                tenant: microsoft.tenant,
                issuer: microsoft.issuer ?? `https://login.microsoftonline.com/${microsoft.tenant}/v2.0`,
              }
            : null;
        }),
      /**
       * Sign in with any standard OpenID provider (Authentik, Keycloak, Okta, Zitadel, a diocese's
       * own): OIDC_ISSUER is where its discovery document is found, OIDC_NAME what its button
       * says ("Sign in with {OIDC_NAME}"). The four are set together or not at all.
       */
      oidc: z
        .object({
          issuer: fromEnv('OIDC_ISSUER', orNull(issuerUrl())),
          clientId: fromEnv('OIDC_CLIENT_ID', orNull(z.string().trim().min(1))),
          clientSecret: fromEnv('OIDC_CLIENT_SECRET', orNull(z.string().trim().min(1)), SECRET),
          name: fromEnv(
            'OIDC_NAME',
            orNull(z.string().trim().min(1).max(40, 'must be at most 40 characters (it names a button)')),
          ),
          scopes: fromEnv('OIDC_SCOPES', oidcScopes().default('openid email profile')),
        })
        .transform((oidc, ctx) => {
          const { issuer, clientId, clientSecret, name, scopes } = oidc;
          const set = [issuer, clientId, clientSecret, name].filter((value) => value !== null).length;
          if (set !== 0 && set !== 4) {
            ctx.addIssue({
              code: 'custom',
              message: 'OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_NAME must be set together',
            });
          }
          return issuer && clientId && clientSecret && name
            ? { issuer, clientId, clientSecret, name, scopes }
            : null;
        }),
      /** JOB_INTERVAL_SECONDS: every background job on this one schedule (tests); null: their own. */
      jobIntervalMs: fromEnv(
        'JOB_INTERVAL_SECONDS',
        orNull(
          wholeNumber(1, 86_400, 'must be a whole number of seconds between 1 and 86400').transform(
            (seconds) => seconds * 1000,
          ),
        ),
      ),
    })
    .transform((config, ctx) => {
      const demoMode = config.demoMode ?? config.databaseUrl === null;
      if (!demoMode && !config.appSecret) {
        ctx.addIssue({
          code: 'custom',
          message: 'APP_SECRET is required when DEMO_MODE is off (a random string of at least 32 characters)',
        });
      }
      return { ...config, demoMode };
    });
}

/** Typed configuration of one server process, read from the environment at start. */
export type Config = z.output<ReturnType<typeof configSchema>>;
export type S3Config = NonNullable<Config['s3']>;
export type EconomicDataConfig = Config['economicData'];
export type AssistantConfig = Config['assistant'];
export type PdfRenderLimits = Config['pdfRendering'];
export type DuplicateFindingLimits = Config['duplicateFinding'];
/** What every provider's settings have (Microsoft adds its tenant, a standard provider its name and scopes). */
export type SsoProviderConfig = NonNullable<Config['google']>;

/** The single sign-on providers this server is configured for. */
export function configuredSsoProviders(config: Pick<Config, SsoProvider>): SsoProvider[] {
  return SSO_PROVIDERS.filter((provider) => config[provider] !== null);
}

/** What each configured provider is called on its button ("Sign in with …") and in its emails. */
export function ssoProviderNames(config: Pick<Config, SsoProvider>): Partial<Record<SsoProvider, string>> {
  return Object.fromEntries(
    configuredSsoProviders(config).map((provider) => [
      provider,
      provider === 'oidc' ? (config.oidc?.name ?? SSO_PROVIDER_LABELS.oidc) : SSO_PROVIDER_LABELS[provider],
    ]),
  );
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** The fields of an object schema, also behind a transform. */
function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodObject) return schema.shape;
  return undefined;
}

/** The input of `schema` from the environment: each field its variable's value. */
function readEnv(schema: z.ZodType, present: Record<string, string>): unknown {
  const variable = envVars.get(schema);
  if (variable) return present[variable.name];
  const fields = fieldsOf(schema);
  return (
    fields && Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, readEnv(field, present)]))
  );
}

/** The variable of the field at `path`; undefined for a rule across fields. */
function variableAt(schema: z.ZodType, path: PropertyKey[]): EnvVar | undefined {
  let field: z.ZodType | undefined = schema;
  for (const key of path) field = field && fieldsOf(field)?.[String(key)];
  return field && envVars.get(field);
}

/** Every environment variable parseConfig reads, in the schema's order. */
export function configVariables(): string[] {
  const names = (schema: z.ZodType): string[] => {
    const variable = envVars.get(schema);
    if (variable) return [variable.name];
    return Object.values(fieldsOf(schema) ?? {}).flatMap(names);
  };
  return names(configSchema(process.cwd()));
}

/** Reads and validates the environment; throws ConfigError with one line per bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  const schema = configSchema(cwd);
  const result = schema.safeParse(readEnv(schema, present));
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const variable = variableAt(schema, issue.path);
        // A rule across variables names them in its message.
        if (!variable) return issue.message;
        const value = present[variable.name];
        const shown = variable.quote && value !== undefined ? ` (got "${value}")` : '';
        return `${variable.name} ${issue.message}${shown}`;
      }),
    );
  }
  return result.data;
}

/** The URL without its password, for messages and logs (database and SMTP URLs). */
export function redactUrlPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
