import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-money';
import { DUPLICATES_PATH } from '@/lib/giving/duplicate-paths';
import { useDuplicateCount } from '@/lib/giving/get-duplicate-count';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Before a run: the donors who gave in the period include possible duplicates not yet resolved,
 * and one person under two records would get two partial statements. Nothing when there are none.
 */
export function StatementDuplicatesWarning({ period }: { period: { start: string; end: string } }) {
  const complete = DAY.test(period.start) && DAY.test(period.end);
  const count = useDuplicateCount(period, { enabled: complete }).data?.count ?? 0;
  if (!complete || count === 0) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <p>
        {count === 1
          ? '1 possible duplicate involves donors of this period'
          : `${formatNumber(count)} possible duplicates involve donors of this period`}
        : one person under two records gets two partial statements.{' '}
        <Link to={DUPLICATES_PATH} className={cn('rounded-sm font-medium underline', focusRing)}>
          Review possible duplicates
        </Link>{' '}
        before generating.
      </p>
    </div>
  );
}
