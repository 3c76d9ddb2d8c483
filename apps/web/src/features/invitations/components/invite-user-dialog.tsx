import type { CreatedInvitation } from '@steward/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format-date';
import { InvitationLink } from './invitation-link';
import { InviteUserForm } from './invite-user-form';

/** "Invite User": the form, then the shareable link; closing (Done, Escape, ×) starts over with an empty form. */
export function InviteUserDialog() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setCreated(null);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Invite User
        </Button>
      </DialogTrigger>
      <DialogContent
        title={created ? 'Invitation Created' : 'Invite User'}
        description={
          created
            ? `Share this link with ${created.invitation.email}. It works until ${formatDate(created.invitation.expiresAt)}.`
            : 'They will get a link to set a password and join.'
        }
      >
        {created ? (
          <InvitationLink created={created} onDone={() => handleOpenChange(false)} />
        ) : (
          <InviteUserForm onCreated={setCreated} />
        )}
      </DialogContent>
    </Dialog>
  );
}
