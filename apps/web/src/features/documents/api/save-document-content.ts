import type { Document, SaveDocumentContentRequest } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from './query-keys';

interface SaveDocumentContentInput extends SaveDocumentContentRequest {
  id: string;
}

/** Saves text over the version it was loaded from; a newer save in between answers 409. */
export function saveDocumentContent({ id, ...body }: SaveDocumentContentInput): Promise<Document> {
  return api.put<Document>(`/api/documents/${encodeURIComponent(id)}/content`, body);
}

export function useSaveDocumentContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDocumentContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.lists() }),
  });
}
