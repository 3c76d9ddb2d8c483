import type { DonorImportPreview } from '@steward/domain';
import { formatNumber } from '@/lib/format-money';
import { linesText } from './lines-text';

type Problems = DonorImportPreview['rowProblems'];

/** "Line 4: Email is not one email address: kept without an email", with the count past the lines listed. */
function problemText({ lines, count, label }: Problems[number]): string {
  const where = linesText(lines, count);
  const more = count > lines.length ? ` (${formatNumber(count)} rows)` : '';
  return `${where.charAt(0).toUpperCase()}${where.slice(1)}${more}: ${label}`;
}

/**
 * The values of the file that were not kept as written: a name too long (its row left out), an
 * email that is not one address, an address too long, line breaks and control characters taken out.
 */
export function RowProblems({ problems }: { problems: Problems }) {
  if (problems.length === 0) return null;
  return (
    <section aria-label="Values corrected or left out" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-900">Values corrected or left out</h4>
      <ul className="flex flex-col gap-1.5 text-sm">
        {problems.map((entry) => (
          <li
            key={`${entry.field} ${entry.problem}`}
            className="rounded-lg bg-amber-50 px-3 py-2 wrap-anywhere text-amber-900"
          >
            {problemText(entry)}
          </li>
        ))}
      </ul>
    </section>
  );
}
