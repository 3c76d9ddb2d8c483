import type { Tx } from '@/db/client';
import * as q from '../queries';

// The documents module's side of the donor data sync (spec 001 §4, §7 item 5): Donor Data
// documents carry whether the fundraising area merged them, and why it could not. The fundraising
// module asks and records these through the functions here, inside its own transactions.

/** How many Donor Data documents wait for a sync and how many were merged. */
export function donorDataCounts(tx: Tx, organizationId: string) {
  return q.countDonorData(tx, organizationId);
}

/** The Donor Data documents that could not be merged last time, with their error. */
export function failedDonorDataDocuments(tx: Tx, organizationId: string) {
  return q.failedDonorData(tx, organizationId);
}

/** The Donor Data documents a sync would take, oldest first. */
export function pendingDonorDataDocuments(tx: Tx, organizationId: string) {
  return q.pendingDonorData(tx, organizationId);
}

/** True while the document still waits (another process may have merged it meanwhile). */
export function isDonorDataPending(tx: Tx, documentId: string) {
  return q.isDonorDataUnprocessed(tx, documentId);
}

export function markDonorDataMerged(tx: Tx, documentId: string) {
  return q.setDonorDataProcessed(tx, documentId);
}

export function recordDonorDataError(tx: Tx, documentId: string, message: string) {
  return q.setDonorDataError(tx, documentId, message);
}
