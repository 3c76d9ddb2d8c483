import type { DuplicateListQuery, DuplicatePage } from '@steward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { duplicateKeys, duplicateParams } from '@/lib/giving/duplicate-keys';

export function getDuplicates(query: DuplicateListQuery, signal?: AbortSignal): Promise<DuplicatePage> {
  return api.get<DuplicatePage>(`/api/donors/duplicates?${duplicateParams(query)}`, { signal });
}

/** One page of the possible duplicates to work through, most alike first. */
export function useDuplicates(query: DuplicateListQuery) {
  return useQuery({
    queryKey: duplicateKeys.list(query),
    queryFn: ({ signal }) => getDuplicates(query, signal),
    placeholderData: keepPreviousData,
  });
}
