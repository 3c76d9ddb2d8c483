import type { BatchDetail, BatchInput, BatchSummary } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchKeys } from '@/lib/giving/batch-keys';

/** A batch with its control totals and defaults (audited: batch_created); the answer is its page. */
export async function createBatch(input: BatchInput): Promise<BatchSummary> {
  const detail = await api.post<BatchDetail>('/api/batches', input);
  return detail.batch;
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchKeys.lists() }),
  });
}
