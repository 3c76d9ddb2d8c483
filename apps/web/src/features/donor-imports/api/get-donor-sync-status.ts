import type { DonorSyncStatus } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';

export function getDonorSyncStatus(signal?: AbortSignal): Promise<DonorSyncStatus> {
  return api.get<DonorSyncStatus>('/api/donors/sync', { signal });
}

/** Donor Data documents waiting for a sync, those merged, and those that could not be read. */
export function useDonorSyncStatus() {
  return useQuery({ queryKey: donorKeys.syncStatus(), queryFn: ({ signal }) => getDonorSyncStatus(signal) });
}
