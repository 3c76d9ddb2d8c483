import { TWO_FACTOR_GRACE_DAYS_MAX } from '@steward/domain';
import { useId } from 'react';
import { FormField } from '@/components/form-field';
import { Select } from '@/components/ui/select';

const DAYS = Array.from({ length: TWO_FACTOR_GRACE_DAYS_MAX + 1 }, (_, days) => days);

function daysLabel(days: number): string {
  if (days === 0) return 'None';
  return days === 1 ? '1 day' : `${days} days`;
}

interface GracePeriodFieldProps {
  value: number;
  onChange: (days: number) => void;
  error: string | undefined;
  disabled: boolean;
}

/** How many days members a widened rule newly covers have before it holds them to enrolment. */
export function GracePeriodField({ value, onChange, error, disabled }: GracePeriodFieldProps) {
  const id = useId();
  return (
    <div className="max-w-xs">
      <FormField
        id={id}
        name="twoFactorGraceDays"
        label="Grace period"
        hint="Members it covers can keep working for this many days before they must set it up"
        error={error}
      >
        {(control) => (
          <Select
            {...control}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(Number(event.target.value))}
          >
            {DAYS.map((days) => (
              <option key={days} value={days}>
                {daysLabel(days)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}
