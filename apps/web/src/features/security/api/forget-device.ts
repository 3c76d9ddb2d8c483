import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './query-keys';

/** The device will be asked for a second factor again at its next sign-in. */
export function forgetDevice(id: string): Promise<void> {
  return api.delete<void>(`/api/security/trusted-devices/${encodeURIComponent(id)}`);
}

export function useForgetDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forgetDevice,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.overview() }),
  });
}
