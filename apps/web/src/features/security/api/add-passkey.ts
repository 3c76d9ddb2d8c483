import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import type { AddPasskeyResponse, StepUp } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchAfterFactorChange } from './query-keys';

interface AddPasskeyInput {
  name: string;
  /** Asked before the browser's prompt, and sent with the request for its options. */
  stepUp: StepUp;
}

/**
 * The whole ceremony: the server's creation options (its challenge, the member's passkeys to
 * exclude), given only with the proof that it is the member, so a refused proof never reaches the
 * browser's passkey prompt; then the prompt, and the server's check of what the authenticator made.
 */
export async function addPasskey({ name, stepUp }: AddPasskeyInput): Promise<AddPasskeyResponse> {
  const optionsJSON = await api.post<PublicKeyCredentialCreationOptionsJSON>(
    '/api/security/passkeys/options',
    stepUp,
  );
  const response = await startRegistration({ optionsJSON });
  return api.post<AddPasskeyResponse>('/api/security/passkeys', { name, response });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    meta: { audited: true },
    onSuccess: () => refetchAfterFactorChange(queryClient),
  });
}
