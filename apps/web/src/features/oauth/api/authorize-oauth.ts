import type { OAuthAuthorizeResponse } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Starts a connection: the server keeps the state and PKCE verifier for this session and answers with
 * the provider's consent page, where the browser is then sent.
 */
export function authorizeOAuth(providerId: string): Promise<OAuthAuthorizeResponse> {
  return api.post<OAuthAuthorizeResponse>(`/api/oauth/${encodeURIComponent(providerId)}/authorize`);
}

export function useAuthorizeOAuth() {
  return useMutation({ mutationFn: authorizeOAuth });
}
