import { z } from 'zod';
import { LIMITS } from '../limits';
import { OAUTH_PROVIDER_CATEGORIES } from '../oauth-providers';

/**
 * Spec 000 §3 OAuth connection as the /oauth page shows it. Tokens never leave the server.
 * `needsReconnect` is set when a refresh was refused by the provider; `refreshError` then holds
 * "Token refresh failed: ...".
 */
export const oauthConnectionViewSchema = z.object({
  id: z.uuid(),
  providerId: z.string(),
  /** Granted scopes, as the provider returned them (or as requested when it did not say). */
  scopes: z.array(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Null: the provider's token does not expire (Slack, GitHub, Mailchimp). */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** Who connected it; null when that account has since been removed. */
  connectedBy: z.object({ email: z.string(), fullName: z.string().nullable() }).nullable(),
  needsReconnect: z.boolean(),
  refreshError: z.string().nullable(),
});
export type OAuthConnectionView = z.infer<typeof oauthConnectionViewSchema>;

/** One provider of the /oauth page, with this organisation's configuration state. */
export const oauthProviderViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(OAUTH_PROVIDER_CATEGORIES),
  scopes: z.array(z.string()),
  supportsRefresh: z.boolean(),
  supportsRevocation: z.boolean(),
  needsCompanyDomain: z.boolean(),
  /** Spec 000 §3 redirectUri: register this address with the provider. */
  redirectUri: z.string(),
  /** Spec 000 §3 isConfigured. */
  configured: z.boolean(),
  /**
   * Admins only: what is stored. The client secret never leaves the server; only whether it is
   * set is shown.
   */
  configuration: z
    .object({
      clientId: z.string(),
      clientSecretSet: z.boolean(),
      companyDomain: z.string().nullable(),
      updatedAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  /** The organisation's active connection to this provider, if any. */
  connection: oauthConnectionViewSchema.nullable(),
  can: z.object({ configure: z.boolean(), connect: z.boolean() }),
});
export type OAuthProviderView = z.infer<typeof oauthProviderViewSchema>;

export const oauthProviderListSchema = z.object({ items: z.array(oauthProviderViewSchema) });
export type OAuthProviderList = z.infer<typeof oauthProviderListSchema>;

export const oauthProviderParamsSchema = z.object({ provider: z.string().max(LIMITS.pathKey) });
export type OAuthProviderParams = z.infer<typeof oauthProviderParamsSchema>;

export const oauthConnectionParamsSchema = z.object({ id: z.uuid() });
export type OAuthConnectionParams = z.infer<typeof oauthConnectionParamsSchema>;

/** POST /api/oauth/{provider}/authorize: where to send the browser for the provider's consent. */
export const oauthAuthorizeResponseSchema = z.object({ authorizationUrl: z.url() });
export type OAuthAuthorizeResponse = z.infer<typeof oauthAuthorizeResponseSchema>;

/**
 * POST /api/oauth/{provider}/callback: the query parameters the provider sent to
 * /oauth/callback/{provider}, passed on by that page.
 */
export const oauthCallbackRequestSchema = z.object({
  code: z.string().max(LIMITS.oauth.code).optional(),
  state: z.string().max(LIMITS.oauth.state).optional(),
  error: z.string().max(LIMITS.oauth.error).optional(),
  error_description: z.string().max(LIMITS.oauth.errorDescription).optional(),
});
export type OAuthCallbackRequest = z.infer<typeof oauthCallbackRequestSchema>;

export const oauthCallbackResponseSchema = z.object({
  providerId: z.string(),
  providerName: z.string(),
  /** "Successfully connected to {provider}". */
  message: z.string(),
});
export type OAuthCallbackResponse = z.infer<typeof oauthCallbackResponseSchema>;

/** DELETE /api/oauth/connections/{id}: whether the provider confirmed the token's revocation. */
export const oauthDisconnectResponseSchema = z.object({
  /** Null: the provider has no revocation endpoint; false: it failed (the connection is still removed). */
  revokedAtProvider: z.boolean().nullable(),
});
export type OAuthDisconnectResponse = z.infer<typeof oauthDisconnectResponseSchema>;
