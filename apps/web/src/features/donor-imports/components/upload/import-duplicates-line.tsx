import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-money';
import { DUPLICATES_PATH } from '@/lib/giving/duplicate-paths';
import { useDuplicateCount } from '@/lib/giving/get-duplicate-count';

/**
 * The line of an import's result that says how many possible duplicates involve the donors it
 * added or gave gifts to; nothing when there are none (or until the count is known).
 */
export function ImportDuplicatesLine({ importId }: { importId: string }) {
  const count = useDuplicateCount({ importId }).data?.count ?? 0;
  if (count === 0) return null;
  return (
    <p className="text-sm">
      {count === 1
        ? 'Found 1 possible duplicate among these donors: '
        : `Found ${formatNumber(count)} possible duplicates among these donors: `}
      <Link to={DUPLICATES_PATH} className={cn('rounded-sm font-medium underline', focusRing)}>
        review {count === 1 ? 'it' : 'them'}
      </Link>
    </p>
  );
}
