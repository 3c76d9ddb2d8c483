import type { SessionResponse } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAdoptSession } from './use-adopt-session';

/** Back to the product name for the whole organisation; answers with the new session. */
export function removeLogo(): Promise<SessionResponse> {
  return api.delete<SessionResponse>('/api/organizations/logo');
}

export function useRemoveLogo() {
  const adoptSession = useAdoptSession();
  return useMutation({ mutationFn: removeLogo, onSuccess: adoptSession });
}
