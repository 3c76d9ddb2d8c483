import type { BatchDetail } from '@steward/domain';
import { api } from '@/lib/api-client';
import { batchUrl } from './batch-url';
import { useBatchChange } from './use-batch-change';

interface AdjustmentRef {
  batchId: string;
  adjustmentId: string;
}

const adjustmentUrl = ({ batchId, adjustmentId }: AdjustmentRef, action: 'approve' | 'reject') =>
  batchUrl(batchId, `/adjustments/${encodeURIComponent(adjustmentId)}/${action}`);

/** A second admin approves a waiting adjustment: it is carried out and counts from now on. */
export function approveAdjustment(ref: AdjustmentRef): Promise<BatchDetail> {
  return api.post<BatchDetail>(adjustmentUrl(ref, 'approve'));
}

/** Its proposer withdraws a waiting adjustment, or another admin turns it down: it never counts. */
export function rejectAdjustment(ref: AdjustmentRef): Promise<BatchDetail> {
  return api.post<BatchDetail>(adjustmentUrl(ref, 'reject'));
}

export function useApproveAdjustment() {
  return useBatchChange(approveAdjustment);
}

export function useRejectAdjustment() {
  return useBatchChange(rejectAdjustment);
}
