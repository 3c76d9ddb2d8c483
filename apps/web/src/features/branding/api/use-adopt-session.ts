import type { SessionResponse } from '@steward/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authKeys } from '@/features/auth/api/query-keys';

/** The logo calls answer with the new session: adopting it updates the top bar without asking again. */
export function useAdoptSession(): (session: SessionResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (session: SessionResponse) => queryClient.setQueryData(authKeys.session(), session),
    [queryClient],
  );
}
