import type { BatchDetail } from '@steward/domain';
import { api } from '@/lib/api-client';
import { batchUrl } from './batch-url';
import { useBatchChange } from './use-batch-change';

interface CommitBatchInput {
  id: string;
  /** The member confirmed committing although someone's presence in the grid is stale. */
  overStalePresence: boolean;
}

/** Commits a balanced batch: its gifts start to count (with dual control, not by the one who entered the most). */
export function commitBatch({ id, overStalePresence }: CommitBatchInput): Promise<BatchDetail> {
  return api.post<BatchDetail>(batchUrl(id, '/commit'), { overStalePresence });
}

export function useCommitBatch() {
  return useBatchChange(commitBatch);
}
