import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/session-keys';
import { clearAccountCaches } from './account-caches';

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
      clearAccountCaches(queryClient);
      queryClient.setQueryData(sessionKeys.current(), null);
    },
  });
}
