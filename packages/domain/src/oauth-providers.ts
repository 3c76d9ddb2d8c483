import { z } from 'zod';
import { OAUTH_PROVIDER_IDS, type OAuthProviderId } from './integrations';
import { LIMITS } from './limits';

/** Spec 000 §3 OAuth provider definition: the categories of the built-in providers. */
export const OAUTH_PROVIDER_CATEGORIES = [
  'Productivity',
  'Analytics',
  'Video Platform',
  'Accounting',
  'Communication',
  'Marketing',
  'Payroll',
  'HRIS',
  'Development',
] as const;
export type OAuthProviderCategory = (typeof OAUTH_PROVIDER_CATEGORIES)[number];

/**
 * Stands for the organisation's own subdomain in a provider whose OAuth server lives on it
 * (BambooHR: https://{company}.bamboohr.com). Replace it with providerUrl before any request.
 */
export const COMPANY_DOMAIN_PLACEHOLDER = '{company}';

/** A DNS label: letters, digits and hyphens, 1 to 63 characters, no hyphen at either end. */
const COMPANY_DOMAIN_PATTERN = new RegExp(
  `^[a-z0-9](?:[a-z0-9-]{0,${LIMITS.oauth.companyDomain - 2}}[a-z0-9])?$`,
  'i',
);

/** Spec 000 §3 OAuth provider definition, with the providers' real OAuth 2.0 endpoints. */
export interface OAuthProvider {
  readonly id: OAuthProviderId;
  readonly name: string;
  /** What connecting lets a church do. */
  readonly description: string;
  readonly category: OAuthProviderCategory;
  /** Where the browser is sent for consent (the spec's authUrl); https. */
  readonly authorizationEndpoint: string;
  /** Where codes and refresh tokens are exchanged (the spec's tokenUrl); https. */
  readonly tokenEndpoint: string;
  /** Where a token is revoked on disconnect, or null for none. */
  readonly revocationEndpoint: string | null;
  /**
   * The request shape of revocationEndpoint: RFC 7009 form POST (Google), Intuit's JSON body with
   * basic authentication, or Slack's auth.revoke called with the token itself as bearer.
   */
  readonly revocationStyle: 'rfc7009' | 'json-basic' | 'bearer' | null;
  /**
   * How the client authenticates at the token endpoint. The spec's form fields carry client_id and
   * client_secret (client_secret_post); Intuit documents HTTP basic authentication instead.
   */
  readonly tokenEndpointAuth: 'client_secret_post' | 'client_secret_basic';
  /** Requested scopes; the spec joins them with spaces in the authorization URL. */
  readonly scopes: readonly string[];
  /** How the authorization URL joins the scopes: Slack documents a comma-separated list. */
  readonly scopeSeparator: ' ' | ',';
  /** Whether the token response carries a refresh token that can renew an expiring access token. */
  readonly supportsRefresh: boolean;
  /** Whether the endpoints (and launchUrl) hold COMPANY_DOMAIN_PLACEHOLDER for the organisation's subdomain. */
  readonly needsCompanyDomain: boolean;
  /** Where "Launch" opens the product. */
  readonly launchUrl: string;
}

const GOOGLE = {
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenEndpoint: 'https://oauth2.googleapis.com/token',
  revocationEndpoint: 'https://oauth2.googleapis.com/revoke',
  revocationStyle: 'rfc7009',
  tokenEndpointAuth: 'client_secret_post',
  scopeSeparator: ' ',
  // Google returns a refresh token only with access_type=offline, which the spec's URL carries.
  supportsRefresh: true,
  needsCompanyDomain: false,
} as const;

