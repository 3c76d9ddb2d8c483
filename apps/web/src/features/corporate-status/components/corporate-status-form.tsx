import {
  ANNUAL_REPORT_STATUSES,
  type CorporateStatus,
  type CorporateStatusInput,
  corporateStatusInputSchema,
  ENTITY_STATUSES,
  ENTITY_TYPES,
  LIMITS,
} from '@steward/domain';
import { useEffect, useId, useRef } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSchemaForm } from '@/lib/use-schema-form';

/** The record's fields as edited, its dates as typed (`yyyy-MM-dd`, or '' for none). */
type FormValues = Pick<CorporateStatus, 'entityName' | 'entityType' | 'status' | 'annualReportStatus'> &
  Record<'filingDate' | 'nextDueDate', string>;

interface CorporateStatusFormProps {
  status: CorporateStatus;
  busy: boolean;
  onSave: (input: CorporateStatusInput) => void;
  onCancel: () => void;
}

/** Spec 000 §3 Corporate status, as admins edit it: the enumerations from domain, dates optional. */
export function CorporateStatusForm({ status, busy, onSave, onCancel }: CorporateStatusFormProps) {
  const { values, errors, change, handleSubmit } = useSchemaForm(
    corporateStatusInputSchema,
    (): FormValues => ({
      entityName: status.entityName,
      entityType: status.entityType,
      status: status.status,
      filingDate: status.filingDate ?? '',
      nextDueDate: status.nextDueDate ?? '',
      annualReportStatus: status.annualReportStatus,
    }),
    { busy, onSave },
  );
  const ids = useId();
  const first = useRef<HTMLInputElement>(null);

  // The form replaces the details where the Edit button was: start typing in its first field.
  useEffect(() => first.current?.focus(), []);

  const field = (key: keyof FormValues) => ({ id: `${ids}-${key}`, name: key, error: errors[key] });

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FormField {...field('entityName')} label="Entity name">
          {(control) => (
            <Input
              {...control}
              ref={first}
              maxLength={LIMITS.corporateStatus.entityName}
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
      <DialogActions submitLabel="Save Status" busy={busy} cancel={onCancel} />
    </form>
  );
}
