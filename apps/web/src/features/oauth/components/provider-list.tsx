import type { OAuthProviderList } from '@steward/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { ErrorMessage } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { ProviderCard } from './provider-card';

interface ProviderListProps {
  providers: UseQueryResult<OAuthProviderList>;
}

/** The providers as cards, one column on a phone; loading and error states in their place. */
export function ProviderList({ providers }: ProviderListProps) {
  const headingId = useId();
  const items = providers.data?.items;
  const manages = items?.some((provider) => provider.can.configure || provider.can.connect) ?? false;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Providers
        </h2>
        {items ? (
          <p className="text-sm text-slate-600">
            {manages
              ? 'Configure a provider with the client ID and secret of the app you created there, then connect it.'
              : 'Admins configure and connect providers; you can see what is connected.'}
          </p>
        ) : null}
      </div>
      {providers.isPending ? (
        <LoadingState />
      ) : providers.isError ? (
        <ErrorMessage>Error loading OAuth providers: {errorMessage(providers.error)}</ErrorMessage>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {providers.data.items.map((provider) => (
            <li key={provider.id} className="min-w-0">
              <ProviderCard provider={provider} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
