import type { StatementRunSettings } from '@steward/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

interface RunSettingsUsedProps {
  settings: StatementRunSettings | null;
  /** A pledge run's letter as it was written (its fields not filled in); null for a giving run. */
  letter?: string | null;
}

/**
 * Which settings the run's statements print (as saved when it was made), so a run made on the
 * wrong ones can be told from the right one at a glance; a pledge run's letter too, on demand.
 */
export function RunSettingsUsed({ settings, letter = null }: RunSettingsUsedProps) {
  return (
    <>
      <SettingsLine settings={settings} />
      {letter === null ? null : <LetterUsed letter={letter} />}
    </>
  );
}

function SettingsLine({ settings }: { settings: StatementRunSettings | null }) {
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

/** "Show the letter used": the pledge letter the run's statements print, as written. */
function LetterUsed({ letter }: { letter: string }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        variant="link"
        className="self-start text-xs"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((open) => !open)}
      >
        {shown ? 'Hide the letter used' : 'Show the letter used'}
      </Button>
      {shown ? (
        <blockquote
          id={id}
          aria-label="Letter used"
          className="mt-1 max-w-prose border-l-2 border-slate-200 pl-3 text-xs whitespace-pre-line wrap-anywhere text-slate-700"
        >
          {letter}
        </blockquote>
      ) : null}
    </>
  );
}
