import type { DocumentLink, DocumentLinkDisposition } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from './query-keys';

export function getDocumentLink(
  id: string,
  disposition: DocumentLinkDisposition,
  signal?: AbortSignal,
): Promise<DocumentLink> {
  return api.get<DocumentLink>(`/api/documents/${encodeURIComponent(id)}/link?disposition=${disposition}`, {
    signal,
  });
}

/** A signed link to show the document in the page (spec 000 §7: valid an hour; asked afresh on each opening). */
export function useDocumentLink(id: string, disposition: DocumentLinkDisposition) {
  return useQuery({
    queryKey: documentKeys.link(id, disposition),
    queryFn: ({ signal }) => getDocumentLink(id, disposition, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
