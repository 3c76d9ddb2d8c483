import type { StepUp } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchAfterFactorChange } from './query-keys';

export function removeTotp(stepUp: StepUp): Promise<void> {
  return api.delete<void>('/api/security/totp', stepUp);
}

export function useRemoveTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTotp,
    meta: { audited: true },
    onSuccess: () => refetchAfterFactorChange(queryClient),
  });
}
