import { LIMITS, type SsoProvider } from '@steward/domain';
import { useId } from 'react';
import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Textarea } from '@/components/ui/textarea';
import { useSsoProviderName } from '@/lib/sso-provider-name';
import type { PolicyFormValues } from '../policy-form';

interface SingleSignOnFieldsProps {
  providers: SsoProvider[];
  values: PolicyFormValues;
  error: string | undefined;
  change: <K extends keyof PolicyFormValues>(key: K, value: PolicyFormValues[K]) => void;
  disabled: boolean;
}

interface ToggleProps {
  id: string;
  name: 'ssoOnly' | 'ssoCountsAsSecondFactor';
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}

function Toggle({ id, name, label, hint, checked, onChange, disabled }: ToggleProps) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** The single sign-on part of the policy, shown only where this server offers a provider. */
export function SingleSignOnFields({ providers, values, error, change, disabled }: SingleSignOnFieldsProps) {
  const id = useId();
  const nameOf = useSsoProviderName();
  const names = providers.map(nameOf).join(' or ');
  return (
    <div className="border-t border-slate-200 pt-4">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Single sign-on</legend>
        <p className="text-sm text-slate-600">Members can sign in with {names}.</p>
        <div className="max-w-md">
          <FormField
            id={`${id}-domains`}
            name="ssoDomains"
            label="Allowed email domains"
            optional
            hint="Separate domains with commas or new lines, such as grace.org. Empty: any email address the provider has verified."
            error={error}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={LIMITS.account.ssoDomains * (LIMITS.account.ssoDomain + 1)}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                value={values.ssoDomains}
                onChange={(event) => change('ssoDomains', event.target.value)}
                disabled={disabled}
              />
            )}
          </FormField>
        </div>
        <Toggle
          id={`${id}-only`}
          name="ssoOnly"
          label="Members sign in only with single sign-on (master admins keep their password)"
          hint="Their Steward password no longer signs them in. Master admins keep theirs as the way back in if the provider is ever unavailable."
          checked={values.ssoOnly}
          onChange={(checked) => change('ssoOnly', checked)}
          disabled={disabled}
        />
        <Toggle
          id={`${id}-second`}
          name="ssoCountsAsSecondFactor"
          label="Count single sign-on as the second step (the provider asks for its own)"
          hint="Members who sign in with single sign-on are not asked for Steward's two-step verification as well."
          checked={values.ssoCountsAsSecondFactor}
          onChange={(checked) => change('ssoCountsAsSecondFactor', checked)}
          disabled={disabled}
        />
      </fieldset>
    </div>
  );
}
