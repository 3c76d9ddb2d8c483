import type { DonorImportRecord, DonorImportUndone } from '@steward/domain';
import { CircleCheck, TriangleAlert, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-money';
import { useUndoDonorImport } from '../../api/undo-donor-import';
import { DroppedRows } from '../upload/dropped-rows';
import { RowProblems } from '../upload/row-problems';

const SOURCES = { upload: 'Uploaded file', document: 'Donor Data document' } as const;

function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold wrap-anywhere text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** A count Steward did not keep for a merge made before it kept it. */
const known = (value: number | null) => (value === null ? '—' : formatNumber(value));

/** What a merge read and added, and what it left out and why. */
function ImportFacts({ record }: { record: DonorImportRecord }) {
  return (
    <SectionCard title="What it added" description={SOURCES[record.source]}>
      <div className="flex flex-col gap-5 p-4 sm:p-5">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Fact label="Rows read">{formatNumber(record.recordsProcessed)}</Fact>
          <Fact label="Gifts added">{formatNumber(record.recordsAdded)}</Fact>
          <Fact label="From donors">{known(record.giftDonors)}</Fact>
          <Fact label="New donors">{known(record.donorsAdded)}</Fact>
          <Fact label="Refunds added">{known(record.refundsAdded)}</Fact>
          <Fact label="Gifts in the database after">{formatNumber(record.totalRecords)}</Fact>
        </dl>
        {record.dropped.length === 0 && record.rowProblems.length === 0 ? (
          <p className="text-sm text-slate-600">No row of the file was left out.</p>
        ) : null}
        <DroppedRows dropped={record.dropped} />
        <RowProblems problems={record.rowProblems} />
      </div>
    </SectionCard>
  );
}

function UndoneNote({ undone }: { undone: NonNullable<DonorImportRecord['undone']> }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
    >
      <Undo2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold">Undone</p>
        <p className="text-sm wrap-anywhere">
          Undone on {formatDateTime(undone.date)}
          {undone.by ? ` by ${undone.by}` : ''}: its gifts, its refunds and the donors it created were
          removed, and every figure computed again.
        </p>
      </div>
    </div>
  );
}

function UndoneBox({ result }: { result: DonorImportUndone }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
      <p className="text-sm">
        Import undone: removed {plural(result.giftsRemoved, 'gift', 'gifts')},{' '}
        {plural(result.refundsRemoved, 'refund', 'refunds')} and{' '}
        {plural(result.donorsRemoved, 'donor', 'donors')}.
      </p>
    </div>
  );
}

/**
 * "Undo this import": asks first, saying what goes; while a statement run includes the import's
 * gifts it says so and asks for "Undo anyway", which the server requires as `confirm`.
 */
function UndoImport({
  record,
  onDone,
}: {
  record: DonorImportRecord;
  onDone: (r: DonorImportUndone) => void;
}) {
  const undo = useUndoDonorImport();
  const blocked = record.dependents.length > 0;
  const run = () =>
    undo.mutate({ importId: record.id, confirm: blocked }, { onSuccess: (result) => onDone(result) });

  return (
    <SectionCard
      title="Undo this import"
      description="Removes the gifts and refunds this file added, and the donors it created who have no other gifts or refunds. Every figure is computed again; the import stays here, marked undone."
    >
      <div className="flex flex-col items-start gap-3 p-4 sm:p-5">
        {blocked ? (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
            <ul className="flex flex-col gap-1">
              {record.dependents.map((dependent) => (
                <li key={dependent}>{dependent}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {undo.isError ? <ErrorMessage>{errorMessage(undo.error)}</ErrorMessage> : null}
        <ConfirmDialog
          trigger={
            <Button variant="danger" disabled={undo.isPending}>
              {undo.isPending ? <Spinner className="size-4 text-white" /> : <Undo2 aria-hidden="true" />}
              {blocked ? 'Undo anyway' : 'Undo this import'}
            </Button>
          }
          title={`Undo ${record.fileName}?`}
          description={`${plural(record.recordsAdded, 'gift', 'gifts')} and the donors this file created who have no other gifts are removed.${blocked ? ` ${record.dependents.join(' ')}` : ''}`}
          confirmLabel={blocked ? 'Undo anyway' : 'Undo import'}
          onConfirm={run}
        />
      </div>
    </SectionCard>
  );
}

/** One merge's record: who merged it and when, what it added and left out, and its undo. */
export function ImportRecord({
  record,
  undone,
  onUndone,
}: {
  record: DonorImportRecord;
  /** What the undo just done on this page removed. */
  undone: DonorImportUndone | null;
  onUndone: (result: DonorImportUndone) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      {undone ? <UndoneBox result={undone} /> : null}
      {record.undone ? <UndoneNote undone={record.undone} /> : null}
      <ImportFacts record={record} />
      {record.undone ? null : <UndoImport record={record} onDone={onUndone} />}
    </div>
  );
}
