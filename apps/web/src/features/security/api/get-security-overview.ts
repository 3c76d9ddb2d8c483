import type { SecurityOverview } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './query-keys';

export function getSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return api.get<SecurityOverview>('/api/security', { signal });
}

/** Everything the "Sign-in and security" page shows: second factors, devices, sessions, identities. */
export function useSecurityOverview() {
  return useQuery({
    queryKey: securityKeys.overview(),
    queryFn: ({ signal }) => getSecurityOverview(signal),
  });
}
