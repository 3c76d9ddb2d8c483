import { renamePasskeyRequestSchema } from '@steward/domain';
import { type ReactNode, useId } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { useSchemaForm } from '@/lib/use-schema-form';

interface PasskeyNameFormProps {
  initialName: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Why the last try failed (the server's or the browser's reason), shown above the buttons. */
  error: string | null;
  onSubmit: (name: string) => void;
  /** More of the form, after the name ("confirm it's you" when adding one). */
  children?: ReactNode;
}

/** The field of "Add a passkey" and "Rename": a name that says which device or key it is. */
export function PasskeyNameForm({
  initialName,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  children,
}: PasskeyNameFormProps) {
  const nameId = useId();
  const form = useSchemaForm(
    renamePasskeyRequestSchema,
    { name: initialName },
    {
      busy,
      onSave: ({ name }) => onSubmit(name),
    },
  );

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <FormField
        id={nameId}
        name="name"
        label="Name"
        hint="Something that tells you which device or key it is, such as “Work laptop” or “Blue security key”."
        error={form.errors.name}
      >
        {(control) => (
          <Input
            {...control}
            value={form.values.name}
            onChange={(event) => form.change('name', event.target.value)}
            autoComplete="off"
          />
        )}
      </FormField>
      {children}
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <DialogActions submitLabel={submitLabel} busyLabel={busyLabel} busy={busy} />
    </form>
  );
}
