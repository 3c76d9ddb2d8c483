import type { DonorDirectory, DonorDirectoryQuery } from '@steward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from './donor-keys';

export function getDonorDirectory(query: DonorDirectoryQuery, signal?: AbortSignal): Promise<DonorDirectory> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return api.get<DonorDirectory>(`/api/donors?${params}`, { signal });
}

/** Spec 001 §2 donor directory: one page of the search, sort and frequency filter given. */
export function useDonorDirectory(query: DonorDirectoryQuery) {
  return useQuery({
    queryKey: donorKeys.directory(query),
    queryFn: ({ signal }) => getDonorDirectory(query, signal),
    // Typing in the search keeps the last page on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
