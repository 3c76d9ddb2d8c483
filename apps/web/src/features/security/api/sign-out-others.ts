import type { SignOutOthersResponse } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './query-keys';

/** Ends every session of the member but this one. */
export function signOutOthers(): Promise<SignOutOthersResponse> {
  return api.post<SignOutOthersResponse>('/api/security/sign-out-others');
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.overview() }),
  });
}
