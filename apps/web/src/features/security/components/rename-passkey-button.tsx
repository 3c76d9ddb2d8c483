import type { Passkey } from '@steward/domain';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useRenamePasskey } from '../api/rename-passkey';
import { PasskeyNameForm } from './passkey-name-form';

export function RenamePasskeyButton({ passkey }: { passkey: Passkey }) {
  const [open, setOpen] = useState(false);
  const rename = useRenamePasskey();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) rename.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Rename ${passkey.name}`}>
          <Pencil aria-hidden="true" />
          <span className="hidden sm:inline">Rename</span>
        </Button>
      </DialogTrigger>
      <DialogContent title="Rename passkey" description={`A new name for “${passkey.name}”.`}>
        <PasskeyNameForm
          initialName={passkey.name}
          submitLabel="Save"
          busyLabel="Saving..."
          busy={rename.isPending}
          error={rename.isError ? errorMessage(rename.error) : null}
          onSubmit={(name) =>
            rename.mutate(
              { id: passkey.id, name },
              {
                onSuccess: () => {
                  setOpen(false);
                  toast.success('Passkey renamed');
                },
              },
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
