import { type SecurityPolicy, widensRequirement } from '@steward/domain';
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
import { coveragePreview, notEnrolledUnder, type PolicyMember, runningGrace } from '../policy-coverage';
import { policyFormSchema, policyFormValues } from '../policy-form';
import { GracePeriodField } from './grace-period-field';
import { GraceStatus } from './grace-status';
import { SingleSignOnFields } from './single-sign-on-fields';
import { TwoFactorRequirementField } from './two-factor-requirement-field';

interface SignInPolicyFormProps {
  policy: SecurityPolicy;
  /** The active members, for who the rule covers; null while they (or their two-step status) load. */
  members: PolicyMember[] | null;
}

function SignInPolicyForm({ policy, members }: SignInPolicyFormProps) {
  const save = useUpdateSecurityPolicy();
  const ssoAvailable = policy.ssoProviders.length > 0;
  const busy = save.isPending;
  const schema = policyFormSchema(ssoAvailable, policy.twoFactorRequiredFor);
  const form = useSchemaForm(schema, () => policyFormValues(policy), {
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
  const now = new Date();
  const grace = runningGrace(policy, now);
  const widens = widensRequirement(policy.twoFactorRequiredFor, values.twoFactorRequiredFor);
  const coverage = members ? coveragePreview(policy, values, members, now) : null;

  return (
    <form
      aria-label="Sign-in policy"
      noValidate
      onSubmit={form.handleSubmit}
      className="flex flex-col gap-5 px-4 py-4 sm:px-5"
    >
      {grace ? (
        <GraceStatus
          until={grace}
          notEnrolled={members ? notEnrolledUnder(policy.twoFactorRequiredFor, members) : null}
        />
      ) : null}
      <TwoFactorRequirementField
        value={values.twoFactorRequiredFor}
        onChange={(value) => change('twoFactorRequiredFor', value)}
        disabled={busy}
      />
      {/* Said as the choice changes, before anything is saved; kept in the page (sr-only while
          empty) so that each new sentence is announced. */}
      <p
        role="status"
        className={coverage ? 'rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800' : 'sr-only'}
      >
        {coverage}
      </p>
      {widens ? (
        <GracePeriodField
          value={values.twoFactorGraceDays}
          onChange={(days) => change('twoFactorGraceDays', days)}
          error={form.errors.twoFactorGraceDays}
          disabled={busy}
        />
      ) : null}
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

interface SignInPolicyCardProps {
  /** The organisation's active members with their two-step status; null while they load. */
  members: PolicyMember[] | null;
}

/**
 * "Sign-in policy" (admins): who must use two-step verification (who that is, before it is saved,
 * and a grace period when the rule widens) and, where this server offers single sign-on, which
 * email domains may use it, whether it is the only way in and whether it counts as the second step.
 */
export function SignInPolicyCard({ members }: SignInPolicyCardProps) {
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
        <SignInPolicyForm policy={policy.data} members={members} />
      )}
    </SectionCard>
  );
}
