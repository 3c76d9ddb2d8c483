import type { DonorProfile } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorRecordKeys } from './donor-record-keys';

export function getDonorProfile(id: string, signal?: AbortSignal): Promise<DonorProfile> {
  return api.get<DonorProfile>(`/api/donors/${encodeURIComponent(id)}`, { signal });
}

/** A donor's page: details, giving by year and by fund, and the donors who may be the same person. */
export function useDonorProfile(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: donorRecordKeys.profile(id),
    queryFn: ({ signal }) => getDonorProfile(id, signal),
    enabled,
  });
}
