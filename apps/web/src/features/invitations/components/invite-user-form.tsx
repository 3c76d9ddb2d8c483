import { ASSIGNABLE_ROLES, type AssignableRole, type CreatedInvitation, roleLabel } from '@steward/domain';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCreateInvitation } from '../api/create-invitation';

interface InviteUserFormProps {
  onCreated: (created: CreatedInvitation) => void;
}

/** Spec 000 §5 Invite form: email required and valid, full name optional, role user or admin (default user). */
export function InviteUserForm({ onCreated }: InviteUserFormProps) {
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [role, setRole] = useState<AssignableRole>('user');
  const createInvitation = useCreateInvitation();
  const busy = createInvitation.isPending;
  const ids = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const name = fullName.trim();
    createInvitation.mutate(
      { email: email.trim(), role, ...(name ? { fullName: name } : {}) },
      {
        onSuccess: onCreated,
        onError: (error) => toast.error(`Failed to send invitation: ${errorMessage(error, 'Unknown error')}`),
      },
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-email`}>Email</Label>
        <Input
          id={`${ids}-email`}
          name="email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={busy}
          placeholder="name@example.org"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-name`}>
          Full name <span className="font-normal text-slate-500">(optional)</span>
        </Label>
        <Input
          id={`${ids}-name`}
          name="fullName"
          autoComplete="off"
          maxLength={200}
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          disabled={busy}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-role`}>Role</Label>
        <Select
          id={`${ids}-role`}
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value === 'admin' ? 'admin' : 'user')}
          disabled={busy}
        >
          {ASSIGNABLE_ROLES.map((value) => (
            <option key={value} value={value}>
              {roleLabel(value)}
            </option>
          ))}
        </Select>
      </div>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner className="size-4 text-current" /> : null}
          {busy ? 'Sending...' : 'Send Invitation'}
        </Button>
      </div>
    </form>
  );
}
