import type { DocumentContent } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from './query-keys';

export function getDocumentContent(id: string, signal?: AbortSignal): Promise<DocumentContent> {
  return api.get<DocumentContent>(`/api/documents/${encodeURIComponent(id)}/content`, { signal });
}

/** The text and the version it belongs to, read afresh each time the editor opens. */
export function useDocumentContent(id: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.content(id),
    queryFn: ({ signal }) => getDocumentContent(id, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
