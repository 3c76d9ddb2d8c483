import type { DonorSyncResult } from '@steward/domain';
import { api } from '../../../lib/api-client';

/**
 * Spec 001 §4: Donor Data documents not yet processed are merged into the donor database, oldest
 * first; the answer lists what was merged and what could not be read.
 */
export function syncDonorDocuments(): Promise<DonorSyncResult> {
  return api.post<DonorSyncResult>('/api/donors/sync');
}
