import type { SessionResponse } from '@steward/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionKeys } from '@/lib/session/session-keys';

/** The logo calls answer with the new session: adopting it updates the top bar without asking again. */
export function useAdoptSession(): (session: SessionResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (session: SessionResponse) => queryClient.setQueryData(sessionKeys.current(), session),
    [queryClient],
  );
}
