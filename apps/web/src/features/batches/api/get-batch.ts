import type { BatchDetail } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchKeys } from '@/lib/giving/batch-keys';
import { batchUrl } from './batch-url';

/**
 * How often an open batch page reads the batch again while the page is shown: someone else's gifts,
 * their leaving the grid and a commit they made show within seconds, without a reload.
 */
export const BATCH_REFRESH_MS = 5_000;

export function getBatch(id: string, signal?: AbortSignal): Promise<BatchDetail> {
  return api.get<BatchDetail>(batchUrl(id), { signal });
}

/**
 * The batch, its gifts, who else is entering, and what the member may do with it now. Read again
 * every BATCH_REFRESH_MS while the page is visible (TanStack Query pauses the interval in a hidden
 * tab) and whenever the window regains the focus, however fresh the last read: a second person is
 * never held by an "is still entering" or a Commit refusal that stopped being true.
 */
export function useBatch(id: string) {
  return useQuery({
    queryKey: batchKeys.detail(id),
    queryFn: ({ signal }) => getBatch(id, signal),
    refetchInterval: BATCH_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}
