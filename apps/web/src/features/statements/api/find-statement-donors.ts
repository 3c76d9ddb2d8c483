import type { DonorDirectoryQuery } from '@steward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { donorKeys } from '@/lib/giving/donor-keys';
import { getDonorDirectory } from '@/lib/giving/get-donor-directory';

/** Donors a statement picker offers at once: enough to choose from, and typing narrows them. */
export const STATEMENT_DONOR_MATCHES = 8;

/**
 * The directory's search (GET /api/donors?q=) for choosing a statement's donor. Unlike the merge
 * search it asks with nothing typed too: the biggest givers come first, the likeliest to preview.
 */
export function useStatementDonorSearch(q: string) {
  const query: DonorDirectoryQuery = { q, sort: 'totalAmount', page: 1, pageSize: STATEMENT_DONOR_MATCHES };
  return useQuery({
    queryKey: donorKeys.directory(query),
    queryFn: ({ signal }) => getDonorDirectory(query, signal),
    placeholderData: keepPreviousData,
  });
}
