import type { OAuthDisconnectResponse } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshOAuthViews } from './refresh-oauth-views';

/** Ends a connection; the server revokes the token at the provider where the provider allows it. */
export function disconnectOAuth(connectionId: string): Promise<OAuthDisconnectResponse> {
  return api.delete<OAuthDisconnectResponse>(`/api/oauth/connections/${encodeURIComponent(connectionId)}`);
}

export function useDisconnectOAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectOAuth,
    meta: { audited: true },
    onSuccess: () => refreshOAuthViews(queryClient),
  });
}
