import type { CreateIntegrationRequest, IntegrationCard } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { operationsViewsKey } from '@/lib/operations-views-key';

export function createIntegration(body: CreateIntegrationRequest): Promise<IntegrationCard> {
  return api.post<IntegrationCard>('/api/integrations', body);
}

/** Master admin adds a custom integration to an operations category page. */
export function useCreateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIntegration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationsViewsKey }),
  });
}
