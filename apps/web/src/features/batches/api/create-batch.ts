import type { BatchInput, BatchSummary } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchKeys } from './query-keys';

/** A batch with its control totals and defaults (audited: batch_created). */
export function createBatch(input: BatchInput): Promise<BatchSummary> {
  return api.post<BatchSummary>('/api/batches', input);
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchKeys.lists() }),
  });
}
