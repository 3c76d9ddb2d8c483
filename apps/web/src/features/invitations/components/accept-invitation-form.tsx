import {
  displayName,
  existingAccountPasswordSchema,
  type InvitationLookup,
  MIN_PASSWORD_LENGTH,
  needsSecondFactor,
  newAccountPasswordsSchema,
  roleLabel,
  type SecondFactorRequired,
  type SessionResponse,
} from '@steward/domain';
import { useId } from 'react';
import { SubmitButton } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useAcceptInvitation } from '../api/accept-invitation';

interface AcceptInvitationFormProps {
  token: string;
  invitation: InvitationLookup;
  /** Receives the invitee's new session (the server has set its cookie). */
  onAccepted: (session: SessionResponse) => void;
  /** The account exists and has a second factor: the invitation is accepted once it is given. */
  onSecondFactor: (challenge: SecondFactorRequired['secondFactor']) => void;
  /** Why the invitee is back at this form (single sign-on with the invitation failed). */
  initialError?: string | null;
}

/**
 * Spec 000 §2 Accept invitation and §5: passwords must match and be at least 6 characters long. One
 * message at a time, above the button, which any edit clears; Accept is disabled while either is empty.
 */
export function AcceptInvitationForm({
  token,
  invitation,
  onAccepted,
  onSecondFactor,
  initialError = null,
}: AcceptInvitationFormProps) {
  const accept = useAcceptInvitation();
  const busy = accept.isPending;
  // An account with this email exists already: it joins with its current password, nothing to confirm.
  const existing = invitation.existingAccount;
  const { values, error, ready, change, setError, handleSubmit } = useSchemaForm(
    existing ? existingAccountPasswordSchema : newAccountPasswordsSchema,
    { password: '', confirmPassword: '' },
    {
      busy,
      ready: ({ password, confirmPassword }) => password !== '' && (existing || confirmPassword !== ''),
      report: 'form',
      initialError,
      onSave: ({ password }) =>
        accept.mutate(
          { token, password },
          {
            onSuccess: (answer) => {
              if (needsSecondFactor(answer)) onSecondFactor(answer.secondFactor);
              else onAccepted(answer);
            },
            onError: (cause) => setError(errorMessage(cause, 'Failed to accept invitation')),
          },
        ),
    },
  );
  const ids = useId();
  const inviter = invitation.invitedBy ? displayName(invitation.invitedBy) : null;

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} aria-describedby={`${ids}-summary`}>
      <div id={`${ids}-summary`} className="flex flex-col gap-2 text-center text-sm text-slate-600">
        <p>
          {inviter ? (
            <>
              <span className="font-medium text-slate-900">{inviter}</span> invited you to join{' '}
            </>
          ) : (
            'You are invited to join '
          )}
          <span className="font-medium text-slate-900">{invitation.organizationName}</span> as{' '}
          {invitation.role === 'admin' ? 'an' : 'a'} {roleLabel(invitation.role)}.
        </p>
        <p className="rounded-lg bg-slate-50 px-3 py-2 font-medium break-all text-slate-900">
          {invitation.email}
        </p>
        <p>
          {existing
            ? 'You already have an account with this email. Enter its password to join.'
            : 'Choose a password to create your account.'}
        </p>
      </div>

      <FormField
        id={`${ids}-password`}
        name="password"
        label="Password"
        hint={existing ? undefined : `At least ${MIN_PASSWORD_LENGTH} characters.`}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete={existing ? 'current-password' : 'new-password'}
            required
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>

      {existing ? null : (
        <FormField id={`${ids}-confirm`} name="confirmPassword" label="Confirm password">
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              required
              value={values.confirmPassword}
              onChange={(event) => change('confirmPassword', event.target.value)}
              disabled={busy}
            />
          )}
        </FormField>
      )}

      {error ? <ErrorMessage>{error}</ErrorMessage> : null}

      <SubmitButton size="lg" className="w-full" busy={busy} busyLabel="Accepting..." disabled={!ready}>
        Accept Invitation
      </SubmitButton>
    </form>
  );
}
