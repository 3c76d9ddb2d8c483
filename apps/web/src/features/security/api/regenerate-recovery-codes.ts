import type { RecoveryCodes, StepUp } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './query-keys';

/** A new set of recovery codes; the old set stops working at once. */
export function regenerateRecoveryCodes(stepUp: StepUp): Promise<RecoveryCodes> {
  return api.post<RecoveryCodes>('/api/security/recovery-codes', stepUp);
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.overview() }),
  });
}
