import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { oauthKeys } from './query-keys';

/** Forgets a provider's client credentials ("Remove configuration"). */
export function deleteOAuthConfig(providerId: string): Promise<void> {
  return api.delete<void>(`/api/oauth/configs/${encodeURIComponent(providerId)}`);
}

export function useDeleteOAuthConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOAuthConfig,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oauthKeys.all }),
  });
}
