import type { OAuthConfigInput } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { oauthKeys } from './query-keys';

interface SaveOAuthConfigInput extends OAuthConfigInput {
  providerId: string;
}

/** Stores the client credentials for one provider; the secret is required on every save. */
export function saveOAuthConfig({ providerId, ...body }: SaveOAuthConfigInput): Promise<void> {
  return api.put<void>(`/api/oauth/configs/${encodeURIComponent(providerId)}`, body);
}

export function useSaveOAuthConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOAuthConfig,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oauthKeys.all }),
  });
}
