import { RECOVERY_CODE_COUNT } from '@steward/domain';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { StepUpDialog } from './step-up-dialog';

interface RecoveryCodesSectionProps {
  remaining: number;
  /** Codes exist only beside a second factor: without one there is nothing to recover. */
  enrolled: boolean;
  onRecoveryCodes: (codes: string[]) => void;
}

export function RecoveryCodesSection({ remaining, enrolled, onRecoveryCodes }: RecoveryCodesSectionProps) {
  const regenerate = useRegenerateRecoveryCodes();
  return (
    <SectionCard
      title="Recovery codes"
      description="One-time codes that sign you in if you lose your phone or passkeys."
    >
      <div className="flex flex-wrap items-center gap-3 px-4 py-4 sm:px-5">
        <p className="min-w-0 flex-1 text-sm text-slate-700">
          {enrolled
            ? `${remaining} of ${RECOVERY_CODE_COUNT} codes left.`
            : 'You get recovery codes when you set up an authenticator app or add a passkey.'}
          {enrolled && remaining <= 2 ? ' Create new codes before you run out.' : null}
        </p>
        {enrolled ? (
          <StepUpDialog
            trigger={<Button variant="secondary">Create new codes</Button>}
            title="Create new recovery codes?"
            description="Your current recovery codes will stop working at once. Save the new ones before you close the next window."
            confirmLabel="Create new codes"
            busyLabel="Creating..."
            onConfirm={async (stepUp) =>
              onRecoveryCodes((await regenerate.mutateAsync(stepUp)).recoveryCodes)
            }
          />
        ) : null}
      </div>
    </SectionCard>
  );
}
