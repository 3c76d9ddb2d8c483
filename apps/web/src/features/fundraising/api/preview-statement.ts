import type { StatementPreviewRequest } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client';

/**
 * One donor's statement as a PDF, made on the spot and not kept. A POST answered with a file, which
 * the JSON client cannot read: fetched here as a blob, with the CSRF header every POST needs.
 */
export async function previewStatement(request: StatementPreviewRequest): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch('/api/statements/preview', {
      method: 'POST',
      headers: { Accept: 'application/pdf', 'Content-Type': 'application/json', 'X-Steward-CSRF': '1' },
      credentials: 'same-origin',
      body: JSON.stringify(request),
    });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  // The frame shows it as a PDF whatever type the answer carried.
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

export function usePreviewStatement() {
  return useMutation({ mutationFn: previewStatement });
}
