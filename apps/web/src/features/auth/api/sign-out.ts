import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { authKeys } from './query-keys';

export async function signOut(): Promise<void> {
  try {
    await api.post<void>('/api/auth/sign-out');
  } catch (error) {
    // Already signed out (expired session): the goal is reached.
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      const sessionKey = authKeys.session();
      // Drop every user- or organisation-scoped cache so the next user never sees this one's data;
      // queries marked keepOnSignOut (server facts such as the version) stay.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== sessionKey[0] && query.meta?.keepOnSignOut !== true,
      });
      queryClient.setQueryData(sessionKey, null);
    },
  });
}
