import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { overlayClasses, panelClasses } from '@/components/ui/dialog';

/** Why it asks: the settings were never saved, or the form holds changes not saved. */
export type SaveFirstReason = 'never-saved' | 'unsaved-changes';

interface SaveSettingsFirstDialogProps {
  reason: SaveFirstReason | null;
  busy: boolean;
  onSaveAndGenerate: () => void;
  onCancel: () => void;
}

const DESCRIPTIONS = {
  'never-saved':
    'Statements print the legal name, EIN and address of the statement settings, which have not been saved yet. Save them as they are in the form, then generate the statements?',
  'unsaved-changes':
    'The statement settings have changes that are not saved, and statements print the saved settings. Save the changes, then generate the statements?',
};

/** Asked before a run when the settings form is not saved: save and generate, or cancel. */
export function SaveSettingsFirstDialog({
  reason,
  busy,
  onSaveAndGenerate,
  onCancel,
}: SaveSettingsFirstDialogProps) {
  return (
    <AlertDialog.Root open={reason !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content className={panelClasses}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            Save the statement settings first?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {reason ? DESCRIPTIONS[reason] : null}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <Button onClick={onSaveAndGenerate} disabled={busy}>
              {busy ? 'Saving...' : 'Save and generate'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
