import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys } from './query-keys';

/**
 * Removes a member's authenticator app, passkeys, recovery codes and remembered devices and ends
 * their sessions (master admin, never oneself; audited two_factor_reset, and the member is emailed).
 */
export function resetTwoFactor(userId: string): Promise<void> {
  return api.post<void>(`/api/security/members/${encodeURIComponent(userId)}/reset`);
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.security() }),
  });
}
