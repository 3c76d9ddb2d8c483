import type { BatchDetail } from '@steward/domain';
import { api } from '@/lib/api-client';
import { batchUrl } from './batch-url';
import { useBatchChange } from './use-batch-change';

/**
 * An admin reopens a committed batch with a written reason: its gifts stop counting until committed
 * again. For a deposited or exported batch under dual control it asks instead: the reopening waits
 * for a second admin (the batch's `reopenRequest`).
 */
export function reopenBatch({ id, reason }: { id: string; reason: string }): Promise<BatchDetail> {
  return api.post<BatchDetail>(batchUrl(id, '/reopen'), { reason });
}

/** A second admin approves the waiting reopening: the batch reopens. */
export function approveReopen(id: string): Promise<BatchDetail> {
  return api.post<BatchDetail>(batchUrl(id, '/reopen/approve'));
}

/** The one who asked withdraws the waiting reopening, or another admin turns it down. */
export function rejectReopen(id: string): Promise<BatchDetail> {
  return api.post<BatchDetail>(batchUrl(id, '/reopen/reject'));
}

export function useReopenBatch() {
  return useBatchChange(reopenBatch);
}

export function useApproveReopen() {
  return useBatchChange(approveReopen);
}

export function useRejectReopen() {
  return useBatchChange(rejectReopen);
}
