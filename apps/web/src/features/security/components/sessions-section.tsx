import type { SessionSummary } from '@steward/domain';
import { Monitor } from 'lucide-react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useSignOutOthers } from '../api/sign-out-others';

function endedText(ended: number): string {
  if (ended === 0) return 'No other sessions were signed in';
  return ended === 1 ? 'Signed out of 1 other session' : `Signed out of ${ended} other sessions`;
}

export function SessionsSection({ sessions }: { sessions: readonly SessionSummary[] }) {
  const signOutOthers = useSignOutOthers();
  const others = sessions.some((session) => !session.current);
  return (
    <SectionCard
      title="Where you're signed in"
      description="If you do not recognise a session, sign out everywhere else and change your password."
      aside={
        others ? (
          <Button
            variant="secondary"
            disabled={signOutOthers.isPending}
            onClick={() =>
              signOutOthers.mutate(undefined, {
                onSuccess: ({ ended }) => toast.success(endedText(ended)),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          >
            Sign out everywhere else
          </Button>
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
