import {
  type IntegrationCard,
  type IntegrationContact,
  integrationContactSchema,
  LIMITS,
} from '@steward/domain';
import { useId } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
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
  { key: 'name', label: 'Name', max: LIMITS.contact.name },
  { key: 'title', label: 'Title', max: LIMITS.contact.title },
  { key: 'email', label: 'Email', type: 'email', max: LIMITS.contact.email },
  { key: 'phone', label: 'Phone', type: 'tel', max: LIMITS.contact.phone },
  { key: 'company', label: 'Department/Team', max: LIMITS.contact.company },
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
            maxLength={LIMITS.contact.notes}
            value={values.notes}
            onChange={(event) => change('notes', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <p className="-mt-2 text-xs text-slate-500">Leave every field empty to remove the contact.</p>
      <DialogActions className="mt-2" submitLabel="Save Contact" busy={busy} />
    </form>
  );
}
