import type { SignOutOthersResponse, StepUp } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './query-keys';

/**
 * Ends every session of the member but this one, and forgets every remembered device (this one's
 * too): a browser someone else signed in on must not skip the second step afterwards.
 */
export function signOutOthers(stepUp: StepUp): Promise<SignOutOthersResponse> {
  return api.post<SignOutOthersResponse>('/api/security/sign-out-others', stepUp);
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.overview() }),
  });
}
