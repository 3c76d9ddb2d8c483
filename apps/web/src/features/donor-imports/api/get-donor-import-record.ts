import type { DonorImportRecord } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';

export function getDonorImportRecord(id: string, signal?: AbortSignal): Promise<DonorImportRecord> {
  return api.get<DonorImportRecord>(`/api/donors/imports/${encodeURIComponent(id)}`, { signal });
}

/** One merge's record: who, when, what it added, the rows it left out, and what depends on it. */
export function useDonorImportRecord(id: string) {
  return useQuery({
    queryKey: donorKeys.importRecord(id),
    queryFn: ({ signal }) => getDonorImportRecord(id, signal),
  });
}
