import {
  ADDRESS_FIELDS,
  type ColumnMapping,
  DONOR_FIELD_LABELS,
  DONOR_FIELDS,
  type DonorField,
} from '@steward/domain';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

interface ColumnMappingEditorProps {
  headers: string[];
  mapping: ColumnMapping;
  onChange: (field: DonorField, column: number | null) => void;
  /** mappingProblems of the mapping shown. */
  problems: string[];
  disabled?: boolean;
}

/** A header as a person picks it: its text, or its place when the file left it blank. */
function columnName(header: string, index: number): string {
  return header.trim() || `Column ${index + 1}`;
}

const ADDRESS: ReadonlySet<DonorField> = new Set(ADDRESS_FIELDS);
/** The gift and who gave it; the address fields follow in a group of their own. */
const GIFT_FIELDS = DONOR_FIELDS.filter((field) => !ADDRESS.has(field));

/**
 * Which column of the file holds each field, one select per field, and what still keeps the file
 * from merging, worked out as the choice changes: the admin corrects what the preview misread.
 */
export function ColumnMappingEditor({
  headers,
  mapping,
  onChange,
  problems,
  disabled,
}: ColumnMappingEditorProps) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const fieldSelect = (field: DonorField) => {
    const id = `${baseId}-${field}`;
    const column = mapping[field];
    return (
      <div key={field} className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={id}>{DONOR_FIELD_LABELS[field]}</Label>
        <Select
          id={id}
          value={column === null ? '' : String(column)}
          disabled={disabled}
          onChange={(event) => onChange(field, event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">— none —</option>
          {headers.map((header, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position; headers may repeat.
            <option key={index} value={String(index)}>
              {columnName(header, index)}
            </option>
          ))}
        </Select>
      </div>
    );
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h4 id={headingId} className="text-sm font-semibold text-slate-900">
          Columns
        </h4>
        <p className="text-xs text-slate-600">
          Each gift needs a name (first and last name, or a full name), an amount, and a date or a month. Rows
          whose payment status says failed, pending or canceled are left out, and so are payments refunded in
          full.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">{GIFT_FIELDS.map(fieldSelect)}</div>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Mailing address (optional)</legend>
        <div className="grid gap-3 sm:grid-cols-2">{ADDRESS_FIELDS.map(fieldSelect)}</div>
      </fieldset>
      <div aria-live="polite">
        {problems.length > 0 ? (
          <ul
            aria-label="Why the file cannot be merged yet"
            className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
