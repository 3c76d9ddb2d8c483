import type { DocumentSuggestions } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from './query-keys';

export function getDocumentSuggestions(id: string, signal?: AbortSignal): Promise<DocumentSuggestions> {
  return api.get<DocumentSuggestions>(`/api/documents/${encodeURIComponent(id)}/suggestions`, { signal });
}

/**
 * Properties suggested from the document's text, asked for once its text has been read. A change to
 * the document asks again in place (the suggestions shown stay until the new ones arrive).
 */
export function useDocumentSuggestions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.suggestions(id),
    queryFn: ({ signal }) => getDocumentSuggestions(id, signal),
    enabled,
    retry: false,
  });
}
