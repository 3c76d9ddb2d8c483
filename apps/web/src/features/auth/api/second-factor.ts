import type { SecondFactorRequest, SessionResponse } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The second step with a code: the server's pending sign-in (its cookie) becomes a session. */
export function verifySecondFactor(body: SecondFactorRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/api/auth/second-factor', body);
}

/** The caller adopts the session (useStartSession) once it has said what it needs to. */
export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}
