import type { DonorMergeRequest, DonorMergeResult } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';

/** The mapping is the columns as the admin corrected them; without it the server uses the ones it recognised. */
interface MergeDonorImportInput extends DonorMergeRequest {
  importId: string;
}

/**
 * Spec 001 §5 Merge: the previewed file's rows join the donor database, those already entered by
 * hand in a batch only when the admin includes them, each new fund added to the fund list unless
 * the admin mapped it onto one of the list.
 */
export function mergeDonorImport({
  importId,
  mapping,
  includeHandEntered,
  fundMapping,
}: MergeDonorImportInput): Promise<DonorMergeResult> {
  return api.post<DonorMergeResult>(`/api/donors/imports/${encodeURIComponent(importId)}/merge`, {
    ...(mapping ? { mapping } : {}),
    ...(includeHandEntered ? { includeHandEntered } : {}),
    ...(fundMapping && Object.keys(fundMapping).length > 0 ? { fundMapping } : {}),
  });
}

/** Every donor view (analysis, directory, history) is re-read after a merge. */
export function useMergeDonorImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeDonorImport,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donorKeys.all }),
  });
}
