import { ShieldAlert } from 'lucide-react';
import { formatDate } from '@/lib/format-date';
import { useCurrentSession } from '@/lib/session/current-session';

/**
 * The organisation requires a second factor and this member has none yet; while the rule's grace
 * period runs, from when (the app's own banner says so elsewhere, and gives way to this one here).
 */
export function TwoFactorRequiredBanner() {
  const { twoFactorDueAt } = useCurrentSession();
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {twoFactorDueAt
          ? `Your organization requires two-step verification from ${formatDate(twoFactorDueAt)}. Set up an authenticator app or add a passkey before then to keep working.`
          : 'Your organization requires two-step verification. Set up an authenticator app or add a passkey to keep signing in.'}
      </p>
    </div>
  );
}
