import type { SignUpInput } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Creates the account only: no session is started, the user signs in afterwards (spec 000 §4 Auth). */
export function signUp(body: SignUpInput): Promise<unknown> {
  return api.post<unknown>('/api/auth/sign-up', body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
