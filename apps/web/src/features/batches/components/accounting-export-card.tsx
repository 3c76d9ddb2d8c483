import { ACCOUNTING_EXPORT_FORMATS, type BatchSummary } from '@steward/domain';
import { Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format-day';
import { startDownload } from '@/lib/start-download';
import {
  type AccountingExportFormat,
  type AccountingExportRequest,
  type AccountingExportScope,
  useAccountingExport,
} from '../api/accounting-export';
import { useBatches } from '../api/get-batches';

const FORMAT_LABELS: Record<AccountingExportFormat, string> = {
  quickbooks: 'QuickBooks Online (journal entries)',
  xero: 'Xero (manual journal)',
  plain: 'Plain CSV',
};

type ScopeKind = 'batch' | 'range';

/** A batch as the list names it: with the day it was received, so two of one name are told apart. */
function batchChoice(batch: BatchSummary): string {
  const received = `${batch.name}, received ${formatDay(batch.receivedDate)}`;
  return batch.exportedAt ? `${received} (exported)` : received;
}

/** What the choices ask for, or the reason they cannot be sent yet. */
function scopeOf(kind: ScopeKind, batchId: string, from: string, to: string): AccountingExportScope | string {
  if (kind === 'batch') return batchId ? { batchId } : 'Please choose a batch';
  if (!from || !to) return 'Please enter both dates';
  if (to < from) return 'The period must end on or after its start';
  return { from, to };
}

/**
 * The journal CSV of committed batches, one batch or those received in a date range. A batch
 * exported before is exported again only once the treasurer confirms it (the server answers 409
 * naming the batches), so a journal is not posted twice by accident.
 */
export function AccountingExportCard() {
  const id = useId();
  const exportFile = useAccountingExport();
  const committed = useBatches('committed', 1);
  const [format, setFormat] = useState<AccountingExportFormat>('quickbooks');
  const [kind, setKind] = useState<ScopeKind>('batch');
  const [batchId, setBatchId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** The server's 409: these batches were exported before. */
  const [again, setAgain] = useState<{ message: string; request: AccountingExportRequest } | null>(null);

  function send(request: AccountingExportRequest) {
    exportFile.mutate(request, {
      onSuccess: ({ blob, fileName }) => {
        setAgain(null);
        const url = URL.createObjectURL(blob);
        startDownload(url, fileName);
        URL.revokeObjectURL(url);
        toast.success('Accounting export downloaded');
      },
      onError: (cause) => {
        if (isApiError(cause) && cause.status === 409 && !request.again) {
          setAgain({ message: cause.message, request: { ...request, again: true } });
          return;
        }
        setAgain(null);
        toast.error(`The accounting export failed: ${errorMessage(cause)}`);
      },
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (exportFile.isPending) return;
    const scope = scopeOf(kind, batchId, from, to);
    if (typeof scope === 'string') {
      setProblem(scope);
      return;
    }
    setProblem(null);
    send({ format, scope, again: false });
  }

  const batches = committed.data?.items ?? [];
  return (
    <SectionCard
      title="Accounting export"
      description="A journal of committed batches for your accounting software: one debit to the bank account, one credit per fund's income account."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-4 py-4 sm:px-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-format`} name="format" label="Format">
            {(control) => (
              <Select
                {...control}
                value={format}
                onChange={(event) => setFormat(event.target.value as AccountingExportFormat)}
              >
                {ACCOUNTING_EXPORT_FORMATS.map((value) => (
                  <option key={value} value={value}>
                    {FORMAT_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 text-sm font-medium text-slate-900">Batches</legend>
            {(
              [
                ['batch', 'One batch'],
                ['range', 'Received in a date range'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name="scope"
                  value={value}
                  checked={kind === value}
                  onChange={() => {
                    setKind(value);
                    setProblem(null);
                  }}
                  className="size-4 accent-indigo-600"
                />
                {label}
              </label>
            ))}
          </fieldset>
        </div>
        {kind === 'batch' ? (
          <div className="max-w-md">
            <FormField id={`${id}-batch`} name="batchId" label="Batch" invalid={problem !== null}>
              {(control) => (
                <Select {...control} value={batchId} onChange={(event) => setBatchId(event.target.value)}>
                  <option value="">Choose a committed batch</option>
                  {batches.map((batch) => (
                    <option key={batch.id} value={batch.id}>
                      {batchChoice(batch)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
        ) : (
          <div className="grid max-w-md gap-4 sm:grid-cols-2">
            <FormField id={`${id}-from`} name="from" label="From" invalid={problem !== null}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={from}
                  onChange={(event) => setFrom(event.target.value)}
                />
              )}
            </FormField>
            <FormField id={`${id}-to`} name="to" label="To" invalid={problem !== null}>
              {(control) => (
                <Input {...control} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
              )}
            </FormField>
          </div>
        )}
        {problem ? <ErrorMessage>{problem}</ErrorMessage> : null}
        <div>
          <SubmitButton
            busy={exportFile.isPending && !again}
            busyLabel="Exporting..."
            icon={<Download aria-hidden="true" />}
          >
            Export
          </SubmitButton>
        </div>
      </form>
      <Dialog open={again !== null} onOpenChange={(open) => (open ? undefined : setAgain(null))}>
        <DialogContent
          title="Export again?"
          description="Importing the same batch twice into your accounting software posts its gifts twice."
        >
          <div className="flex flex-col gap-4">
            <p role="alert" className="text-sm text-slate-800">
              {again?.message}
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setAgain(null)} disabled={exportFile.isPending}>
                Cancel
              </Button>
              <Button onClick={() => again && send(again.request)} disabled={exportFile.isPending}>
                Export again
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
