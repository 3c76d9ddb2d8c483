import type { DuplicateFilter } from '@steward/domain';
import { CopyCheck } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-money';
import { DUPLICATES_PATH } from '@/lib/giving/duplicate-paths';
import { useDuplicateCount } from '@/lib/giving/get-duplicate-count';

/**
 * "Possible duplicates: 12", a link to the list to work through; nothing while it loads, when it
 * fails (the list says why) or when there are none.
 */
export function DuplicateCountLink({ filter, className }: { filter?: DuplicateFilter; className?: string }) {
  const count = useDuplicateCount(filter).data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={DUPLICATES_PATH}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-sm font-medium text-indigo-700 hover:underline',
        focusRing,
        className,
      )}
    >
      <CopyCheck aria-hidden="true" className="size-4" />
      Possible duplicates: {formatNumber(count)}
    </Link>
  );
}
