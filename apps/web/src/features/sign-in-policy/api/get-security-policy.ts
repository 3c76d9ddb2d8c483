import type { SecurityPolicy } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signInPolicyKeys } from './query-keys';

export function getSecurityPolicy(signal?: AbortSignal): Promise<SecurityPolicy> {
  return api.get<SecurityPolicy>('/api/security/policy', { signal });
}

/** The organisation's sign-in policy and the single sign-on providers this server offers (admins). */
export function useSecurityPolicy() {
  return useQuery({
    queryKey: signInPolicyKeys.policy(),
    queryFn: ({ signal }) => getSecurityPolicy(signal),
  });
}
