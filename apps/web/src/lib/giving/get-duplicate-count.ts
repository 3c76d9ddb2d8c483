import type { DuplicateCount, DuplicateFilter } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { duplicateKeys, duplicateParams } from './duplicate-keys';

export function getDuplicateCount(filter: DuplicateFilter, signal?: AbortSignal): Promise<DuplicateCount> {
  return api.get<DuplicateCount>(`/api/donors/duplicates/count?${duplicateParams(filter)}`, { signal });
}

/** How many possible duplicates: every one, those of one import, or those of a statement period. */
export function useDuplicateCount(
  filter: DuplicateFilter = {},
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: duplicateKeys.count(filter),
    queryFn: ({ signal }) => getDuplicateCount(filter, signal),
    enabled,
  });
}
