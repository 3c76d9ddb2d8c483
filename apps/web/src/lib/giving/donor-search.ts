import type { DonorDirectoryQuery } from '@steward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { donorKeys } from '@/lib/giving/donor-keys';
import { getDonorDirectory } from '@/lib/giving/get-donor-directory';

/** Matches a donor search shows: enough to choose from, and typing more narrows them. */
export const DONOR_SEARCH_MATCHES = 10;

/**
 * The All Donors directory's search (GET /api/donors?q=) for choosing a donor (to merge, to join
 * in a household, who pledged): the best matches by name or email, asked for only once something
 * is typed.
 */
export function useDonorSearch(q: string) {
  const query: DonorDirectoryQuery = { q, sort: 'totalAmount', page: 1, pageSize: DONOR_SEARCH_MATCHES };
  return useQuery({
    queryKey: donorKeys.directory(query),
    queryFn: ({ signal }) => getDonorDirectory(query, signal),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}