/** Spec 000 §3: the built-in OAuth providers, in the order of OAUTH_PROVIDER_IDS. */
export const OAUTH_PROVIDERS = [
  {
    id: 'google-workspace',
    name: 'Google Workspace',
    description:
      "Reads the church's Google Workspace user directory, so staff accounts can be checked against Steward's members.",
    category: 'Productivity',
    ...GOOGLE,
    scopes: ['openid', 'email', 'profile', 'https://www.googleapis.com/auth/admin.directory.user.readonly'],
    launchUrl: 'https://admin.google.com/',
  },
  {
    id: 'google-search-console',
    name: 'Google Search Console',
    description:
      "Reads search clicks, queries and indexing status for the church's website from Google Search Console.",
    category: 'Analytics',
    ...GOOGLE,
    scopes: ['https://www.googleapis.com/auth/webmasters.readonly'],
    launchUrl: 'https://search.google.com/search-console',
  },
  {
    id: 'youtube',
    name: 'YouTube',
    description: "Reads the church's YouTube channel, its uploaded services, live streams and playlists.",
    category: 'Video Platform',
    ...GOOGLE,
    scopes: ['https://www.googleapis.com/auth/youtube.readonly'],
    launchUrl: 'https://studio.youtube.com/',
  },
  {
    id: 'microsoft-365',
    name: 'Microsoft 365',
    description: "Signs in with the church's Microsoft 365 account and reads the connected user's profile.",
    category: 'Productivity',
    authorizationEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    // The Microsoft identity platform has no token revocation endpoint for apps.
    revocationEndpoint: null,
    revocationStyle: null,
    tokenEndpointAuth: 'client_secret_post',
    scopes: ['openid', 'profile', 'offline_access', 'User.Read'],
    scopeSeparator: ' ',
    // offline_access is what makes it return a refresh token.
    supportsRefresh: true,
    needsCompanyDomain: false,
    launchUrl: 'https://www.microsoft365.com/',
  },
  {
    id: 'quickbooks',
    name: 'QuickBooks',
    description:
      "Gives access to the church's QuickBooks Online company: accounts, transactions and financial reports.",
    category: 'Accounting',
    authorizationEndpoint: 'https://appcenter.intuit.com/connect/oauth2',
    tokenEndpoint: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
    revocationEndpoint: 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
    revocationStyle: 'json-basic',
    tokenEndpointAuth: 'client_secret_basic',
    scopes: ['com.intuit.quickbooks.accounting'],
    scopeSeparator: ' ',
    supportsRefresh: true,
    needsCompanyDomain: false,
    launchUrl: 'https://qbo.intuit.com/',
  },
  {
    id: 'slack',
    name: 'Slack',
    description:
      "Lists the workspace's public channels and posts messages to the staff and ministry channels Steward is added to.",
    category: 'Communication',
    authorizationEndpoint: 'https://slack.com/oauth/v2/authorize',
    tokenEndpoint: 'https://slack.com/api/oauth.v2.access',
    revocationEndpoint: 'https://slack.com/api/auth.revoke',
    revocationStyle: 'bearer',
    tokenEndpointAuth: 'client_secret_post',
    scopes: ['channels:read', 'chat:write'],
    scopeSeparator: ',',
    // Slack tokens do not expire and carry no refresh token unless the app opts in to token rotation.
    supportsRefresh: false,
    needsCompanyDomain: false,
    launchUrl: 'https://slack.com/signin',
  },
  {
    id: 'mailchimp',
    name: 'Mailchimp',
    description:
      "Gives access to the church's Mailchimp account: audiences, email campaigns and their reports.",
    category: 'Marketing',
    authorizationEndpoint: 'https://login.mailchimp.com/oauth2/authorize',
    tokenEndpoint: 'https://login.mailchimp.com/oauth2/token',
    // Mailchimp documents no revocation endpoint; the user removes the app in their account settings.
    revocationEndpoint: null,
    revocationStyle: null,
    tokenEndpointAuth: 'client_secret_post',
    // Spec 000 §3: "no scopes"; Mailchimp's OAuth has none.
    scopes: [],
    scopeSeparator: ' ',
    // Mailchimp access tokens do not expire, so there is nothing to refresh.
    supportsRefresh: false,
    needsCompanyDomain: false,
    launchUrl: 'https://admin.mailchimp.com/',
  },
  {
    id: 'gusto',
    name: 'Gusto',
    description: "Gives access to the church's Gusto company: staff records, pay schedules and payrolls.",
    category: 'Payroll',
    authorizationEndpoint: 'https://api.gusto.com/oauth/authorize',
    tokenEndpoint: 'https://api.gusto.com/oauth/token',
    revocationEndpoint: null,
    revocationStyle: null,
    tokenEndpointAuth: 'client_secret_post',
    // Gusto grants the scopes chosen for the application in its developer portal, not per request.
    scopes: [],
    scopeSeparator: ' ',
    // Gusto access tokens last two hours and come with a refresh token.
    supportsRefresh: true,
    needsCompanyDomain: false,
    launchUrl: 'https://app.gusto.com/login',
  },
  {
    id: 'bamboohr',
    name: 'BambooHR',
    description:
      "Gives access to the church's BambooHR account: the employee directory, staff records and time off.",
    category: 'HRIS',
    // BambooHR's OAuth server is the company's own subdomain, and its two endpoints need their
    // `request` query parameter (documented at documentation.bamboohr.com, Getting Started).
    authorizationEndpoint: `https://${COMPANY_DOMAIN_PLACEHOLDER}.bamboohr.com/authorize.php?request=authorize`,
    tokenEndpoint: `https://${COMPANY_DOMAIN_PLACEHOLDER}.bamboohr.com/token.php?request=token`,
    revocationEndpoint: null,
    revocationStyle: null,
    tokenEndpointAuth: 'client_secret_post',
    // The data scopes (employee fields, time off, ...) are assigned to the application in BambooHR's
    // developer portal; offline_access is the one that makes the token response carry a refresh token.
    scopes: ['offline_access'],
    scopeSeparator: ' ',
    supportsRefresh: true,
    needsCompanyDomain: true,
    launchUrl: `https://${COMPANY_DOMAIN_PLACEHOLDER}.bamboohr.com/`,
  },
  {
    id: 'github',
    name: 'GitHub',
    description:
      "Reads the connected GitHub user's profile, for churches that keep their website or tools on GitHub.",
    category: 'Development',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    // GitHub revokes an OAuth app's grant through its REST API (DELETE /applications/{client_id}/grant
    // with the app's credentials as basic auth), not through an OAuth revocation endpoint.
    revocationEndpoint: null,
    revocationStyle: null,
    tokenEndpointAuth: 'client_secret_post',
    scopes: ['read:user'],
    scopeSeparator: ' ',
    // OAuth app tokens do not expire and carry no refresh token.
    supportsRefresh: false,
    needsCompanyDomain: false,
    launchUrl: 'https://github.com/',
  },
] as const satisfies readonly OAuthProvider[];

