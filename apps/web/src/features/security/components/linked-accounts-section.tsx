import { type LinkedIdentity, SSO_PROVIDER_LABELS } from '@steward/domain';
import { Link2 } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format-date';

export function LinkedAccountsSection({ identities }: { identities: readonly LinkedIdentity[] }) {
  return (
    <SectionCard title="Linked accounts" description="Google and Microsoft accounts you have signed in with.">
      {identities.length === 0 ? (
        <EmptyState>No Google or Microsoft account is linked.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200">
          {identities.map((identity) => (
            <li
              key={`${identity.provider}-${identity.email}`}
              className="flex items-center gap-3 px-4 py-3 sm:px-5"
            >
              <Link2 aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-medium text-slate-900">{SSO_PROVIDER_LABELS[identity.provider]}</p>
                <p className="text-sm break-words text-slate-600">
                  {identity.email} · linked {formatDate(identity.createdAt)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
