import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

type DateField = 'startDate' | 'endDate';

/** A campaign's or a pledge's start and end date, side by side from a small screen up. */
export function DateRangeFields({
  id,
  values,
  errors,
  change,
}: {
  /** Prefix of the inputs' ids, unique in the form. */
  id: string;
  values: Record<DateField, string>;
  errors: Partial<Record<DateField, string>>;
  change: (field: DateField, value: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${id}-start`} name="startDate" label="Start date" error={errors.startDate}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={values.startDate}
            onChange={(event) => change('startDate', event.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${id}-end`} name="endDate" label="End date" error={errors.endDate}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={values.endDate}
            onChange={(event) => change('endDate', event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
