import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-money';
import { HOUSEHOLD_SUGGESTIONS_PATH } from '@/lib/giving/fundraising-paths';
import { useHouseholdSuggestions } from '../../api/household-suggestions';

/**
 * "Suggested households: 4", a link to the list to work through; nothing while it loads, when it
 * fails (the list says why) or when there are none.
 */
export function HouseholdSuggestionCountLink({ className }: { className?: string }) {
  const count = useHouseholdSuggestions({ page: 1, pageSize: 1 }).data?.total ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={HOUSEHOLD_SUGGESTIONS_PATH}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-sm font-medium text-indigo-700 hover:underline',
        focusRing,
        className,
      )}
    >
      <Users aria-hidden="true" className="size-4" />
      Suggested households: {formatNumber(count)}
    </Link>
  );
}
