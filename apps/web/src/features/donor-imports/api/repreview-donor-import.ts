import type { ColumnMapping, DonorImportPreview } from '@steward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';

export function repreviewDonorImport(
  importId: string,
  mapping: ColumnMapping,
  signal?: AbortSignal,
): Promise<DonorImportPreview> {
  return api.post<DonorImportPreview>(
    `/api/donors/imports/${encodeURIComponent(importId)}/preview`,
    { mapping },
    { signal },
  );
}

/**
 * The waiting upload as the server reads it with `mapping`, the columns the admin chose: the same
 * reading Merge does, so the preview's counts and first rows follow the mapping. Off while the
 * mapping is the one the first preview was read with; the last answer stays shown while the next
 * one comes.
 */
export function useDonorImportRepreview(importId: string, mapping: ColumnMapping, enabled: boolean) {
  return useQuery({
    queryKey: donorKeys.preview(importId, mapping),
    queryFn: ({ signal }) => repreviewDonorImport(importId, mapping, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
