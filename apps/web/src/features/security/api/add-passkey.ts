import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import type { AddPasskeyResponse } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './query-keys';

/**
 * The whole ceremony: the server's creation options (its challenge, the member's passkeys to
 * exclude), the browser's passkey prompt, then the server's check of what the authenticator made.
 */
export async function addPasskey(name: string): Promise<AddPasskeyResponse> {
  const optionsJSON = await api.post<PublicKeyCredentialCreationOptionsJSON>(
    '/api/security/passkeys/options',
  );
  const response = await startRegistration({ optionsJSON });
  return api.post<AddPasskeyResponse>('/api/security/passkeys', { name, response });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.overview() }),
  });
}
