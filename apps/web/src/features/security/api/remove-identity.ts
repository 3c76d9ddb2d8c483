import type { StepUp } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './query-keys';

interface RemoveIdentityInput {
  id: string;
  stepUp: StepUp;
}

/** Unlinks a Google, Microsoft or OpenID account: it no longer signs the member in. */
export function removeIdentity({ id, stepUp }: RemoveIdentityInput): Promise<void> {
  return api.delete<void>(`/api/security/identities/${encodeURIComponent(id)}`, stepUp);
}

export function useRemoveIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeIdentity,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.overview() }),
  });
}
