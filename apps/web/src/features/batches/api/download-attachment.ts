import type { DocumentLink } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startDownload } from '@/lib/start-download';

interface Attachment {
  documentId: string;
  name: string;
}

/**
 * A batch's image is a Donor Data document: it is read through the documents' own signed link (asked
 * afresh each time, as the link expires), as the document center downloads a document.
 */
export async function downloadAttachment({ documentId, name }: Attachment): Promise<void> {
  const link = await api.get<DocumentLink>(
    `/api/documents/${encodeURIComponent(documentId)}/link?disposition=attachment`,
  );
  startDownload(link.url, name);
}

export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment });
}
