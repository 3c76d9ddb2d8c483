import type { BatchDetail, GiftAdjustmentInput } from '@steward/domain';
import { api } from '@/lib/api-client';
import { batchUrl } from './batch-url';
import { useBatchChange } from './use-batch-change';

interface AdjustGiftInput {
  batchId: string;
  giftId: string;
  input: GiftAdjustmentInput;
}

/**
 * A correction of a committed batch proposed: the gift's reversal and, optionally, the corrected
 * gift. It waits for a second admin under dual control, and is carried out at once without; the
 * answer is the batch, its adjustments with it.
 */
export function adjustGift({ batchId, giftId, input }: AdjustGiftInput): Promise<BatchDetail> {
  return api.post<BatchDetail>(batchUrl(batchId, `/gifts/${encodeURIComponent(giftId)}/adjust`), input);
}

export function useAdjustGift() {
  return useBatchChange(adjustGift);
}
