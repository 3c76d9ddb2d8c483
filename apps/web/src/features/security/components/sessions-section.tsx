import type { SessionSummary, SignOutOthersResponse } from '@steward/domain';
import { Monitor } from 'lucide-react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { useSignOutOthers } from '../api/sign-out-others';
import { StepUpDialog } from './step-up-dialog';

/** "Signed out of 2 other sessions. 3 remembered devices were forgotten: each asks for the second step again." */
export function signedOutText({ ended, forgottenDevices }: SignOutOthersResponse): string {
  const sessions =
    ended === 0
      ? 'No other sessions were signed in.'
      : `Signed out of ${ended === 1 ? '1 other session' : `${ended} other sessions`}.`;
  if (forgottenDevices === 0) return sessions;
  const devices =
    forgottenDevices === 1
      ? '1 remembered device was forgotten: it asks for the second step again.'
      : `${forgottenDevices} remembered devices were forgotten: each asks for the second step again.`;
  return `${sessions} ${devices}`;
}

export function SessionsSection({ sessions }: { sessions: readonly SessionSummary[] }) {
  const signOutOthers = useSignOutOthers();
  const others = sessions.some((session) => !session.current);
  return (
    <SectionCard
      title="Where you're signed in"
      description="If you do not recognise a session, sign out everywhere else and change your password. Signing out everywhere else also forgets your remembered devices."
      aside={
        others ? (
          <StepUpDialog
            trigger={<Button variant="secondary">Sign out everywhere else</Button>}
            title="Sign out everywhere else?"
            description="Every other session ends at once, and every remembered device, this one too, is forgotten: each asks for the second step again at its next sign-in."
            confirmLabel="Sign out everywhere else"
            busyLabel="Signing out..."
            onConfirm={async (stepUp) => {
              toast.success(signedOutText(await signOutOthers.mutateAsync(stepUp)));
            }}
          />
        ) : null
      }
    >
      <ul className="divide-y divide-slate-200">
        {sessions.map((session) => (
          <li
            key={`${session.createdAt}-${session.label}-${session.ipAddress ?? ''}`}
            className="flex items-center gap-3 px-4 py-3 sm:px-5"
          >
            <Monitor aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {session.label}
                {session.current ? <Badge tone="accent">This device</Badge> : null}
              </p>
              <p className="text-sm break-words text-slate-600">
                {session.ipAddress ? `${session.ipAddress} · ` : null}Last active{' '}
                {formatDateTime(session.lastSeenAt)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
