import type { DonorImportUndone } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';

interface UndoDonorImportInput {
  importId: string;
  /** The admin has read what depends on the import's gifts and undoes it anyway. */
  confirm: boolean;
}

/** Removes the gifts, refunds and new donors of a merge; every figure is computed again. */
export function undoDonorImport({ importId, confirm }: UndoDonorImportInput): Promise<DonorImportUndone> {
  return api.post<DonorImportUndone>(`/api/donors/imports/${encodeURIComponent(importId)}/undo`, { confirm });
}

/**
 * Every donor view (analysis, directory, donors' pages, history) is re-read after an undo; after a
 * refusal the record is, to show what now depends on it (a statement run made since it was read).
 */
export function useUndoDonorImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoDonorImport,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donorKeys.all }),
    onError: () => queryClient.invalidateQueries({ queryKey: donorKeys.history() }),
  });
}
