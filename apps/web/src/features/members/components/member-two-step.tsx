import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import type { MemberTwoStep } from '../api/get-member-security';

/** One member's two-step verification: the server's answer, or still loading, or not known (the call failed). */
export type TwoStepStatus = MemberTwoStep | 'loading' | 'unknown';

function methods({ totp, passkeys }: MemberTwoStep): string {
  const parts = [
    totp ? 'Authenticator app' : null,
    passkeys > 0 ? `${passkeys} passkey${passkeys === 1 ? '' : 's'}` : null,
  ];
  return parts.filter(Boolean).join(', ');
}

/** "On" with a shield and the member's methods, or "Off": words, so the colour is never the only sign. */
export function MemberTwoStepStatus({ status }: { status: TwoStepStatus }) {
  if (status === 'loading') return <Skeleton className="h-5 w-12" />;
  if (status === 'unknown') return <span className="text-slate-500">Unknown</span>;
  if (!status.enrolled) return <Badge>Off</Badge>;
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone="success" className="gap-1">
        <ShieldCheck aria-hidden="true" className="size-3.5" />
        On
      </Badge>
      <span className="max-w-28 text-xs text-slate-500">{methods(status)}</span>
    </div>
  );
}
