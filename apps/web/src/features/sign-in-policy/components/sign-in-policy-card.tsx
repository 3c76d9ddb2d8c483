import type { SecurityPolicy } from '@steward/domain';
import { Save } from 'lucide-react';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/dialog-actions';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSecurityPolicy } from '../api/get-security-policy';
import { useUpdateSecurityPolicy } from '../api/update-security-policy';
import { policyFormSchema, policyFormValues } from '../policy-form';
import { SingleSignOnFields } from './single-sign-on-fields';
import { TwoFactorRequirementField } from './two-factor-requirement-field';

function SignInPolicyForm({ policy }: { policy: SecurityPolicy }) {
  const save = useUpdateSecurityPolicy();
  const ssoAvailable = policy.ssoProviders.length > 0;
  const busy = save.isPending;
  const form = useSchemaForm(policyFormSchema(ssoAvailable), () => policyFormValues(policy), {
    busy,
    onSave: (request) =>
      save.mutate(request, {
        onSuccess: (saved) => {
          // The domains as the server keeps them: lower case, one per line.
          form.setValues(policyFormValues(saved));
          toast.success('Sign-in policy saved');
        },
        onError: (cause) => form.setError(errorMessage(cause)),
      }),
  });
  const { values, change } = form;

  return (
    <form
      aria-label="Sign-in policy"
      noValidate
      onSubmit={form.handleSubmit}
      className="flex flex-col gap-5 px-4 py-4 sm:px-5"
    >
      <TwoFactorRequirementField
        value={values.twoFactorRequiredFor}
        onChange={(value) => change('twoFactorRequiredFor', value)}
        disabled={busy}
      />
      {ssoAvailable ? (
        <SingleSignOnFields
          providers={policy.ssoProviders}
          values={values}
          error={form.errors.ssoDomains}
          change={change}
          disabled={busy}
        />
      ) : policy.ssoOnly ? (
        // Left from a time this server offered single sign-on: members could not sign in at all.
        <p className="text-sm text-amber-800">
          Members are set to sign in only with single sign-on, which this server no longer offers. Saving lets
          them sign in with their password again.
        </p>
      ) : null}
      {form.error ? <ErrorMessage>{form.error}</ErrorMessage> : null}
      <SubmitButton busy={busy} icon={<Save aria-hidden="true" />} className="self-stretch sm:self-start">
        Save policy
      </SubmitButton>
    </form>
  );
}

/**
 * "Sign-in policy" (admins): who must use two-step verification and, where this server offers single
 * sign-on, which email domains may use it, whether it is the only way in and whether it counts as
 * the second step.
 */
export function SignInPolicyCard() {
  const policy = useSecurityPolicy();
  return (
    <SectionCard title="Sign-in policy" description="How the members of your organization sign in.">
      {policy.isPending ? (
        <LoadingState label="Loading sign-in policy..." />
      ) : policy.isError ? (
        <div className="flex flex-col items-start gap-3 px-4 py-4 sm:px-5">
          <ErrorMessage>Error loading the sign-in policy: {errorMessage(policy.error)}</ErrorMessage>
          <Button variant="secondary" disabled={policy.isFetching} onClick={() => void policy.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <SignInPolicyForm policy={policy.data} />
      )}
    </SectionCard>
  );
}
