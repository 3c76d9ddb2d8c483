import { ACCOUNTING_EXPORT_FORMATS, type BatchSummary } from '@steward/domain';
import { FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { startDownload } from '@/lib/start-download';
import type { AccountingExportFormat } from '../api/accounting-export';
import { useBatchJournalExport } from '../api/batch-journal';

const FORMAT_LABELS: Record<AccountingExportFormat, string> = {
  quickbooks: 'QuickBooks Online',
  xero: 'Xero',
  plain: 'Plain CSV',
};

/**
 * This batch's journal for the accounting software, in the format chosen. A batch exported before
 * is exported again only once the treasurer confirms it (the server answers 409 saying when), so
 * its gifts are not posted to the books twice by accident.
 */
export function BatchJournalExport({ batch }: { batch: BatchSummary }) {
  const id = useId();
  const exportFile = useBatchJournalExport(batch.id);
  const [format, setFormat] = useState<AccountingExportFormat>('quickbooks');
  /** The server's 409: this batch was exported before. */
  const [again, setAgain] = useState<string | null>(null);

  function send(exportAgain: boolean) {
    exportFile.mutate(
      { format, again: exportAgain },
      {
        onSuccess: ({ blob, fileName }) => {
          setAgain(null);
          const url = URL.createObjectURL(blob);
          startDownload(url, fileName);
          URL.revokeObjectURL(url);
          toast.success(`${FORMAT_LABELS[format]} journal of ${batch.name} downloaded`);
        },
        onError: (cause) => {
          if (isApiError(cause) && cause.status === 409 && !exportAgain) {
            setAgain(cause.message);
            return;
          }
          setAgain(null);
          toast.error(`The journal was not exported: ${errorMessage(cause)}`);
        },
      },
    );
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-format`} className="text-sm font-medium text-slate-900">
          Journal for the books
        </label>
        <Select
          id={`${id}-format`}
          className="w-48"
          value={format}
          onChange={(event) => setFormat(event.target.value as AccountingExportFormat)}
        >
          {ACCOUNTING_EXPORT_FORMATS.map((value) => (
            <option key={value} value={value}>
              {FORMAT_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <Button
        variant="secondary"
        disabled={exportFile.isPending && again === null}
        onClick={() => send(false)}
      >
        {exportFile.isPending && again === null ? (
          <Spinner className="size-4 text-current" />
        ) : (
          <FileSpreadsheet aria-hidden="true" />
        )}
        Export journal
      </Button>
      <Dialog open={again !== null} onOpenChange={(open) => (open ? undefined : setAgain(null))}>
        <DialogContent
          title="Export again?"
          description="Importing the same batch twice into your accounting software posts its gifts twice."
        >
          <div className="flex flex-col gap-4">
            <p role="alert" className="text-sm text-slate-800">
              {again}
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setAgain(null)} disabled={exportFile.isPending}>
                Cancel
              </Button>
              <Button onClick={() => send(true)} disabled={exportFile.isPending}>
                Export again
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
