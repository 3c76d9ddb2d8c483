import type { LinkedIdentity, SsoProvider } from '@steward/domain';
import { Link2 } from 'lucide-react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAppInfo } from '@/lib/app-info';
import { formatDate } from '@/lib/format-date';
import { useSsoProviderName } from '@/lib/sso-provider-name';
import { useRemoveIdentity } from '../api/remove-identity';
import { StepUpDialog } from './step-up-dialog';

/**
 * The providers named on this card: those the server offers, and any a linked account is of
 * (a provider since taken out of the configuration still signs nobody in, but its link is listed).
 */
function useProviderNames(identities: readonly LinkedIdentity[]) {
  const { data: appInfo } = useAppInfo();
  const nameOf = useSsoProviderName();
  const providers = new Set<SsoProvider>([
    ...(appInfo?.ssoProviders ?? []),
    ...identities.map((i) => i.provider),
  ]);
  const names = [...providers].map(nameOf);
  return {
    all: new Intl.ListFormat('en', { type: 'conjunction' }).format(names),
    any: new Intl.ListFormat('en', { type: 'disjunction' }).format(names),
    none: names.length === 0,
  };
}

export function LinkedAccountsSection({ identities }: { identities: readonly LinkedIdentity[] }) {
  const names = useProviderNames(identities);
  return (
    <SectionCard
      title="Linked accounts"
      description={
        names.none
          ? 'Accounts of a single sign-on provider you have signed in with.'
          : `${names.all} accounts you have signed in with.`
      }
    >
      {identities.length === 0 ? (
        <EmptyState>
          {names.none ? 'No single sign-on account is linked.' : `No ${names.any} account is linked.`}
        </EmptyState>
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
  const provider = useSsoProviderName()(identity.provider);
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
