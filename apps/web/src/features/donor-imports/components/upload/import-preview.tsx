import {
  type ColumnMapping,
  DONOR_FIELDS,
  type DonorField,
  type DonorImportPreview,
  mappingProblems,
} from '@steward/domain';
import { FileSpreadsheet, GitMerge } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-money';
import { useDonorImportRepreview } from '../../api/repreview-donor-import';
import { ColumnMappingEditor } from './column-mapping-editor';
import { DroppedRows } from './dropped-rows';
import { HandEnteredRows } from './hand-entered-rows';
import { ImportFunds } from './import-funds';
import { RowProblems } from './row-problems';
import { SampleRows } from './sample-rows';
import { UploadFailedBox } from './upload-status';

interface ImportPreviewProps {
  preview: DonorImportPreview;
  /** Why the last merge of this file failed. */
  error: string | null;
  /** The merge asked for is running: nothing can change meanwhile. */
  merging: boolean;
  onMerge: (mapping: ColumnMapping, includeHandEntered: boolean, fundMapping: Record<string, string>) => void;
  onCancel: () => void;
}

function sameMapping(a: ColumnMapping, b: ColumnMapping): boolean {
  return DONOR_FIELDS.every((field) => a[field] === b[field]);
}

/**
 * A file whose columns were not all recognised, with gifts already entered by hand in a batch
 * (left out unless the admin includes them), or with funds the fund list lacks (added unless the
 * admin maps them onto one of the list), read but not merged: what was read, what was left
 * out and why, the first rows as they would be stored, and the columns to correct. Donor systems
 * preview before importing; the original merged at once (docs/spec-deviations.md). A column chosen
 * has the server read the file again with the new columns, as Merge will, so the counts and rows
 * shown follow the choice.
 */
export function ImportPreview({ preview, error, merging, onMerge, onCancel }: ImportPreviewProps) {
  const headingId = useId();
  const [mapping, setMapping] = useState<ColumnMapping>(preview.mapping);
  const [includeHandEntered, setIncludeHandEntered] = useState(false);
  const [fundMapping, setFundMapping] = useState<Record<string, string>>({});
  const problems = mappingProblems(mapping);
  const remapped = !sameMapping(mapping, preview.mapping);
  const repreview = useDonorImportRepreview(preview.importId, mapping, remapped);
  // The last reading stays shown while the next one comes.
  const shown = remapped ? (repreview.data ?? preview) : preview;
  const reading = remapped && (repreview.isFetching || repreview.isPlaceholderData);
  const changed = (field: DonorField, column: number | null) =>
    setMapping((current) => ({ ...current, [field]: column }));
  const mapFund = (name: string, fundId: string | null) =>
    setFundMapping(({ [name]: _before, ...others }) => (fundId ? { ...others, [name]: fundId } : others));
  // Only the new funds of the reading shown are mapped (another column may name other funds).
  const fundsMapped: Record<string, string> = {};
  for (const fund of shown.funds.added) {
    const chosen = fundMapping[fund.name];
    if (chosen) fundsMapped[fund.name] = chosen;
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <FileSpreadsheet aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={headingId} className="font-semibold wrap-anywhere text-slate-900">
            {preview.fileName}
          </h3>
          <p className="text-sm text-slate-600">
            {preview.problems.length > 0 || preview.rowsKept === 0
              ? 'Check the columns before merging: not every column needed was recognised.'
              : 'Check the rows below before merging.'}
          </p>
        </div>
      </div>
      {error ? <UploadFailedBox error={error} /> : null}
      <div aria-live="polite" className="text-sm empty:hidden">
        {reading ? (
          <p className="flex items-center gap-2 text-slate-600">
            <Spinner className="size-4" />
            Reading the file again with these columns...
          </p>
        ) : remapped && repreview.isError ? (
          <p className="text-red-700">Could not read the file again: {errorMessage(repreview.error)}</p>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-slate-600">Rows read</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            {formatNumber(shown.rowsRead)}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-slate-600">Rows kept</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            {formatNumber(shown.rowsKept)}
          </dd>
        </div>
      </dl>
      {shown.refunds > 0 ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {formatNumber(shown.refunds)} {shown.refunds === 1 ? 'row has' : 'rows have'} a negative amount:
          kept as refunds for giving statements, not counted as gifts.
        </p>
      ) : null}
      {shown.households > 0 ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          The Household column names {formatNumber(shown.households)}{' '}
          {shown.households === 1 ? 'household' : 'households'} of two donors or more: their donors will give
          together, one statement each household.
        </p>
      ) : null}
      <DroppedRows dropped={shown.dropped} />
      <RowProblems problems={shown.rowProblems} />
      <HandEnteredRows
        handEntered={shown.handEntered}
        include={includeHandEntered}
        onIncludeChange={setIncludeHandEntered}
        disabled={merging}
      />
      <ImportFunds funds={shown.funds} mapping={fundMapping} onMappingChange={mapFund} disabled={merging} />
      <SampleRows sample={shown.sample} />
      <ColumnMappingEditor
        headers={preview.headers}
        mapping={mapping}
        problems={problems}
        onChange={changed}
        disabled={merging}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={merging} onClick={onCancel}>
          Choose another file
        </Button>
        <Button
          disabled={merging || problems.length > 0 || shown.funds.problem !== null}
          onClick={() => onMerge(mapping, includeHandEntered && shown.handEntered.count > 0, fundsMapped)}
        >
          {merging ? <Spinner className="size-4 text-white" /> : <GitMerge aria-hidden="true" />}
          {merging ? 'Merging...' : 'Merge'}
        </Button>
      </div>
    </section>
  );
}
