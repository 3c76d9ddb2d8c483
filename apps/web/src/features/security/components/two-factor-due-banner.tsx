import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

interface TwoFactorDueBannerProps {
  /** When the organisation's rule holds this member to enrolment (the end of its grace period). */
  dueAt: string;
}

/**
 * Across the app while the grace of a two-step rule runs for a member it covers who has no second
 * factor yet: from the date on, the app opens only the enrolment.
 */
export function TwoFactorDueBanner({ dueAt }: TwoFactorDueBannerProps) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        Your organization requires two-step verification from {formatDate(dueAt)}.{' '}
        <Link
          to="/account/security"
          className={cn(
            'rounded-sm font-medium underline underline-offset-2 hover:text-amber-950',
            focusRing,
          )}
        >
          Set it up now
        </Link>
        .
      </p>
    </div>
  );
}
