import type { DonorMergeResult } from '@steward/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format-money';
import type { DonorUploadState } from '../../hooks/use-donor-upload';
import { importRecordPath } from '../imports/import-paths';
import { DroppedRows } from './dropped-rows';
import { ImportDuplicatesLine } from './import-duplicates-line';
import { RowProblems } from './row-problems';

function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** "N gifts from M donors, K of them new": below the spec's two lines, in the green box and its toast. */
export function giftsLine(result: DonorMergeResult): string {
  return `${plural(result.recordsAdded, 'gift', 'gifts')} from ${plural(result.giftDonors, 'donor', 'donors')}, ${formatNumber(result.donorsAdded)} of them new`;
}

/**
 * Spec 001 §2 Upload panel success box, its two sentences as the spec writes them; below them, who
 * the gifts came from and a link to the import's record, where it can be undone.
 */
export function MergedBox({ result }: { result: DonorMergeResult }) {
  const { recordsAdded, refundsAdded } = result;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold">Data merged successfully!</p>
        <p className="text-sm">Added {formatNumber(recordsAdded)} new records to your database</p>
        <p className="text-sm">
          {giftsLine(result)} ·{' '}
          <Link
            to={importRecordPath(result.importId)}
            className="font-medium underline underline-offset-2 hover:text-emerald-700"
          >
            See this import
          </Link>
        </p>
        {refundsAdded > 0 ? (
          <p className="text-sm">
            Kept {formatNumber(refundsAdded)} {refundsAdded === 1 ? 'refund' : 'refunds'} for giving
            statements (not counted as gifts)
          </p>
        ) : null}
        <HouseholdsLine households={result.households} />
        <ImportDuplicatesLine importId={result.importId} />
      </div>
    </div>
  );
}

/** What the file's household column did: "Made 2 households from the Household column; 1 more joined". */
function HouseholdsLine({ households }: { households: DonorMergeResult['households'] }) {
  const { made, extended } = households;
  if (made + extended === 0) return null;
  const parts = [
    made > 0 ? `made ${formatNumber(made)} ${made === 1 ? 'household' : 'households'}` : null,
    extended > 0
      ? `${formatNumber(extended)} ${extended === 1 ? 'household' : 'households'} gained members`
      : null,
  ].filter(Boolean);
  const text = `From the Household column: ${parts.join('; ')}`;
  return <p className="text-sm">{text}</p>;
}

/** Spec 001 §2 Upload panel failure box: nothing was merged. */
export function UploadFailedBox({ error }: { error: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold">Upload failed</p>
        <p className="text-sm break-words">{error}</p>
      </div>
    </div>
  );
}

/** The file on its way (with its progress), being merged, or how it ended. */
export function UploadStatus({ state }: { state: DonorUploadState }) {
  switch (state.step) {
    case 'uploading':
      return (
        <div className="flex flex-col gap-2">
          <p className="flex flex-wrap justify-between gap-x-3 text-sm text-slate-700">
            <span className="font-medium wrap-anywhere">Uploading {state.fileName}...</span>
            <span className="tabular-nums" aria-hidden="true">
              {Math.round(state.progress)}%
            </span>
          </p>
          <ProgressBar value={state.progress} label={`Uploading ${state.fileName}`} />
        </div>
      );
    case 'merging':
      return (
        <div role="status" className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <Spinner className="size-4" />
          <span>Merging...</span>
          <span className="font-normal wrap-anywhere text-slate-500">{state.fileName}</span>
        </div>
      );
    case 'merged':
      // A file whose columns were all recognised merges without a preview: what it left out (a
      // failed charge, a row without an amount) and the values it could not keep as written (an
      // email that is not one address) are said here instead.
      return (
        <div className="flex flex-col gap-3">
          <MergedBox result={state.result} />
          <DroppedRows dropped={state.result.dropped} />
          <RowProblems problems={state.result.rowProblems} />
        </div>
      );
    case 'failed':
      return <UploadFailedBox error={state.error} />;
    default:
      return null;
  }
}
