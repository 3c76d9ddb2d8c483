import type { StepUp } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './query-keys';

interface ForgetDeviceInput {
  id: string;
  stepUp: StepUp;
}

/** The device will be asked for a second factor again at its next sign-in. */
export function forgetDevice({ id, stepUp }: ForgetDeviceInput): Promise<void> {
  return api.delete<void>(`/api/security/trusted-devices/${encodeURIComponent(id)}`, stepUp);
}

export function useForgetDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forgetDevice,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.overview() }),
  });
}
