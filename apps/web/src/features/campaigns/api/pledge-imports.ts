import type {
  PledgeImportHistory,
  PledgeImportPreview,
  PledgeImportResult,
  PledgeImportUndone,
} from '@steward/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { campaignKeys } from './campaigns';

const importsUrl = '/api/giving/pledge-imports';
const importUrl = (id: string) => `${importsUrl}/${encodeURIComponent(id)}`;

/** The pledge imports, under the campaign keys: a merge or Clear All Data refreshes them too. */
export const pledgeImportKeys = {
  all: [...campaignKeys.all, 'pledge-imports'] as const,
  history: () => [...pledgeImportKeys.all, 'history'] as const,
  preview: (id: string) => [...pledgeImportKeys.all, 'preview', id] as const,
};

/** Every campaign's page (campaignKeys.detail without an id). */
const campaignDetailsKey = [...campaignKeys.all, 'detail'] as const;

/**
 * An import or its undo adds or removes pledges of any campaign: the list's and the pages'
 * figures, the donors' pledges and the history all change.
 */
function refreshAfterImport(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: campaignKeys.list() }),
    queryClient.invalidateQueries({ queryKey: campaignDetailsKey }),
    queryClient.invalidateQueries({ queryKey: campaignKeys.donors() }),
    queryClient.invalidateQueries({ queryKey: pledgeImportKeys.history() }),
  ]);
}

export interface UploadPledgeFileInput {
  file: File;
  /** The campaign every row is for (the file's Campaign column may then be left out). */
  campaignId?: string;
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a pledge CSV to be read and matched, but not imported yet: the answer lists the rows that
 * would become pledges and why the others would not. 400 with the reason for a file that cannot be
 * read ("This file has no Amount column."), 413 for one too large.
 */
export function uploadPledgeFile({
  file,
  campaignId,
  onProgress,
  signal,
}: UploadPledgeFileInput): Promise<PledgeImportPreview> {
  const body = new FormData();
  // The text field first: a multipart reader may meet the fields in their order.
  if (campaignId) body.append('campaignId', campaignId);
  body.append('file', file, file.name);
  return uploadWithProgress<PledgeImportPreview>(importsUrl, body, { onProgress, signal });
}

/** POST /api/giving/pledge-imports: the preview, kept under its id. Nothing is saved as a pledge. */
export function useUploadPledgeFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPledgeFile,
    onSuccess: (preview) => queryClient.setQueryData(pledgeImportKeys.preview(preview.id), preview),
  });
}

/** GET /api/giving/pledge-imports/{id}: the preview again. */
export function usePledgeImportPreview(id: string) {
  return useQuery({
    queryKey: pledgeImportKeys.preview(id),
    queryFn: ({ signal }) => api.get<PledgeImportPreview>(importUrl(id), { signal }),
  });
}

/**
 * POST /api/giving/pledge-imports/{id}/import: the rows are matched again (the donors or campaigns
 * may have changed since the preview) and the matches become pledges. Audited.
 */
export function useImportPledges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<PledgeImportResult>(`${importUrl(id)}/import`, {}),
    meta: { audited: true },
    onSuccess: (result) => {
      queryClient.setQueryData(pledgeImportKeys.preview(result.id), result);
      return refreshAfterImport(queryClient);
    },
  });
}

/** GET /api/giving/pledge-imports: every import, newest first. */
export function usePledgeImportHistory() {
  return useQuery({
    queryKey: pledgeImportKeys.history(),
    queryFn: ({ signal }) => api.get<PledgeImportHistory>(importsUrl, { signal }),
  });
}

/**
 * POST /api/giving/pledge-imports/{id}/undo: the import's pledges still there are removed, edited
 * or not; the gifts stay as they are. Audited.
 */
export function useUndoPledgeImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<PledgeImportUndone>(`${importUrl(id)}/undo`, {}),
    meta: { audited: true },
    onSuccess: () => refreshAfterImport(queryClient),
    // Refused (undone meanwhile, from another tab): the history shows it as it is.
    onError: () => queryClient.invalidateQueries({ queryKey: pledgeImportKeys.history() }),
  });
}
