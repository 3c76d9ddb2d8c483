import {
  isOAuthProviderId,
  LIMITS,
  type OAuthConfigFields,
  type OAuthConfigInput,
  type OAuthProviderView,
  oauthConfigInputSchema,
  oauthConfigSchemaFor,
} from '@steward/domain';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { cn } from '@/lib/cn';
import { useSchemaForm } from '@/lib/use-schema-form';
import { RedirectUriField } from './redirect-uri-field';

/** The part of a BambooHR address the company domain goes before. */
const COMPANY_DOMAIN_SUFFIX = '.bamboohr.com';

/** The credentials as typed. */
type ConfigValues = Record<keyof OAuthConfigInput, string>;

interface OAuthConfigFormProps {
  provider: OAuthProviderView;
  busy: boolean;
  /** The server's reason the last save failed, shown under the fields. */
  error?: string;
  /** Called only with fields that pass the provider's schema (the one the server applies). */
  onSave: (fields: OAuthConfigFields) => void;
  /** "Remove configuration", beside Cancel and Save. */
  removeControl?: ReactNode;
}

/**
 * Spec 000 §3 OAuth config: client ID and secret (and, for BambooHR, the company domain), checked with
 * oauthConfigSchemaFor before anything is sent. The secret is never sent back by the server, so it is
 * entered again on every save.
 */
export function OAuthConfigForm({ provider, busy, error, onSave, removeControl }: OAuthConfigFormProps) {
  const schema = isOAuthProviderId(provider.id) ? oauthConfigSchemaFor(provider.id) : oauthConfigInputSchema;
  const { values, errors, change, handleSubmit } = useSchemaForm<ConfigValues, OAuthConfigFields>(
    schema,
    () => ({
      clientId: provider.configuration?.clientId ?? '',
      clientSecret: '',
      companyDomain: provider.configuration?.companyDomain ?? '',
    }),
    { busy, onSave },
  );
  const ids = useId();

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <FormField id={`${ids}-client-id`} name="clientId" label="Client ID" error={errors.clientId}>
        {(control) => (
          <Input
            {...control}
            required
            maxLength={LIMITS.oauth.clientId}
            autoComplete="off"
            spellCheck={false}
            value={values.clientId}
            onChange={(event) => change('clientId', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <FormField
        id={`${ids}-client-secret`}
        name="clientSecret"
        label="Client secret"
        hint={
          provider.configuration?.clientSecretSet
            ? 'A client secret is saved. Enter it again to change the configuration.'
            : undefined
        }
        error={errors.clientSecret}
      >
        {(control) => (
          <PasswordInput
            {...control}
            required
            maxLength={LIMITS.oauth.clientSecret}
            autoComplete="new-password"
            spellCheck={false}
            value={values.clientSecret}
            onChange={(event) => change('clientSecret', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      {provider.needsCompanyDomain ? (
        <FormField
          id={`${ids}-company-domain`}
          name="companyDomain"
          label="Company domain"
          hint={`The part of your ${provider.name} address before ${COMPANY_DOMAIN_SUFFIX}.`}
          error={errors.companyDomain}
        >
          {(control) => (
            <div className="flex">
              <Input
                {...control}
                required
                maxLength={LIMITS.oauth.companyDomain}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
                value={values.companyDomain}
                onChange={(event) => change('companyDomain', event.target.value)}
                disabled={busy}
                className="min-w-0 rounded-r-none"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex shrink-0 items-center rounded-r-lg border border-l-0 border-slate-300',
                  'bg-slate-50 px-3 text-sm text-slate-600',
                )}
              >
                {COMPANY_DOMAIN_SUFFIX}
              </span>
            </div>
          )}
        </FormField>
      ) : null}
      <RedirectUriField providerName={provider.name} redirectUri={provider.redirectUri} />
      {error ? <ErrorMessage>Failed to save configuration: {error}</ErrorMessage> : null}
      <DialogActions className="mt-2" submitLabel="Save" busy={busy} start={removeControl ?? null} />
    </form>
  );
}
