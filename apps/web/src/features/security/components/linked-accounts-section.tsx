import { type LinkedIdentity, SSO_PROVIDER_LABELS } from '@steward/domain';
import { Link2 } from 'lucide-react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format-date';
import { useRemoveIdentity } from '../api/remove-identity';
import { StepUpDialog } from './step-up-dialog';

export function LinkedAccountsSection({ identities }: { identities: readonly LinkedIdentity[] }) {
  return (
    <SectionCard title="Linked accounts" description="Google and Microsoft accounts you have signed in with.">
      {identities.length === 0 ? (
        <EmptyState>No Google or Microsoft account is linked.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200">
          {identities.map((identity) => (
            <IdentityRow key={identity.id} identity={identity} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function IdentityRow({ identity }: { identity: LinkedIdentity }) {
  const remove = useRemoveIdentity();
  const provider = SSO_PROVIDER_LABELS[identity.provider];
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5">
      <Link2 aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-medium text-slate-900">{provider}</p>
        <p className="text-sm break-words text-slate-600">
          {identity.email} · linked {formatDate(identity.createdAt)}
        </p>
      </div>
      <StepUpDialog
        trigger={
          <Button variant="secondary" size="sm" aria-label={`Remove ${provider} account ${identity.email}`}>
            Remove
          </Button>
        }
        title="Remove this linked account?"
        description={`Your ${provider} account ${identity.email} will no longer sign you in to Steward.`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={async (stepUp) => {
          await remove.mutateAsync({ id: identity.id, stepUp });
          toast.success('Linked account removed');
        }}
      />
    </li>
  );
}
