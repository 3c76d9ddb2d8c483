import { api } from '@/lib/api-client';
import { batchUrl } from './batch-url';
import { useBatchChange } from './use-batch-change';

/** An admin reopens a committed batch with a written reason: its gifts stop counting until committed again. */
export function reopenBatch({ id, reason }: { id: string; reason: string }): Promise<unknown> {
  return api.post<unknown>(batchUrl(id, '/reopen'), { reason });
}

export function useReopenBatch() {
  return useBatchChange(reopenBatch);
}
