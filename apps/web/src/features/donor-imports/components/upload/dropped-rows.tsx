import type { DonorImportPreview } from '@steward/domain';
import { formatNumber } from '@/lib/format-money';
import { linesText } from './lines-text';

/** Spec 001 §5: the rows left out of the file, counted by reason, with the first lines of each. */
export function DroppedRows({ dropped }: { dropped: DonorImportPreview['dropped'] }) {
  if (dropped.length === 0) return null;
  return (
    <section aria-label="Rows left out" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-900">Rows left out</h4>
      <ul className="flex flex-col gap-1.5 text-sm">
        {dropped.map((entry) => (
          <li
            key={entry.reason}
            className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-900"
          >
            <span className="font-medium">
              {entry.label}: {formatNumber(entry.count)}
            </span>
            <span className="text-xs">{linesText(entry.lines, entry.count)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
