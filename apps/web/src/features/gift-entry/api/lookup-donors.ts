import type { DonorLookup } from '@steward/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { batchKeys } from '@/lib/giving/batch-keys';
import { donorNamed } from '../gift-draft';

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

type FoundDonor = DonorLookup['items'][number];

/**
 * The one donor whose name is exactly `typed`, or null: what Tab links. Asks the server, joining
 * the type-ahead's look-up when one is on its way (a fast typist tabs before its pause is over).
 */
export function useDonorNamed(): (typed: string) => Promise<FoundDonor | null> {
  const queryClient = useQueryClient();
  return useCallback(
    async (typed: string) => {
      const q = typed.trim();
      const found = await queryClient.fetchQuery({
        queryKey: batchKeys.donorLookup(q),
        queryFn: ({ signal }) => lookupDonors(q, signal),
      });
      return donorNamed(q, found.items);
    },
    [queryClient],
  );
}
