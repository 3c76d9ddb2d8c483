import type { IntegrationCard, IntegrationInput } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { operationsViewsKey } from '@/lib/operations-views-key';

interface UpdateIntegrationInput extends IntegrationInput {
  key: string;
}

/** Edits a card: a built-in one becomes the organisation's customised version. */
export function updateIntegration({ key, ...body }: UpdateIntegrationInput): Promise<IntegrationCard> {
  return api.put<IntegrationCard>(`/api/integrations/${encodeURIComponent(key)}`, body);
}

export function useUpdateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIntegration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationsViewsKey }),
  });
}
