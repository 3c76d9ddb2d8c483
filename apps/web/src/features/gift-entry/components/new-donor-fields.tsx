import { LIMITS } from '@steward/domain';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { NewDonorDraft, RowProblem } from '../gift-draft';

const FIELDS: { key: keyof NewDonorDraft; label: string; optional: boolean; type?: string }[] = [
  { key: 'firstName', label: 'First name', optional: false },
  { key: 'lastName', label: 'Last name', optional: false },
  { key: 'email', label: 'Email', optional: true, type: 'email' },
  { key: 'addressLine1', label: 'Address', optional: true },
  { key: 'city', label: 'City', optional: true },
  { key: 'region', label: 'State', optional: true },
  { key: 'postalCode', label: 'ZIP', optional: true },
];

interface NewDonorFieldsProps {
  value: NewDonorDraft;
  onChange: (value: NewDonorDraft) => void;
  problem: RowProblem | null;
  problemId: string;
}

/**
 * The new donor's few details, inside the row: saved with the gift, the donor is made as an import
 * makes one (the same identity rule), so a later import of their online giving finds them.
 */
export function NewDonorFields({ value, onChange, problem, problemId }: NewDonorFieldsProps) {
  const id = useId();
  return (
    <fieldset className="col-span-full rounded-lg border border-indigo-200 bg-indigo-50/40 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">New donor</legend>
      <div className="grid grid-cols-1 gap-3 @xl:grid-cols-2 @4xl:grid-cols-7">
        {FIELDS.map((field) => {
          const invalid = problem?.field === field.key;
          return (
            <div key={field.key} className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-${field.key}`}>
                {field.label}
                {field.optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
              </Label>
              <Input
                id={`${id}-${field.key}`}
                name={field.key}
                type={field.type ?? 'text'}
                autoComplete="off"
                maxLength={field.key === 'email' ? LIMITS.contact.email : LIMITS.donors.contactField}
                value={value[field.key]}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? problemId : undefined}
                onChange={(event) => onChange({ ...value, [field.key]: event.target.value })}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
