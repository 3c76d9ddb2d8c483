import type { OAuthProviderView } from '@steward/domain';
import { Info, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { ConfigureProviderDialog } from './configure-provider-dialog';
import { ConnectButton } from './connect-button';
import { ConnectionDetails } from './connection-details';
import { DisconnectButton } from './disconnect-button';
import { ProviderStatusBadge } from './provider-status-badge';

function Note({ id, children }: { id?: string; children: string }) {
  return (
    <p id={id} className="flex items-start gap-2 text-xs text-slate-600">
      <Info aria-hidden="true" className="mt-px size-3.5 shrink-0 text-slate-400" />
      <span>{children}</span>
    </p>
  );
}

/** The connection was refused at its last refresh: why, and that reconnecting restores it. */
function ReconnectAlert({ provider }: { provider: OAuthProviderView }) {
  const { name } = provider;
  return (
    <div className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium break-words">
          {provider.connection?.refreshError ?? 'Token refresh failed'}
        </p>
        <p>
          {provider.can.connect
            ? `Reconnect ${name} to keep using it.`
            : `An admin needs to reconnect ${name} to keep using it.`}
        </p>
      </div>
    </div>
  );
}

/**
 * Spec 000 §2 OAuth management, one provider: name, category and status, description, connection
 * details, and Connect / Reconnect / Disconnect / Configure as the server's `can` allows.
 */
export function ProviderCard({ provider }: { provider: OAuthProviderView }) {
  const headingId = useId();
  const hintId = useId();
  const { connection, name } = provider;
  const needsReconnect = connection?.needsReconnect === true;
  const canConnect = provider.can.connect;
  const blocked = canConnect && !provider.configured && (!connection || needsReconnect);

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <h3 id={headingId} className="font-semibold wrap-anywhere text-slate-900">
          {name}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <Badge>{provider.category}</Badge>
          <span aria-live="polite" className="inline-flex">
            <span className="sr-only">Status: </span>
            <ProviderStatusBadge provider={provider} />
          </span>
        </div>
      </div>
      <p className="text-sm text-slate-600">{provider.description}</p>
      {connection ? <ConnectionDetails connection={connection} /> : null}
      {needsReconnect ? <ReconnectAlert provider={provider} /> : null}
      {blocked ? (
        <Note id={hintId}>
          {provider.can.configure
            ? `Configure ${name} with the client ID and secret of your ${name} app before connecting.`
            : `An admin needs to configure ${name} before it can be connected.`}
        </Note>
      ) : null}
      {!canConnect && !connection ? (
        <Note>{`An admin can connect ${name} for your organization.`}</Note>
      ) : null}
      {canConnect || provider.can.configure ? (
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {canConnect && (!connection || needsReconnect) ? (
            <ConnectButton
              provider={provider}
              reconnect={needsReconnect}
              disabled={blocked}
              describedBy={blocked ? hintId : undefined}
            />
          ) : null}
          {canConnect && connection ? <DisconnectButton provider={provider} connection={connection} /> : null}
          {provider.can.configure ? <ConfigureProviderDialog provider={provider} /> : null}
        </div>
      ) : null}
    </article>
  );
}
