import { DONOR_DATA_CATEGORY, type DocumentCategory, LIMITS } from '@steward/domain';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { UploadDocumentFields } from '../../api/upload-document';

interface DocumentInformationProps {
  /** Offered in the Category select. */
  categories: readonly DocumentCategory[];
  fields: UploadDocumentFields;
  onChange: (key: keyof UploadDocumentFields, value: string) => void;
  disabled: boolean;
  /** The form's message is about the category (shown once for the form, under both cards). */
  categoryInvalid: boolean;
}

/** Spec 000 §2 Upload, Document Information: Category (required), Expiry Date, Tags, Description. */
export function DocumentInformation({
  categories,
  fields,
  onChange,
  disabled,
  categoryInvalid,
}: DocumentInformationProps) {
  const ids = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${ids}-category`}
          name="category"
          label={
            <>
              Category <span className="text-red-700">*</span>
            </>
          }
          invalid={categoryInvalid}
        >
          {(control) => (
            <Select
              {...control}
              aria-required="true"
              value={fields.category}
              onChange={(event) => onChange('category', event.target.value)}
              disabled={disabled}
            >
              <option value="">Select a category</option>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id={`${ids}-expiry`} name="expiryDate" label="Expiry Date" optional>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={fields.expiryDate}
              onChange={(event) => onChange('expiryDate', event.target.value)}
              disabled={disabled}
            />
          )}
        </FormField>
      </div>
      {fields.category === DONOR_DATA_CATEGORY ? (
        <p className="flex items-start gap-2 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Donor Data files are automatically processed for analytics. Upload CSV files only.</span>
        </p>
      ) : null}
      <FormField id={`${ids}-tags`} name="tags" label="Tags" optional hint="Separate tags with commas.">
        {(control) => (
          <Input
            {...control}
            value={fields.tags}
            onChange={(event) => onChange('tags', event.target.value)}
            disabled={disabled}
            maxLength={LIMITS.document.tagsText}
            placeholder="policy, staff, 2026"
          />
        )}
      </FormField>
      <FormField id={`${ids}-description`} name="description" label="Description" optional>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={LIMITS.document.description}
            value={fields.description}
            onChange={(event) => onChange('description', event.target.value)}
            disabled={disabled}
          />
        )}
      </FormField>
    </div>
  );
}
