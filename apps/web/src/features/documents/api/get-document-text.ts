import type { DocumentText, DocumentTextStatus } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from './query-keys';

export function getDocumentText(id: string, signal?: AbortSignal): Promise<DocumentText> {
  return api.get<DocumentText>(`/api/documents/${encodeURIComponent(id)}/text`, { signal });
}

/**
 * The text read out of the document, loaded when asked for; asked again when the document changes
 * or its reading moves on (a Retry, a reading that finished).
 */
export function useDocumentText(
  document: { id: string; version: number; text: DocumentTextStatus },
  enabled: boolean,
) {
  return useQuery({
    queryKey: documentKeys.text(document.id, `${document.version}:${document.text.state}`),
    queryFn: ({ signal }) => getDocumentText(document.id, signal),
    enabled,
  });
}
