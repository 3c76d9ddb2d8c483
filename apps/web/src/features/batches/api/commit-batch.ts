import { api } from '@/lib/api-client';
import { batchUrl } from './batch-url';
import { useBatchChange } from './use-batch-change';

/** Commits a balanced batch: its gifts start to count (with dual control, not by the one who entered the most). */
export function commitBatch(id: string): Promise<unknown> {
  return api.post<unknown>(batchUrl(id, '/commit'));
}

export function useCommitBatch() {
  return useBatchChange(commitBatch);
}
