import type { OAuthProviderList } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { oauthKeys } from './query-keys';

export function getOAuthProviders(signal?: AbortSignal): Promise<OAuthProviderList> {
  return api.get<OAuthProviderList>('/api/oauth/providers', { signal });
}

/** The ten providers with this organisation's configuration and connection, and what the caller may do. */
export function useOAuthProviders() {
  return useQuery({ queryKey: oauthKeys.providers(), queryFn: ({ signal }) => getOAuthProviders(signal) });
}
