import { LIMITS, type OutboxPage } from '@steward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { outboxKeys } from './query-keys';

export const OUTBOX_PAGE_SIZE = LIMITS.list.pageSize;

export function getOutbox(page: number, pageSize: number, signal?: AbortSignal): Promise<OutboxPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return api.get<OutboxPage>(`/api/outbox?${query}`, { signal });
}

/** One page of the organisation's outbox, newest first; the previous page stays shown while the next loads. */
export function useOutbox(page: number, pageSize = OUTBOX_PAGE_SIZE) {
  return useQuery({
    queryKey: outboxKeys.page(page, pageSize),
    queryFn: ({ signal }) => getOutbox(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}
