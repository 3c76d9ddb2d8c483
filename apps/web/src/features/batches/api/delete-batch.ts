import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchUrl } from './batch-url';
import { batchKeys } from './query-keys';

/** Deletes an open batch and its gifts (audited: batch_deleted). */
export function deleteBatch(id: string): Promise<void> {
  return api.delete<void>(batchUrl(id));
}

export function useDeleteBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBatch,
    meta: { audited: true },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: batchKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: batchKeys.lists() });
    },
  });
}
