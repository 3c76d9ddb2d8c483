import type { OAuthCallbackRequest, OAuthCallbackResponse } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshOAuthViews } from './refresh-oauth-views';

interface CompleteOAuthCallbackInput {
  providerId: string;
  /** The query parameters the provider sent to /oauth/callback/{provider}, as they were. */
  params: OAuthCallbackRequest;
}

/** Hands the provider's answer to the server, which checks the state and exchanges the code. */
export function completeOAuthCallback({
  providerId,
  params,
}: CompleteOAuthCallbackInput): Promise<OAuthCallbackResponse> {
  return api.post<OAuthCallbackResponse>(`/api/oauth/${encodeURIComponent(providerId)}/callback`, params);
}

export function useCompleteOAuthCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOAuthCallback,
    meta: { audited: true },
    onSuccess: () => refreshOAuthViews(queryClient),
  });
}
