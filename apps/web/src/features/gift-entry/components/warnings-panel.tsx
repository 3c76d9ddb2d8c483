import type { GiftWarning } from '@steward/domain';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface WarningsPanelProps {
  warnings: GiftWarning[];
  saving: boolean;
  onSaveAnyway: () => void;
}

/** Why the server held the row back (nothing was saved), and the way to save it all the same. */
export function WarningsPanel({ warnings, saving, onSaveAnyway }: WarningsPanelProps) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        Check this gift before saving it
      </p>
      <ul className="list-disc pl-6">
        {warnings.map((warning) => (
          <li key={warning.message}>{warning.message}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" disabled={saving} onClick={onSaveAnyway}>
          Save anyway
        </Button>
        <span className="text-xs">or press Enter again in the row; change the row to check it again.</span>
      </div>
    </div>
  );
}
