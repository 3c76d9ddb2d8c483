import { type OAuthProvider, providerUrl } from '@steward/domain';
import type { OAuthProviderOverrides } from '@/config';

/** Where this organisation's requests to a provider go. */
export interface ProviderEndpoints {
  authorization: string;
  token: string;
  revocation: string | null;
}

/**
 * The provider's endpoints after the operator's OAUTH_PROVIDER_OVERRIDES, with the organisation's
 * company domain filled in (BambooHR). Throws when a company domain is needed and missing.
 */
export function endpointsFor(
  provider: OAuthProvider,
  overrides: OAuthProviderOverrides,
  companyDomain: string | null,
): ProviderEndpoints {
  const override = overrides[provider.id] ?? {};
  const revocation = override.revocationEndpoint ?? provider.revocationEndpoint;
  return {
    authorization: providerUrl(
      override.authorizationEndpoint ?? provider.authorizationEndpoint,
      companyDomain,
    ),
    token: providerUrl(override.tokenEndpoint ?? provider.tokenEndpoint, companyDomain),
    revocation: revocation ? providerUrl(revocation, companyDomain) : null,
  };
}
