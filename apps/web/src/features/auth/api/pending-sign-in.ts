import type { SecondFactorRequired } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signInKeys } from './query-keys';

/** This browser's sign-in waiting for its second factor (after single sign-on); 404 when there is none. */
export function getPendingSignIn(signal?: AbortSignal): Promise<SecondFactorRequired> {
  return api.get<SecondFactorRequired>('/api/auth/pending', { signal });
}

/** Asked once, when the provider sent the browser back for the second step; never kept. */
export function usePendingSignIn(enabled: boolean) {
  return useQuery({
    queryKey: signInKeys.pending(),
    queryFn: ({ signal }) => getPendingSignIn(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
