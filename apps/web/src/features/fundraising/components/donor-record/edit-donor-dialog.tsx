import {
  type DonorContactUpdate,
  type DonorProfile,
  donorContactUpdateSchema,
  LIMITS,
} from '@steward/domain';
import { type HTMLInputTypeAttribute, useId } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateDonorContact } from '../../api/update-donor-contact';

type Donor = DonorProfile['donor'];

const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The form's fields as typed, flat, so each has its own name, label and error. */
type ContactValues = Record<'firstName' | 'lastName' | 'email' | 'phone' | AddressField, string>;

function valuesOf(donor: Donor): ContactValues {
  return {
    firstName: donor.firstName,
    lastName: donor.lastName,
    email: donor.email ?? '',
    phone: donor.phone ?? '',
    line1: donor.address?.line1 ?? '',
    line2: donor.address?.line2 ?? '',
    city: donor.address?.city ?? '',
    region: donor.address?.region ?? '',
    postalCode: donor.address?.postalCode ?? '',
    country: donor.address?.country ?? '',
  };
}

function toUpdate(values: ContactValues): DonorContactUpdate {
  const { firstName, lastName, email, phone, ...address } = values;
  return { firstName, lastName, email, phone, address };
}

/**
 * The API's own check (donorContactUpdateSchema) over the flat form: an address part's problem
 * (path ['address', 'city']) is reported under its field ('city').
 */
const contactFormSchema = {
  safeParse(values: unknown) {
    const parsed = donorContactUpdateSchema.safeParse(toUpdate(values as ContactValues));
    if (parsed.success) return parsed;
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path[0] === 'address' ? issue.path.slice(1) : issue.path,
      message: issue.message,
    }));
    return { success: false as const, error: { issues } };
  },
};

interface Line {
  key: keyof ContactValues;
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
];

const ADDRESS_LINES: Line[] = [
  { key: 'line1', label: 'Street', max: LIMITS.donors.contactField, optional: true, wide: true },
  { key: 'line2', label: 'Second line', max: LIMITS.donors.contactField, optional: true, wide: true },
  { key: 'city', label: 'City', max: LIMITS.donors.contactField, optional: true },
  { key: 'region', label: 'State or region', max: LIMITS.donors.contactField, optional: true },
  { key: 'postalCode', label: 'Postal code', max: LIMITS.donors.contactField, optional: true },
  { key: 'country', label: 'Country', max: LIMITS.donors.contactField, optional: true },
];

function EditDonorForm({ donor, onDone }: { donor: Donor; onDone: () => void }) {
  const update = useUpdateDonorContact();
  const busy = update.isPending;
  const { values, errors, error, change, setError, handleSubmit } = useSchemaForm(
    contactFormSchema,
    () => valuesOf(donor),
    {
      busy,
      onSave: (contact) =>
        update.mutate(
          { id: donor.id, contact },
          {
            onSuccess: () => {
              toast.success('Donor details saved');
              onDone();
            },
            // The server's reason stays above the buttons until the next try (a name another donor has).
            onError: (cause) => setError(errorMessage(cause)),
          },
        ),
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
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <DialogActions className="mt-1" submitLabel="Save details" busy={busy} />
    </form>
  );
}

interface EditDonorDialogProps {
  donor: Donor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Edit details": an admin corrects the donor's name, email, phone and mailing address. */
export function EditDonorDialog({ donor, open, onOpenChange }: EditDonorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title="Edit donor details"
        description="Correct the name and contact details. Gifts are not changed."
      >
        {/* Mounted only while open: each opening starts from the details as they are now. */}
        <EditDonorForm donor={donor} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
