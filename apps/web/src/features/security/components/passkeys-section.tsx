import type { Passkey } from '@steward/domain';
import { KeyRound, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format-date';
import { useRemovePasskey } from '../api/remove-passkey';
import { useWebAuthnSupport } from '../hooks/use-webauthn-support';
import { AddPasskeyButton } from './add-passkey-button';
import { RenamePasskeyButton } from './rename-passkey-button';
import { StepUpDialog } from './step-up-dialog';

/** Said where "Add a passkey" would be, so the member knows it is the browser, not Steward. */
const NO_WEBAUTHN_TEXT =
  'This browser cannot use passkeys. To add one, open this page in a recent Chrome, Edge, Firefox or Safari.';

interface PasskeysSectionProps {
  passkeys: readonly Passkey[];
  onRecoveryCodes: (codes: string[] | null) => void;
}

export function PasskeysSection({ passkeys, onRecoveryCodes }: PasskeysSectionProps) {
  const supported = useWebAuthnSupport();
  return (
    <SectionCard
      title="Passkeys"
      description="Sign in with your fingerprint, face, screen lock or a security key instead of typing a code."
      aside={supported ? <AddPasskeyButton onAdded={onRecoveryCodes} /> : null}
    >
      {supported ? null : (
        <p className="border-b border-slate-200 px-4 py-3 text-sm text-slate-600 sm:px-5">
          {NO_WEBAUTHN_TEXT}
        </p>
      )}
      {passkeys.length === 0 ? (
        <EmptyState>No passkeys yet.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const remove = useRemovePasskey();
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5">
      <KeyRound aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words text-slate-900">
          {passkey.name}
          {passkey.backedUp ? <Badge tone="accent">Synced</Badge> : null}
        </p>
        <p className="text-sm text-slate-600">
          Added {formatDate(passkey.createdAt)} ·{' '}
          {passkey.lastUsedAt ? `Last used ${formatDate(passkey.lastUsedAt)}` : 'Never used'}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <RenamePasskeyButton passkey={passkey} />
        <StepUpDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Remove ${passkey.name}`}>
              <Trash2 aria-hidden="true" />
              <span className="hidden sm:inline">Remove</span>
            </Button>
          }
          title="Remove this passkey?"
          description={`“${passkey.name}” will no longer sign you in to Steward.`}
          confirmLabel="Remove"
          busyLabel="Removing..."
          onConfirm={async (stepUp) => {
            await remove.mutateAsync({ id: passkey.id, stepUp });
            toast.success('Passkey removed');
          }}
        />
      </div>
    </li>
  );
}
