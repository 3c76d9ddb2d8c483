import type { DonorImportPreview } from '@steward/domain';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { formatDay } from '@/lib/format-day';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { fundLabel } from '@/lib/giving/format';

type HandEntered = DonorImportPreview['handEntered'];

/** "Line 4: Ann Lee, $50.00 on Nov 22, 2026 to Building: already entered by hand in batch Sunday 9:00". */
function rowText(row: HandEntered['rows'][number]): string {
  const donor = `${row.firstName} ${row.lastName}`.trim();
  return (
    `Line ${formatNumber(row.line)}: ${donor}, ${formatCurrency(row.amount)} on ${formatDay(row.date)} ` +
    `to ${fundLabel(row.fund)}: already entered by hand in batch ${row.batchName}`
  );
}

/**
 * The file's gifts that a committed batch already has (same donor, date, amount and fund): left out
 * unless the admin includes them, for gifts entered at the counting table often arrive again in the
 * online platform's export. Including them adds them as gifts of their own.
 */
export function HandEnteredRows({
  handEntered,
  include,
  onIncludeChange,
  disabled,
}: {
  handEntered: HandEntered;
  include: boolean;
  onIncludeChange: (include: boolean) => void;
  disabled: boolean;
}) {
  const checkboxId = useId();
  if (handEntered.count === 0) return null;
  const { count, rows } = handEntered;
  return (
    <section aria-label="Already entered by hand" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-900">Already entered by hand</h4>
      <p className="text-sm text-slate-700">
        {formatNumber(count)} {count === 1 ? 'gift of this file was' : 'gifts of this file were'} already
        entered by hand in a batch: {count === 1 ? 'it is' : 'they are'} left out so nothing is counted twice.
      </p>
      <ul className="flex flex-col gap-1.5 text-sm">
        {rows.map((row) => (
          <li key={row.line} className="rounded-lg bg-amber-50 px-3 py-2 wrap-anywhere text-amber-900">
            {rowText(row)}
          </li>
        ))}
      </ul>
      {count > rows.length ? (
        <p className="text-sm text-slate-600">and {formatNumber(count - rows.length)} more.</p>
      ) : null}
      <div className="flex items-start gap-2 text-sm text-slate-800">
        <Checkbox
          id={checkboxId}
          className="mt-0.5"
          checked={include}
          disabled={disabled}
          onChange={(event) => onIncludeChange(event.target.checked)}
        />
        <label htmlFor={checkboxId}>
          Include {count === 1 ? 'this gift' : 'these gifts'} as well: {count === 1 ? 'it is' : 'they are'}{' '}
          not the same {count === 1 ? 'gift as the one' : 'gifts as the ones'} entered by hand
        </label>
      </div>
    </section>
  );
}
