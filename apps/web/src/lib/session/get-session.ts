import type { SessionResponse } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../api-client';
import { sessionKeys } from './session-keys';

/** The signed-in session, or null when signed out (the server answers 401). */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse | null> {
  try {
    return await api.get<SessionResponse>('/api/auth/session', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** The session query the auth gate waits for; inside the shell, read it with useCurrentSession. */
export function useSession() {
  return useQuery({
    queryKey: sessionKeys.current(),
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });
}
