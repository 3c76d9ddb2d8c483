import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { operationsViewsKey } from '@/lib/operations-views-key';

/** Resets a customised built-in card to Steward's version, or removes a custom integration. */
export function deleteIntegration(key: string): Promise<void> {
  return api.delete<void>(`/api/integrations/${encodeURIComponent(key)}`);
}

export function useDeleteIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIntegration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationsViewsKey }),
  });
}
