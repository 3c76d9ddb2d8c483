import type { SecurityPolicy, UpdateSecurityPolicyRequest } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signInPolicyKeys } from './query-keys';

export function updateSecurityPolicy(request: UpdateSecurityPolicyRequest): Promise<SecurityPolicy> {
  return api.put<SecurityPolicy>('/api/security/policy', request);
}

/** Saves the policy (audited: security_policy_changed); the answer is the policy as now stored. */
export function useUpdateSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecurityPolicy,
    meta: { audited: true },
    onSuccess: (policy) => queryClient.setQueryData(signInPolicyKeys.policy(), policy),
  });
}
