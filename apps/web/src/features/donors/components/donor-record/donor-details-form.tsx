import { type DonorContactUpdate, donorContactUpdateSchema, LIMITS } from '@steward/domain';
import { type HTMLInputTypeAttribute, type ReactNode, useId, useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { useSchemaForm } from '@/lib/use-schema-form';

const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The form's fields as typed, flat, so each has its own name, label and error. */
export type DonorDetailsValues = Record<
  'firstName' | 'lastName' | 'email' | 'phone' | 'envelopeNumber' | AddressField,
  string
>;

export const EMPTY_DONOR_DETAILS: DonorDetailsValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  envelopeNumber: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
};

function toContact(values: DonorDetailsValues): DonorContactUpdate {
  const { firstName, lastName, email, phone, envelopeNumber, ...address } = values;
  return { firstName, lastName, email, phone, address, envelopeNumber };
}

/**
 * The API's own check (donorContactUpdateSchema, which adding a donor shares) over the flat form: an
 * address part's problem (path ['address', 'city']) is reported under its field ('city').
 */
const detailsFormSchema = {
  safeParse(values: unknown) {
    const parsed = donorContactUpdateSchema.safeParse(toContact(values as DonorDetailsValues));
    if (parsed.success) return parsed;
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path[0] === 'address' ? issue.path.slice(1) : issue.path,
      message: issue.message,
    }));
    return { success: false as const, error: { issues } };
  },
};

interface Line {
  key: keyof DonorDetailsValues;
  label: string;
  max: number;
  type?: HTMLInputTypeAttribute;
  optional?: boolean;
  /** Spans both columns from the small breakpoint. */
  wide?: boolean;
}

const NAME_LINES: Line[] = [
  { key: 'firstName', label: 'First name', max: LIMITS.donors.contactField },
  { key: 'lastName', label: 'Last name', max: LIMITS.donors.contactField, optional: true },
  { key: 'email', label: 'Email', max: LIMITS.contact.email, type: 'email', optional: true },
  { key: 'phone', label: 'Phone', max: LIMITS.contact.phone, type: 'tel', optional: true },
  { key: 'envelopeNumber', label: 'Envelope number', max: LIMITS.batches.envelopeNumber, optional: true },
];

const ADDRESS_LINES: Line[] = [
  { key: 'line1', label: 'Street', max: LIMITS.donors.contactField, optional: true, wide: true },
  { key: 'line2', label: 'Second line', max: LIMITS.donors.contactField, optional: true, wide: true },
  { key: 'city', label: 'City', max: LIMITS.donors.contactField, optional: true },
  { key: 'region', label: 'State or region', max: LIMITS.donors.contactField, optional: true },
  { key: 'postalCode', label: 'Postal code', max: LIMITS.donors.contactField, optional: true },
  { key: 'country', label: 'Country', max: LIMITS.donors.contactField, optional: true },
];

interface DonorDetailsFormProps {
  initial: DonorDetailsValues;
  submitLabel: string;
  busy: boolean;
  /**
   * Sends the checked details; `refuse` shows the server's reason above the buttons until the next
   * try (a name another donor has), with what the caller adds to it (a link to that donor).
   */
  onSave: (contact: DonorContactUpdate, refuse: (reason: string, more?: ReactNode) => void) => void;
}

/** A donor's name, email, phone, envelope number and mailing address: "Edit details" and "Add donor". */
export function DonorDetailsForm({ initial, submitLabel, busy, onSave }: DonorDetailsFormProps) {
  const [more, setMore] = useState<ReactNode>(null);
  const { values, errors, error, change, setError, handleSubmit } = useSchemaForm(
    detailsFormSchema,
    initial,
    {
      busy,
      onSave: (contact) =>
        onSave(contact, (reason, more) => {
          setError(reason);
          setMore(more);
        }),
    },
  );
  const ids = useId();

  const field = ({ key, label, max, type, optional, wide }: Line) => (
    <div key={key} className={wide ? 'sm:col-span-2' : undefined}>
      <FormField id={`${ids}-${key}`} name={key} label={label} optional={optional} error={errors[key]}>
        {(control) => (
          <Input
            {...control}
            type={type}
            maxLength={max}
            autoComplete="off"
            required={!optional}
            value={values[key]}
            onChange={(event) => change(key, event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
    </div>
  );

  return (
    <form className="flex flex-col gap-5" onSubmit={handleSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">{NAME_LINES.map(field)}</div>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Mailing address</legend>
        <div className="grid gap-4 sm:grid-cols-2">{ADDRESS_LINES.map(field)}</div>
      </fieldset>
      {error ? (
        <ErrorMessage>
          {error}
          {more ? <> {more}</> : null}
        </ErrorMessage>
      ) : null}
      <DialogActions className="mt-1" submitLabel={submitLabel} busy={busy} />
    </form>
  );
}
