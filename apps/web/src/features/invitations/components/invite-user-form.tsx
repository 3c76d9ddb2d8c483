import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  type CreatedInvitation,
  createInvitationRequestSchema,
  LIMITS,
  roleLabel,
} from '@steward/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateInvitation } from '../api/create-invitation';

interface InviteValues {
  email: string;
  fullName: string;
  role: AssignableRole;
}

interface InviteUserFormProps {
  onCreated: (created: CreatedInvitation) => void;
}

/** Spec 000 §5 Invite form: email required and valid, full name optional, role user or admin (default user). */
export function InviteUserForm({ onCreated }: InviteUserFormProps) {
  const createInvitation = useCreateInvitation();
  const busy = createInvitation.isPending;
  const { values, errors, change, handleSubmit } = useSchemaForm(
    createInvitationRequestSchema,
    (): InviteValues => ({ email: '', fullName: '', role: 'user' }),
    {
      busy,
      onSave: ({ email, fullName, role }) =>
        createInvitation.mutate(
          { email, role, ...(fullName ? { fullName } : {}) },
          {
            onSuccess: onCreated,
            onError: (error) =>
              toast.error(`Failed to send invitation: ${errorMessage(error, 'Unknown error')}`),
          },
        ),
    },
  );
  const ids = useId();

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
      <FormField id={`${ids}-email`} name="email" label="Email" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            required
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            disabled={busy}
            placeholder="name@example.org"
          />
        )}
      </FormField>
      <FormField id={`${ids}-name`} name="fullName" label="Full name" optional error={errors.fullName}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={LIMITS.account.fullName}
            value={values.fullName}
            onChange={(event) => change('fullName', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <FormField id={`${ids}-role`} name="role" label="Role" error={errors.role}>
        {(control) => (
          <Select
            {...control}
            value={values.role}
            onChange={(event) => change('role', event.target.value === 'admin' ? 'admin' : 'user')}
            disabled={busy}
          >
            {ASSIGNABLE_ROLES.map((value) => (
              <option key={value} value={value}>
                {roleLabel(value)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <DialogActions className="mt-2" submitLabel="Send Invitation" busyLabel="Sending..." busy={busy} />
    </form>
  );
}
