import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useAddPasskey } from '../api/add-passkey';
import { passkeyErrorMessage } from './passkey-error';
import { PasskeyNameForm } from './passkey-name-form';

interface AddPasskeyButtonProps {
  /** After the passkey is added: the recovery codes when it was the member's first second factor. */
  onAdded: (recoveryCodes: string[] | null) => void;
  variant?: 'primary' | 'secondary';
}

/** "Add a passkey": a name first, then the browser's own passkey prompt. */
export function AddPasskeyButton({ onAdded, variant = 'secondary' }: AddPasskeyButtonProps) {
  const [open, setOpen] = useState(false);
  const add = useAddPasskey();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) add.reset();
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
          error={add.isError ? passkeyErrorMessage(add.error) : null}
          onSubmit={(name) =>
            add.mutate(name, {
              onSuccess: ({ passkey, recoveryCodes }) => {
                setOpen(false);
                toast.success(`Passkey “${passkey.name}” added`);
                onAdded(recoveryCodes);
              },
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
