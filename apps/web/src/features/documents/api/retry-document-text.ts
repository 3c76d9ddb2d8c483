import type { DocumentText } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from './query-keys';

/** An admin's Retry: the document waits to be read again (409 when its reading had not failed). */
export function retryDocumentText(id: string): Promise<DocumentText> {
  return api.post<DocumentText>(`/api/documents/${encodeURIComponent(id)}/text/retry`);
}

export function useRetryDocumentText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDocumentText,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
