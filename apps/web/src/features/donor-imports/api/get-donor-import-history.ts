import type { DonorImportHistory } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';

export function getDonorImportHistory(signal?: AbortSignal): Promise<DonorImportHistory> {
  return api.get<DonorImportHistory>('/api/donors/imports', { signal });
}

/** Spec 001 §3 Upload history: the last 50 merges, newest first. */
export function useDonorImportHistory() {
  return useQuery({ queryKey: donorKeys.history(), queryFn: ({ signal }) => getDonorImportHistory(signal) });
}
