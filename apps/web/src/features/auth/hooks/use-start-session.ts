import type { SessionResponse } from '@steward/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionKeys } from '@/lib/session/session-keys';
import { clearAccountCaches } from '../api/account-caches';

/**
 * Adopts a session the server answered with outside sign-in (a new organisation, an accepted
 * invitation), so the shell reflects it at once without asking the server again.
 */
export function useStartSession(): (session: SessionResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (session: SessionResponse) => {
      clearAccountCaches(queryClient);
      queryClient.setQueryData(sessionKeys.current(), session);
    },
    [queryClient],
  );
}
