import type { TotpSetup } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A new secret for an authenticator app; nothing changes until one of its codes confirms it. */
export function setupTotp(): Promise<TotpSetup> {
  return api.post<TotpSetup>('/api/security/totp/setup');
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp });
}
