import type { StatementRunSettings } from '@steward/domain';

/**
 * Which settings the run's statements print (as saved when it was made), so a run made on the
 * wrong ones can be told from the right one at a glance.
 */
export function RunSettingsUsed({ settings }: { settings: StatementRunSettings | null }) {
  if (!settings) {
    return <p className="text-xs text-slate-500">Settings used: not recorded (made before runs kept them)</p>;
  }
  const address = settings.address?.split('\n').filter(Boolean).join(', ');
  return (
    <p className="text-xs wrap-anywhere text-slate-600">
      Settings used: {settings.legalName} · {settings.ein ? `EIN ${settings.ein}` : 'no EIN'}
      {' · '}
      {address || 'no address'}
    </p>
  );
}
