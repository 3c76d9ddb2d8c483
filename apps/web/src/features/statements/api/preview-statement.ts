import { STATEMENT_PREVIEW_NO_ADDRESS_HEADER, type StatementPreviewRequest } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client';

/**
 * One donor's statement as a PDF, made on the spot and not kept, and whether the donor has no
 * mailing address (the server says so in a header). A POST answered with a file, which
 * the JSON client cannot read: fetched here as a blob, with the CSRF header every POST needs.
 */
export async function previewStatement(
  request: StatementPreviewRequest,
): Promise<{ pdf: Blob; noAddress: boolean }> {
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
  return {
    // The frame shows it as a PDF whatever type the answer carried.
    pdf: blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }),
    noAddress: response.headers.get(STATEMENT_PREVIEW_NO_ADDRESS_HEADER) === '1',
  };
}

export function usePreviewStatement() {
  return useMutation({ mutationFn: previewStatement });
}
