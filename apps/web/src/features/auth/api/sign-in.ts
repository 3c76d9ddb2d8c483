import { needsSecondFactor, type SignInRequest, type SignInResponse } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/session-keys';

/** A session, or (the password was right) that the second step is due: no session yet. */
export function signIn(body: SignInRequest): Promise<SignInResponse> {
  return api.post<SignInResponse>('/api/auth/sign-in', body);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (!needsSecondFactor(answer)) queryClient.setQueryData(sessionKeys.current(), answer);
    },
  });
}
