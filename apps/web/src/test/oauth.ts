import {
  OAUTH_PROVIDERS,
  type OAuthConnectionView,
  type OAuthProviderId,
  type OAuthProviderView,
} from '@steward/domain';

/** What an admin or a user may do on /oauth (spec 000 §6: admins configure and connect). */
export const ADMIN_CAN = { configure: true, connect: true };
export const USER_CAN = { configure: false, connect: false };

/** A saved configuration as an admin reads it: the secret is only ever "set". */
export function oauthConfiguration(
  overrides: Partial<NonNullable<OAuthProviderView['configuration']>> = {},
): NonNullable<OAuthProviderView['configuration']> {
  return {
    clientId: 'client-123',
    clientSecretSet: true,
    companyDomain: null,
    updatedAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A live connection, connected by Pat Jones, that does not expire unless told otherwise. */
export function oauthConnection(
  providerId: OAuthProviderId,
  overrides: Partial<OAuthConnectionView> = {},
): OAuthConnectionView {
  const provider = OAUTH_PROVIDERS.find((item) => item.id === providerId);
  return {
    id: '77777777-7777-4777-8777-777777777777',
    providerId,
    scopes: [...(provider?.scopes ?? [])],
    createdAt: '2025-03-07T12:00:00.000Z',
    updatedAt: '2025-03-07T12:00:00.000Z',
    expiresAt: null,
    connectedBy: { email: 'pat@grace.test', fullName: 'Pat Jones' },
    needsReconnect: false,
    refreshError: null,
    ...overrides,
  };
}

/** One provider of GET /api/oauth/providers, from the domain catalogue; unconfigured and unconnected for an admin. */
export function oauthProvider(
  id: OAuthProviderId,
  overrides: Partial<OAuthProviderView> = {},
): OAuthProviderView {
  const provider = OAUTH_PROVIDERS.find((item) => item.id === id);
  if (!provider) throw new Error(`Unknown provider ${id}`);
  return {
    id: provider.id,
    name: provider.name,
    description: provider.description,
    category: provider.category,
    scopes: [...provider.scopes],
    supportsRefresh: provider.supportsRefresh,
    supportsRevocation: provider.revocationEndpoint !== null,
    needsCompanyDomain: provider.needsCompanyDomain,
    redirectUri: `https://steward.test/oauth/callback/${provider.id}`,
    configured: false,
    configuration: null,
    connection: null,
    can: ADMIN_CAN,
    ...overrides,
  };
}

/** All ten providers in the catalogue's order, each with `overrides[id]` applied (and `base` to every one). */
export function oauthProviderList(
  overrides: Partial<Record<OAuthProviderId, Partial<OAuthProviderView>>> = {},
  base: Partial<OAuthProviderView> = {},
): { items: OAuthProviderView[] } {
  return {
    items: OAUTH_PROVIDERS.map((provider) =>
      oauthProvider(provider.id, { ...base, ...overrides[provider.id] }),
    ),
  };
}
