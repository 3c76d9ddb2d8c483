import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface AuthorizeResponse {
  authorizationUrl: string;
}

/**
 * Starts a connection: the server keeps the state and PKCE verifier for this session and answers with
 * the provider's consent page, where the browser is then sent.
 */
export function authorizeOAuth(providerId: string): Promise<AuthorizeResponse> {
  return api.post<AuthorizeResponse>(`/api/oauth/${encodeURIComponent(providerId)}/authorize`);
}

export function useAuthorizeOAuth() {
  return useMutation({ mutationFn: authorizeOAuth });
}