export function isOAuthProviderId(value: string): value is OAuthProviderId {
  return (OAUTH_PROVIDER_IDS as readonly string[]).includes(value);
}

export function findOAuthProvider(id: string): OAuthProvider | undefined {
  return OAUTH_PROVIDERS.find((provider) => provider.id === id);
}

/** Spec 000 §3: the redirect URI registered with a provider, {origin}/oauth/callback/{provider id}. */
export function redirectUri(publicOrigin: string, id: OAuthProviderId): string {
  return `${publicOrigin.replace(/\/+$/, '')}/oauth/callback/${id}`;
}

/**
 * A provider URL with the organisation's company domain in place of COMPANY_DOMAIN_PLACEHOLDER.
 * The domain must be a bare DNS label, so it can never move the request to another host.
 */
export function providerUrl(url: string, companyDomain?: string | null): string {
  if (!url.includes(COMPANY_DOMAIN_PLACEHOLDER)) return url;
  if (!companyDomain || !COMPANY_DOMAIN_PATTERN.test(companyDomain)) {
    throw new Error('A company domain of letters, digits and hyphens is needed for this provider');
  }
  return url.replaceAll(COMPANY_DOMAIN_PLACEHOLDER, companyDomain.toLowerCase());
}

/** Spec 000 §2 OAuth management: "scopes shown by last path segment"; plain scopes unchanged. */
export function scopeLabel(scope: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(scope)) return scope;
  const path = scope.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path.slice(path.lastIndexOf('/') + 1) || scope;
}

