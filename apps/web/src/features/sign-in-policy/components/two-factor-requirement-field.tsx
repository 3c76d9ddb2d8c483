import { TWO_FACTOR_REQUIREMENTS, type TwoFactorRequirement } from '@steward/domain';
import { useId } from 'react';

const CHOICES: Record<TwoFactorRequirement, { label: string; hint: string }> = {
  nobody: { label: 'Nobody', hint: 'Each member chooses for themselves.' },
  admins: { label: 'Admins', hint: 'Admins and master admins must use it.' },
  everyone: { label: 'Everyone', hint: 'Every member must use it.' },
};

interface TwoFactorRequirementFieldProps {
  value: TwoFactorRequirement;
  onChange: (value: TwoFactorRequirement) => void;
  disabled: boolean;
}

/** "Require two-step verification for": Nobody, Admins or Everyone, as one radio group. */
export function TwoFactorRequirementField({ value, onChange, disabled }: TwoFactorRequirementFieldProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-note`}>
      <legend className="mb-1.5 text-sm font-medium text-slate-900">Require two-step verification for</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {TWO_FACTOR_REQUIREMENTS.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm has-checked:border-indigo-500 has-checked:bg-indigo-50/60 has-disabled:cursor-not-allowed"
          >
            <input
              type="radio"
              name="twoFactorRequiredFor"
              value={choice}
              checked={value === choice}
              disabled={disabled}
              onChange={() => onChange(choice)}
              // Named by its one word; the line under it describes it.
              aria-labelledby={`${id}-${choice}`}
              aria-describedby={`${id}-${choice}-hint`}
              className="mt-0.5 size-4 shrink-0 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            />
            <span className="flex flex-col gap-0.5">
              <span id={`${id}-${choice}`} className="font-medium text-slate-900">
                {CHOICES[choice].label}
              </span>
              <span id={`${id}-${choice}-hint`} className="text-xs text-slate-600">
                {CHOICES[choice].hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      <p id={`${id}-note`} className="text-xs text-slate-500">
        A member who must use it and has not set it up is asked to at their next step, even while signed in,
        and can do nothing else until they have.
      </p>
    </fieldset>
  );
}
