import { SSO_PROVIDER_LABELS, type SsoProvider } from '@steward/domain';
import { useAppInfo } from './app-info';

/**
 * What each single sign-on provider is called ("Google", "Microsoft", a standard provider's
 * OIDC_NAME), as the server says in app info; the domain's label until that has loaded.
 */
export function useSsoProviderName(): (provider: SsoProvider) => string {
  const { data: appInfo } = useAppInfo();
  return (provider) => appInfo?.ssoProviderNames[provider] ?? SSO_PROVIDER_LABELS[provider];
}
