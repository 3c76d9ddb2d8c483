import type { GiftAdjustmentInput, GiftSaved } from '@steward/domain';
import { api } from '@/lib/api-client';
import { batchUrl } from './batch-url';
import { useBatchChange } from './use-batch-change';

interface AdjustGiftInput {
  batchId: string;
  giftId: string;
  input: GiftAdjustmentInput;
}

/** A correction of a committed batch: the gift's reversal and, optionally, the corrected gift. */
export function adjustGift({ batchId, giftId, input }: AdjustGiftInput): Promise<GiftSaved> {
  return api.post<GiftSaved>(batchUrl(batchId, `/gifts/${encodeURIComponent(giftId)}/adjust`), input);
}

export function useAdjustGift() {
  return useBatchChange(adjustGift);
}
