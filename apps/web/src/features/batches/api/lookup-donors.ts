import type { DonorLookup } from '@steward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchKeys } from './query-keys';

/** Donors whose name, email, phone or envelope number match: names, envelope numbers and cities only. */
export function lookupDonors(q: string, signal?: AbortSignal): Promise<DonorLookup> {
  return api.get<DonorLookup>(`/api/batches/donor-lookup?${new URLSearchParams({ q })}`, { signal });
}

/** The entry grid's donor type-ahead, asked only once something is typed. */
export function useDonorLookup(q: string) {
  return useQuery({
    queryKey: batchKeys.donorLookup(q),
    queryFn: ({ signal }) => lookupDonors(q, signal),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}
