import type { StepUp } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchAfterFactorChange } from './query-keys';

interface RemovePasskeyInput {
  id: string;
  stepUp: StepUp;
}

export function removePasskey({ id, stepUp }: RemovePasskeyInput): Promise<void> {
  return api.delete<void>(`/api/security/passkeys/${encodeURIComponent(id)}`, stepUp);
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    meta: { audited: true },
    onSuccess: () => refetchAfterFactorChange(queryClient),
  });
}
