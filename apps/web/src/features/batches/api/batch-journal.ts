import { useMutation, useQueryClient } from '@tanstack/react-query';
import { batchKeys } from '@/lib/giving/batch-keys';
import { type AccountingExportFormat, exportBatchJournal } from './accounting-export';

interface BatchJournalRequest {
  format: AccountingExportFormat;
  /** Export again a batch exported before; without it the server answers 409 saying when and by whom. */
  again: boolean;
}

/** The batch page's journal export: the batch then shows when and by whom it was exported. */
export function useBatchJournalExport(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ format, again }: BatchJournalRequest) => exportBatchJournal(batchId, format, again),
    meta: { audited: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: batchKeys.all });
    },
  });
}
