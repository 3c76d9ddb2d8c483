import type { Document, UpdateDocumentRequest } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from './query-keys';

interface UpdateDocumentInput extends UpdateDocumentRequest {
  id: string;
}

export function updateDocument({ id, ...body }: UpdateDocumentInput): Promise<Document> {
  return api.patch<Document>(`/api/documents/${encodeURIComponent(id)}`, body);
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