/** Spec 000 §4, §9: a token is refreshed when it has under 5 minutes to expiry. */
export const TOKEN_REFRESH_MARGIN_SECONDS = 300;
/** Not in the spec: how long an authorization request's state is accepted by the callback. */
export const OAUTH_STATE_TTL_SECONDS = 600;
/** Spec 000 §9: the callback's success screen returns to / after 2000 ms. */
export const OAUTH_SUCCESS_REDIRECT_MS = 2000;

/** An empty reason would leave the message ending in ": ". */
function reasonOrUnknown(reason: string): string {
  return reason.trim() ? reason : 'Unknown error';
}

// Spec 000 §8 OAuth error catalogue and the §2/§4 callback and disconnect texts.
export const MISSING_OAUTH_PARAMETERS = 'Missing required OAuth parameters';
export const OAUTH_CONNECTION_FAILED = 'Failed to complete OAuth connection';
export const OAUTH_CALLBACK_FAILED = 'OAuth callback failed';
export const CANNOT_REFRESH_TOKEN = 'Cannot refresh token';

export function oauthErrorMessage(error: string): string {
  return `OAuth error: ${error}`;
}
export function tokenExchangeFailed(statusText: string): string {
  return `Token exchange failed: ${reasonOrUnknown(statusText)}`;
}
export function providerNotFound(id: string): string {
  return `Provider ${id} not found`;
}
export function oauthNotConfigured(id: string): string {
  return `OAuth not configured for ${id}`;
}
export function tokenRefreshFailed(reason: string): string {
  return `Token refresh failed: ${reasonOrUnknown(reason)}`;
}
export function connectedMessage(name: string): string {
  return `Successfully connected to ${name}`;
}
export function disconnectConfirmation(name: string): string {
  return `Are you sure you want to disconnect ${name}?`;
}
export function disconnectFailed(reason: string): string {
  return `Failed to disconnect: ${reasonOrUnknown(reason)}`;
}

const CLIENT_ID_REQUIRED = 'Please enter the client ID';
const CLIENT_SECRET_REQUIRED = 'Please enter the client secret';
export const COMPANY_DOMAIN_INVALID =
  'Enter only your company domain, the part before .bamboohr.com (letters, digits and hyphens)';
export const COMPANY_DOMAIN_REQUIRED = 'Please enter your company domain';

const companyDomainField = z
  .string({ error: COMPANY_DOMAIN_INVALID })
  .trim()
  .nullable()
  .optional()
  .transform((value) => value?.toLowerCase() || null)
  .pipe(z.string().regex(COMPANY_DOMAIN_PATTERN, { error: COMPANY_DOMAIN_INVALID }).nullable());

/** Spec 000 §3 OAuth config: the client credentials an organisation enters for a provider. */
export const oauthConfigInputSchema = z.object({
  clientId: z
    .string({ error: CLIENT_ID_REQUIRED })
    .trim()
    .min(1, { error: CLIENT_ID_REQUIRED })
    .max(LIMITS.oauth.clientId, { error: `Client ID must be at most ${LIMITS.oauth.clientId} characters` }),
  // Trimmed too: no provider issues secrets with surrounding whitespace, but a paste often adds it.
  clientSecret: z
    .string({ error: CLIENT_SECRET_REQUIRED })
    .trim()
    .min(1, { error: CLIENT_SECRET_REQUIRED })
    .max(LIMITS.oauth.clientSecret, {
      error: `Client secret must be at most ${LIMITS.oauth.clientSecret} characters`,
    }),
  /** BambooHR only: the subdomain of {company}.bamboohr.com, stored lower-cased; empty becomes null. */
  companyDomain: companyDomainField,
});
export type OAuthConfigInput = z.input<typeof oauthConfigInputSchema>;
export type OAuthConfigFields = z.output<typeof oauthConfigInputSchema>;

/** The config schema for one provider: the company domain is required where the endpoints need it. */
export function oauthConfigSchemaFor(id: OAuthProviderId) {
  if (!findOAuthProvider(id)?.needsCompanyDomain) return oauthConfigInputSchema;
  return oauthConfigInputSchema.extend({
    companyDomain: companyDomainField.refine((value) => value !== null, { error: COMPANY_DOMAIN_REQUIRED }),
  });
}
