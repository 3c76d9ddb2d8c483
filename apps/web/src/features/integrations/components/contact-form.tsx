import { type IntegrationCard, type IntegrationContact, integrationContactSchema } from '@steward/domain';
import { useId } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useSchemaForm } from '@/lib/use-schema-form';

type ContactValues = Record<keyof IntegrationContact, string>;

function valuesOf(contact: IntegrationCard['contact']): ContactValues {
  return {
    name: contact?.name ?? '',
    title: contact?.title ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    company: contact?.company ?? '',
    notes: contact?.notes ?? '',
  };
}

const LINES: { key: Exclude<keyof ContactValues, 'notes'>; label: string; type?: string; max: number }[] = [
  { key: 'name', label: 'Name', max: 200 },
  { key: 'title', label: 'Title', max: 200 },
  { key: 'email', label: 'Email', type: 'email', max: 254 },
  { key: 'phone', label: 'Phone', type: 'tel', max: 40 },
  { key: 'company', label: 'Department/Team', max: 200 },
];

interface ContactFormProps {
  contact: IntegrationCard['contact'];
  busy: boolean;
  onSave: (contact: IntegrationContact) => void;
}

/** Spec 000 §3 Integration contact: every field optional, the email checked when given. */
export function ContactForm({ contact, busy, onSave }: ContactFormProps) {
  const { values, errors, change, handleSubmit } = useSchemaForm(
    integrationContactSchema,
    () => valuesOf(contact),
    { busy, onSave },
  );
  const ids = useId();

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {LINES.map(({ key, label, type, max }) => (
          <FormField key={key} id={`${ids}-${key}`} name={key} label={label} optional error={errors[key]}>
            {(control) => (
              <Input
                {...control}
                type={type}
                maxLength={max}
                autoComplete="off"
                value={values[key]}
                onChange={(event) => change(key, event.target.value)}
                disabled={busy}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormField id={`${ids}-notes`} name="notes" label="Notes" optional error={errors.notes}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={1000}
            value={values.notes}
            onChange={(event) => change('notes', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <p className="-mt-2 text-xs text-slate-500">Leave every field empty to remove the contact.</p>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner className="size-4 text-current" /> : null}
          {busy ? 'Saving...' : 'Save Contact'}
        </Button>
      </div>
    </form>
  );
}
