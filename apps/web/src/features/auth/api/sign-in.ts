import type { SessionResponse, SignInRequest } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/session-keys';

export function signIn(body: SignInRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/api/auth/sign-in', body);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionKeys.current(), session);
    },
  });
}
