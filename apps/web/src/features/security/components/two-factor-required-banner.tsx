import { ShieldAlert } from 'lucide-react';

/** The organisation requires a second factor and this member has none yet. */
export function TwoFactorRequiredBanner() {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        Your organization requires two-step verification. Set up an authenticator app or add a passkey to keep
        signing in.
      </p>
    </div>
  );
}
