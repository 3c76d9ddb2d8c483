import {
  ANNUAL_REPORT_STATUSES,
  type CorporateStatus,
  type CorporateStatusInput,
  corporateStatusInputSchema,
  ENTITY_STATUSES,
  ENTITY_TYPES,
} from '@steward/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormField, focusFirstError } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrors } from '../../../lib/field-errors';

interface FormValues {
  entityName: string;
  entityType: CorporateStatus['entityType'];
  status: CorporateStatus['status'];
  filingDate: string;
  nextDueDate: string;
  annualReportStatus: CorporateStatus['annualReportStatus'];
}

interface CorporateStatusFormProps {
  status: CorporateStatus;
  busy: boolean;
  onSave: (input: CorporateStatusInput) => void;
  onCancel: () => void;
}

/** Spec 000 §3 Corporate status, as admins edit it: the enumerations from domain, dates optional. */
export function CorporateStatusForm({ status, busy, onSave, onCancel }: CorporateStatusFormProps) {
  const [values, setValues] = useState<FormValues>({
    entityName: status.entityName,
    entityType: status.entityType,
    status: status.status,
    filingDate: status.filingDate ?? '',
    nextDueDate: status.nextDueDate ?? '',
    annualReportStatus: status.annualReportStatus,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ids = useId();
  const first = useRef<HTMLInputElement>(null);

  // The form replaces the details where the Edit button was: start typing in its first field.
  useEffect(() => first.current?.focus(), []);

  function change<K extends keyof FormValues>(key: K, value: FormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _answered, ...rest }) => rest);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = corporateStatusInputSchema.safeParse(values);
    if (!parsed.success) {
      const next = fieldErrors(parsed.error.issues);
      setErrors(next);
      focusFirstError(event.currentTarget, next);
      return;
    }
    onSave(parsed.data);
  }

  const field = (key: keyof FormValues) => ({ id: `${ids}-${key}`, name: key, error: errors[key] });

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FormField {...field('entityName')} label="Entity name">
          {(control) => (
            <Input
              {...control}
              ref={first}
              maxLength={200}
              autoComplete="organization"
              value={values.entityName}
              onChange={(event) => change('entityName', event.target.value)}
              disabled={busy}
            />
          )}
        </FormField>
        <FormField {...field('entityType')} label="Entity type">
          {(control) => (
            <Select
              {...control}
              value={values.entityType}
              onChange={(event) => change('entityType', event.target.value as FormValues['entityType'])}
              disabled={busy}
            >
              {ENTITY_TYPES.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField {...field('status')} label="Status">
          {(control) => (
            <Select
              {...control}
              value={values.status}
              onChange={(event) => change('status', event.target.value as FormValues['status'])}
              disabled={busy}
            >
              {ENTITY_STATUSES.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField {...field('filingDate')} label="Filing date" optional>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.filingDate}
              onChange={(event) => change('filingDate', event.target.value)}
              disabled={busy}
            />
          )}
        </FormField>
        <FormField {...field('nextDueDate')} label="Next due date" optional>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.nextDueDate}
              onChange={(event) => change('nextDueDate', event.target.value)}
              disabled={busy}
            />
          )}
        </FormField>
        <FormField {...field('annualReportStatus')} label="Annual report status">
          {(control) => (
            <Select
              {...control}
              value={values.annualReportStatus}
              onChange={(event) =>
                change('annualReportStatus', event.target.value as FormValues['annualReportStatus'])
              }
              disabled={busy}
            >
              {ANNUAL_REPORT_STATUSES.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner className="size-4 text-current" /> : null}
          {busy ? 'Saving...' : 'Save Status'}
        </Button>
      </div>
    </form>
  );
}
