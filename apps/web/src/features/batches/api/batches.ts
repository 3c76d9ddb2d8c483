import type {
  BatchDetail,
  BatchInput,
  BatchList,
  BatchSummary,
  GiftAdjustmentInput,
  GiftSaved,
} from '@steward/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type BatchListFilter = 'open' | 'committed' | 'all';

export const batchKeys = {
  all: ['batches'] as const,
  lists: () => [...batchKeys.all, 'list'] as const,
  list: (state: BatchListFilter, page: number) => [...batchKeys.lists(), state, page] as const,
  detail: (id: string) => [...batchKeys.all, 'detail', id] as const,
};

function batchUrl(id: string, rest = ''): string {
  return `/api/batches/${encodeURIComponent(id)}${rest}`;
}

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

export function getBatch(id: string, signal?: AbortSignal): Promise<BatchDetail> {
  return api.get<BatchDetail>(batchUrl(id), { signal });
}

export function useBatch(id: string) {
  return useQuery({ queryKey: batchKeys.detail(id), queryFn: ({ signal }) => getBatch(id, signal) });
}

/** A batch with its control totals and defaults (audited: batch_created). */
export function createBatch(input: BatchInput): Promise<BatchSummary> {
  return api.post<BatchSummary>('/api/batches', input);
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchKeys.lists() }),
  });
}

/**
 * After a change of state every figure the batch shows may differ (committed gifts count in the
 * donors' totals too, but those pages read their own queries again when opened).
 */
function useBatchMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchKeys.all }),
  });
}

/** Commit a balanced batch: its gifts start to count (refused for the one who entered the most, with dual control). */
export function useCommitBatch() {
  return useBatchMutation((id: string) => api.post<unknown>(batchUrl(id, '/commit')));
}

export function useRecordDeposit() {
  return useBatchMutation(({ id, depositDate }: { id: string; depositDate: string }) =>
    api.post<unknown>(batchUrl(id, '/deposit'), { depositDate }),
  );
}

/** An admin reopens a committed batch, with a written reason: its gifts stop counting until committed again. */
export function useReopenBatch() {
  return useBatchMutation(({ id, reason }: { id: string; reason: string }) =>
    api.post<unknown>(batchUrl(id, '/reopen'), { reason }),
  );
}

/** Deletes an open batch and its gifts. */
export function useDeleteBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(batchUrl(id)),
    meta: { audited: true },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: batchKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: batchKeys.lists() });
    },
  });
}

/** A correction of a committed batch: the gift's reversal and, optionally, the corrected gift. */
export function useAdjustGift() {
  return useBatchMutation(
    ({ batchId, giftId, input }: { batchId: string; giftId: string; input: GiftAdjustmentInput }) =>
      api.post<GiftSaved>(batchUrl(batchId, `/gifts/${encodeURIComponent(giftId)}/adjust`), input),
  );
}
