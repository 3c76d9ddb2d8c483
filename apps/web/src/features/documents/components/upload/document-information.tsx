import { DONOR_DATA_CATEGORY, UPLOAD_CATEGORIES } from '@steward/domain';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { UploadDocumentFields } from '../../api/upload-document';

interface DocumentInformationProps {
  fields: UploadDocumentFields;
  onChange: (changes: Partial<UploadDocumentFields>) => void;
  disabled: boolean;
  categoryInvalid: boolean;
}

const optional = <span className="font-normal text-slate-500">(optional)</span>;

/** Spec 000 §2 Upload, Document Information: Category (required), Expiry Date, Tags, Description. */
export function DocumentInformation({
  fields,
  onChange,
  disabled,
  categoryInvalid,
}: DocumentInformationProps) {
  const ids = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-category`}>
            Category <span className="text-red-700">*</span>
          </Label>
          <Select
            id={`${ids}-category`}
            aria-required="true"
            aria-invalid={categoryInvalid ? true : undefined}
            value={fields.category}
            onChange={(event) => onChange({ category: event.target.value })}
            disabled={disabled}
          >
            <option value="">Select a category</option>
            {UPLOAD_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-expiry`}>Expiry Date {optional}</Label>
          <Input
            id={`${ids}-expiry`}
            type="date"
            value={fields.expiryDate}
            onChange={(event) => onChange({ expiryDate: event.target.value })}
            disabled={disabled}
          />
        </div>
      </div>
      {fields.category === DONOR_DATA_CATEGORY ? (
        <p className="flex items-start gap-2 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Donor Data files are automatically processed for analytics. Upload CSV files only.</span>
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-tags`}>Tags {optional}</Label>
        <Input
          id={`${ids}-tags`}
          value={fields.tags}
          onChange={(event) => onChange({ tags: event.target.value })}
          disabled={disabled}
          maxLength={2000}
          placeholder="policy, staff, 2026"
          aria-describedby={`${ids}-tags-hint`}
        />
        <p id={`${ids}-tags-hint`} className="text-xs text-slate-500">
          Separate tags with commas.
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-description`}>Description {optional}</Label>
        <Textarea
          id={`${ids}-description`}
          rows={3}
          maxLength={2000}
          value={fields.description}
          onChange={(event) => onChange({ description: event.target.value })}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
