import type { BatchList, BatchListQuery } from '@steward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchKeys } from '@/lib/giving/batch-keys';

/** GET /api/batches' `state` (a counter gets the open batches whatever it asks). */
export type BatchListFilter = BatchListQuery['state'];

export function getBatches(state: BatchListFilter, page: number, signal?: AbortSignal): Promise<BatchList> {
  const query = new URLSearchParams({ state, page: String(page) });
  return api.get<BatchList>(`/api/batches?${query}`, { signal });
}

/** Newest received first; the page shown stays while the next one loads. */
export function useBatches(state: BatchListFilter, page: number) {
  return useQuery({
    queryKey: batchKeys.list(state, page),
    queryFn: ({ signal }) => getBatches(state, page, signal),
    placeholderData: keepPreviousData,
  });
}
