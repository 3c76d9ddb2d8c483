import type { SecurityOverview } from '@steward/domain';
import { Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { useRemoveTotp } from '../api/remove-totp';
import { StepUpDialog } from './step-up-dialog';
import { TotpSetupButton } from './totp-setup-dialog';

interface TotpSectionProps {
  totp: SecurityOverview['totp'];
  onRecoveryCodes: (codes: string[] | null) => void;
}

export function TotpSection({ totp, onRecoveryCodes }: TotpSectionProps) {
  const remove = useRemoveTotp();
  return (
    <SectionCard
      title="Authenticator app"
      description="A 6-digit code from an app on your phone, asked after your password."
    >
      <div className="flex flex-wrap items-center gap-3 px-4 py-4 sm:px-5">
        <Smartphone aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2 text-sm text-slate-700">
          {totp.enabled ? (
            <>
              <Badge tone="success">On</Badge>
              {totp.enabledAt ? <span>Since {formatDate(totp.enabledAt)}</span> : null}
            </>
          ) : (
            <Badge>Not set up</Badge>
          )}
        </div>
        {totp.enabled ? (
          <StepUpDialog
            trigger={<Button variant="secondary">Remove</Button>}
            title="Remove the authenticator app?"
            description="Codes from this app will no longer sign you in. You can set it up again at any time."
            confirmLabel="Remove"
            busyLabel="Removing..."
            onConfirm={async (stepUp) => {
              await remove.mutateAsync(stepUp);
              toast.success('Authenticator app removed');
            }}
          />
        ) : (
          <TotpSetupButton onEnrolled={onRecoveryCodes} />
        )}
      </div>
    </SectionCard>
  );
}
