import type { IntegrationCard, IntegrationContactInput } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { operationsViewsKey } from '@/lib/operations-views-key';

interface SaveContactInput extends IntegrationContactInput {
  key: string;
}

/** Saves a card's Primary Contact; every field empty removes it. */
export function saveContact({ key, ...body }: SaveContactInput): Promise<IntegrationCard> {
  return api.put<IntegrationCard>(`/api/integrations/${encodeURIComponent(key)}/contact`, body);
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationsViewsKey }),
  });
}
