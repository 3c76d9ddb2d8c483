import type { Document } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isTextPending } from '../text-status';
import { TEXT_POLL_MS } from './get-documents';
import { documentKeys } from './query-keys';

export function getDocument(id: string, signal?: AbortSignal): Promise<Document> {
  return api.get<Document>(`/api/documents/${encodeURIComponent(id)}`, { signal });
}

interface UseDocumentOptions {
  /**
   * The copy at hand (from the list): shown at once and not asked for again until it goes stale.
   * The query is then forgotten as soon as it is no longer shown, so an older copy of an earlier
   * opening never stands in for it.
   */
  initial?: Document;
}

/** One document, asked again every 2 s while its text waits to be read or is being read. */
export function useDocument(id: string, { initial }: UseDocumentOptions = {}) {
  return useQuery({
    queryKey: documentKeys.detail(id),
    queryFn: ({ signal }) => getDocument(id, signal),
    initialData: initial,
    ...(initial ? { gcTime: 0 } : {}),
    refetchInterval: (query) =>
      query.state.data && isTextPending(query.state.data.text) ? TEXT_POLL_MS : false,
  });
}
