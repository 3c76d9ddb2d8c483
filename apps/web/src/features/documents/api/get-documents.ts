import { type DocumentListQuery, type DocumentPage, LIMITS } from '@steward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isTextPending } from '../text-status';
import { documentKeys } from './query-keys';

/** Spec 000 §9 leaves the page size open; the same as the other lists. */
export const DOCUMENT_LIST_PAGE_SIZE = LIMITS.list.pageSize;

/** How often a list or a document is asked again while a text is waiting or being read. */
export const TEXT_POLL_MS = 2000;

export function getDocuments(query: DocumentListQuery, signal?: AbortSignal): Promise<DocumentPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api.get<DocumentPage>(`/api/documents?${params}`, { signal });
}

/**
 * One page of the organisation's documents as filtered and sorted by the server; the last page stays
 * shown while the next loads. While any of them waits for its text or is being read, the page is
 * asked again every 2 s, so the state shown follows the reading.
 */
export function useDocuments(query: DocumentListQuery) {
  return useQuery({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => getDocuments(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((document) => isTextPending(document.text)) ? TEXT_POLL_MS : false,
  });
}
