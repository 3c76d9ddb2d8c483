import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useAddPasskey } from '../api/add-passkey';
import { isStepUpRefusal, useStepUp } from '../hooks/use-step-up';
import { passkeyErrorMessage } from './passkey-error';
import { PasskeyNameForm } from './passkey-name-form';
import { StepUpField } from './step-up-field';

interface AddPasskeyButtonProps {
  /** After the passkey is added: the recovery codes when it was the member's first second factor. */
  onAdded: (recoveryCodes: string[] | null) => void;
  variant?: 'primary' | 'secondary';
}

/**
 * "Add a passkey": a name and "confirm it's you" first, then the browser's own passkey prompt; the
 * proof goes to the server with what the authenticator made.
 */
export function AddPasskeyButton({ onAdded, variant = 'secondary' }: AddPasskeyButtonProps) {
  const [open, setOpen] = useState(false);
  const add = useAddPasskey();
  const stepUp = useStepUp();
  // A refusal of the proof is shown at its field; any other failure (the browser's, the server's
  // check of the passkey) above the buttons.
  const failure = add.isError && !isStepUpRefusal(add.error) ? passkeyErrorMessage(add.error) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          add.reset();
          stepUp.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant={variant}>
          <Plus aria-hidden="true" />
          Add a passkey
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Add a passkey"
        description="Name it, then follow your browser's prompt: it may ask for your fingerprint, face, screen lock or security key."
      >
        <PasskeyNameForm
          initialName=""
          submitLabel="Continue"
          busyLabel="Waiting for your passkey..."
          busy={add.isPending}
          error={failure}
          onSubmit={(name) => {
            const proof = stepUp.body();
            if (!proof) return;
            add.mutate(
              { name, stepUp: proof },
              {
                onSuccess: ({ passkey, recoveryCodes }) => {
                  setOpen(false);
                  stepUp.reset();
                  toast.success(`Passkey “${passkey.name}” added`);
                  onAdded(recoveryCodes);
                },
                onError: (error) => {
                  if (isStepUpRefusal(error)) stepUp.refused(error);
                },
              },
            );
          }}
        >
          <StepUpField stepUp={stepUp} />
        </PasskeyNameForm>
      </DialogContent>
    </Dialog>
  );
}
