import type { Document } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from './query-keys';

interface AnswerInput {
  id: string;
  /** Accepted: the suggested date becomes the expiry date. Dismissed: the suggestion is cleared. */
  accept: boolean;
}

export function answerSuggestedExpiry({ id, accept }: AnswerInput): Promise<Document> {
  const path = `/api/documents/${encodeURIComponent(id)}/suggested-expiry`;
  return accept ? api.post<Document>(`${path}/accept`) : api.delete<Document>(path);
}

export function useAnswerSuggestedExpiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSuggestedExpiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
