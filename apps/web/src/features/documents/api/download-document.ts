import type { Document } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { startDownload } from '@/lib/start-download';
import { getDocumentLink } from './get-document-link';

/** Asks for a signed attachment link, then lets the browser download it. */
export async function downloadDocument(document: Pick<Document, 'id' | 'name'>): Promise<void> {
  const link = await getDocumentLink(document.id, 'attachment');
  startDownload(link.url, document.name);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
