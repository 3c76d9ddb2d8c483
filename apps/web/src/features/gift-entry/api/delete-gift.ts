import type { BatchFigures } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchKeys } from '@/lib/giving/batch-keys';

interface DeleteGiftInput {
  batchId: string;
  giftId: string;
}

/** Removes a gift of an open batch; the answer is the batch's new figures. */
export function deleteGift({ batchId, giftId }: DeleteGiftInput): Promise<BatchFigures> {
  return api.delete<BatchFigures>(
    `/api/batches/${encodeURIComponent(batchId)}/gifts/${encodeURIComponent(giftId)}`,
  );
}

export function useDeleteGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGift,
    onSuccess: (_figures, { batchId }) =>
      queryClient.invalidateQueries({ queryKey: batchKeys.detail(batchId) }),
  });
}
