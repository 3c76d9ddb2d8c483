import type { ACCOUNTING_EXPORT_FORMATS } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client';
import { batchKeys } from '@/lib/giving/batch-keys';

export type AccountingExportFormat = (typeof ACCOUNTING_EXPORT_FORMATS)[number];

export type AccountingExportScope = { batchId: string } | { from: string; to: string };

export interface AccountingExportRequest {
  format: AccountingExportFormat;
  scope: AccountingExportScope;
  /** Export again batches already exported; without it the server answers 409 naming them. */
  again: boolean;
}

export interface AccountingExportFile {
  blob: Blob;
  fileName: string;
}

/** The name the server gave the file (Content-Disposition), else one that says what it is. */
function fileNameOf(response: Response, format: AccountingExportFormat): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? `accounting-export-${format}.csv`;
}

/**
 * The journal CSV. Fetched rather than linked: a second export of a batch answers 409, which the
 * page turns into a question before asking again with `again`.
 */
export async function exportAccounting(request: AccountingExportRequest): Promise<AccountingExportFile> {
  const query = new URLSearchParams({ format: request.format, again: String(request.again) });
  if ('batchId' in request.scope) query.set('batchId', request.scope.batchId);
  else {
    query.set('from', request.scope.from);
    query.set('to', request.scope.to);
  }
  let response: Response;
  try {
    response = await fetch(`/api/batches/accounting-export?${query}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  return { blob: await response.blob(), fileName: fileNameOf(response, request.format) };
}

/**
 * The journal of one committed batch, for the batch page's export: `again` exports a batch exported
 * before (without it the server answers 409, an ApiError whose message names when and by whom).
 */
export function exportBatchJournal(
  batchId: string,
  format: AccountingExportFormat,
  again: boolean,
): Promise<AccountingExportFile> {
  return exportAccounting({ format, scope: { batchId }, again });
}

/** The batches exported now show when and by whom: the lists are read again. */
export function useAccountingExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportAccounting,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchKeys.all }),
  });
}
