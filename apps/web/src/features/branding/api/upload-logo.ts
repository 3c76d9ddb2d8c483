import type { SessionResponse } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client';
import { useAdoptSession } from './use-adopt-session';

/** PUT /api/organizations/logo with the SVG as the one `file` part; answers with the new session. */
export async function uploadLogo(file: File): Promise<SessionResponse> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/organizations/logo', {
      method: 'PUT',
      // Like api-client: the server refuses an unsafe request without the CSRF header.
      headers: { Accept: 'application/json', 'X-Steward-CSRF': '1' },
      credentials: 'same-origin',
      body,
    });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as SessionResponse;
}

export function useUploadLogo() {
  const adoptSession = useAdoptSession();
  return useMutation({ mutationFn: uploadLogo, onSuccess: adoptSession });
}
