import { displayName, type OAuthConnectionView, scopeLabel } from '@steward/domain';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format-date';

function Scopes({ scopes }: { scopes: string[] }) {
  if (scopes.length === 0) return <span className="text-slate-500">None listed</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {scopes.map((scope) => (
        <li
          key={scope}
          title={scope}
          className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs wrap-anywhere text-slate-700"
        >
          {scopeLabel(scope)}
        </li>
      ))}
    </ul>
  );
}

function connectedBy(connection: OAuthConnectionView): string {
  if (!connection.connectedBy) return 'A removed account';
  return displayName(connection.connectedBy);
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', wide && 'col-span-2')}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

/**
 * Spec 000 §2 OAuth management connection details: scopes by their last path segment, the created
 * date ("MMM dd, yyyy") and the expiry ("MMM dd, yyyy HH:mm"). Scopes take a whole line: they run long.
 */
export function ConnectionDetails({ connection }: { connection: OAuthConnectionView }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3 text-sm">
      <Fact label="Scopes" wide>
        <Scopes scopes={connection.scopes} />
      </Fact>
      <Fact label="Connected">{formatDate(connection.createdAt)}</Fact>
      <Fact label="Expires">
        {connection.expiresAt ? formatDateTime(connection.expiresAt) : 'Does not expire'}
      </Fact>
      <Fact label="Connected by" wide>
        {connectedBy(connection)}
      </Fact>
    </dl>
  );
}
