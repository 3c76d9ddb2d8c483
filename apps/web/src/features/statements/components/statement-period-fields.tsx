import { yearPeriod } from '@steward/domain';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** The period select's value for dates typed by hand. */
export const CUSTOM_PERIOD = 'custom';

export interface PeriodValues {
  /** A year ("2025") or CUSTOM_PERIOD. */
  period: string;
  start: string;
  end: string;
}

/** The period the fields name: a calendar year, or the dates typed. */
export function periodOf(values: PeriodValues): { start: string; end: string } {
  return values.period === CUSTOM_PERIOD
    ? { start: values.start, end: values.end }
    : yearPeriod(Number(values.period));
}

interface StatementPeriodFieldsProps {
  /** The form's useId(), so each field's id is its own. */
  ids: string;
  values: PeriodValues;
  errors: Partial<Record<keyof PeriodValues, string>>;
  change: (field: keyof PeriodValues, value: string) => void;
  /** How many years the select offers, this one first. */
  yearsOffered: number;
  disabled?: boolean;
}

/**
 * "Period": a year of the last few, or "Custom dates" with From and To; the same fields for a run
 * and for one donor's preview.
 */
export function StatementPeriodFields({
  ids,
  values,
  errors,
  change,
  yearsOffered,
  disabled = false,
}: StatementPeriodFieldsProps) {
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: yearsOffered }, (_, index) => String(thisYear - index));
  return (
    <>
      <FormField id={`${ids}-period`} name="period" label="Period" error={errors.period}>
        {(control) => (
          <Select
            {...control}
            value={values.period}
            onChange={(event) => change('period', event.target.value)}
            disabled={disabled}
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
            <option value={CUSTOM_PERIOD}>Custom dates</option>
          </Select>
        )}
      </FormField>
      {values.period === CUSTOM_PERIOD ? (
        <>
          <FormField id={`${ids}-start`} name="start" label="From" error={errors.start}>
            {(control) => (
              <Input
                {...control}
                type="date"
                required
                value={values.start}
                onChange={(event) => change('start', event.target.value)}
                disabled={disabled}
              />
            )}
          </FormField>
          <FormField id={`${ids}-end`} name="end" label="To" error={errors.end}>
            {(control) => (
              <Input
                {...control}
                type="date"
                required
                value={values.end}
                onChange={(event) => change('end', event.target.value)}
                disabled={disabled}
              />
            )}
          </FormField>
        </>
      ) : null}
    </>
  );
}
