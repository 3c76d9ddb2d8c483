import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchKeys } from '@/lib/giving/batch-keys';
import { batchUrl } from './batch-url';

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
