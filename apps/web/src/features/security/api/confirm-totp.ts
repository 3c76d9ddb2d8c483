import type { EnrolmentResult } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchAfterFactorChange } from './query-keys';

export function confirmTotp(code: string): Promise<EnrolmentResult> {
  return api.post<EnrolmentResult>('/api/security/totp/confirm', { code });
}

/** Turns the app on with one of its codes; the first factor's answer carries the recovery codes. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    meta: { audited: true },
    onSuccess: () => refetchAfterFactorChange(queryClient),
  });
}
