import { type GiftEntryInput, type GiftSaved, type GiftWarning, giftWarningsSchema } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { batchKeys } from '@/lib/giving/batch-keys';

interface SaveGiftInput {
  batchId: string;
  /** Null adds a gift; an id corrects that gift of the open batch. */
  giftId: string | null;
  gift: GiftEntryInput;
}

/** Saved, or held back because the server warned and the warnings were not acknowledged. */
export type GiftSaveOutcome = { saved: true; answer: GiftSaved } | { saved: false; warnings: GiftWarning[] };

/**
 * POST /api/batches/{id}/gifts or PATCH .../gifts/{giftId}. A 409 with warnings saved nothing and
 * is an answer to show, not a failure; any other refusal (400: which row and why) is thrown.
 */
export async function saveGift({ batchId, giftId, gift }: SaveGiftInput): Promise<GiftSaveOutcome> {
  const gifts = `/api/batches/${encodeURIComponent(batchId)}/gifts`;
  try {
    const answer = giftId
      ? await api.patch<GiftSaved>(`${gifts}/${encodeURIComponent(giftId)}`, gift)
      : await api.post<GiftSaved>(gifts, gift);
    return { saved: true, answer };
  } catch (error) {
    if (isApiError(error) && error.status === 409) {
      const warned = giftWarningsSchema.safeParse(error.payload);
      if (warned.success) return { saved: false, warnings: warned.data.warnings };
    }
    throw error;
  }
}

/**
 * A saved gift changes the batch's gifts and figures: the batch is read again. A new donor's gift
 * adds a donor the look-ups answered without: they are asked again, so the next row finds them.
 */
export function useSaveGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGift,
    onSuccess: async (outcome, { batchId, gift }) => {
      if (!outcome.saved) return;
      if (gift.donor.kind === 'new')
        await queryClient.invalidateQueries({ queryKey: batchKeys.donorLookups() });
      await queryClient.invalidateQueries({ queryKey: batchKeys.detail(batchId) });
    },
  });
}
