import type { DonorSyncResult } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';

/**
 * Spec 001 §4: Donor Data documents not yet processed are merged into the donor database, oldest
 * first; the answer lists what was merged and what could not be read.
 */
export function syncDonorDocuments(): Promise<DonorSyncResult> {
  return api.post<DonorSyncResult>('/api/donors/sync');
}

/** "Sync Now" and the automatic sync of the fundraising page: refreshes every donor view after. */
export function useSyncDonorDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncDonorDocuments,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donorKeys.all }),
  });
}
