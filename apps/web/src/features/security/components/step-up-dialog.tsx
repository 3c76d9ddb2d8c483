import type { StepUp } from '@steward/domain';
import { type FormEvent, type ReactElement, type ReactNode, useState } from 'react';
import { SubmitButton } from '@/components/dialog-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useStepUp } from '../hooks/use-step-up';
import { StepUpField } from './step-up-field';

interface StepUpDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  /** What the change does, in the words of the question it asks. */
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /**
   * Makes the change with the proof in its body. Resolved: the dialog closes. Rejected: the reason
   * (the server's refusal) is shown in the dialog, which stays open with the focus in the field.
   */
  onConfirm: (stepUp: StepUp) => Promise<unknown>;
}

/**
 * Asks before a change to how the member signs in, with "confirm it's you" in the same step: the
 * password or a code (useStepUp), sent with the change itself, so a session alone cannot make it.
 */
export function StepUpDialog({
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  onConfirm,
}: StepUpDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const stepUp = useStepUp();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = stepUp.body();
    if (!body) return;
    setBusy(true);
    try {
      await onConfirm(body);
      setOpen(false);
      stepUp.reset();
    } catch (error) {
      stepUp.refused(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Not closed while the change is on its way: its answer is shown here.
        if (busy) return;
        setOpen(next);
        if (!next) stepUp.reset();
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <StepUpField stepUp={stepUp} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton variant="danger" busy={busy} busyLabel={busyLabel}>
              {confirmLabel}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
