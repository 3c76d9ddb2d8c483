import type { Passkey } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './query-keys';

interface RenamePasskeyInput {
  id: string;
  name: string;
}

export function renamePasskey({ id, name }: RenamePasskeyInput): Promise<Passkey> {
  return api.patch<Passkey>(`/api/security/passkeys/${encodeURIComponent(id)}`, { name });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.overview() }),
  });
}
