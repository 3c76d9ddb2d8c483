import { type InvitationLookup, MIN_PASSWORD_LENGTH, roleLabel, type SessionResponse } from '@steward/domain';
import { type FormEvent, useId, useState } from 'react';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAcceptInvitation } from '../api/accept-invitation';

/** The first rule a new password breaks, in the order of spec 000 §5, or null. */
function passwordProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  return null;
}

interface AcceptInvitationFormProps {
  token: string;
  invitation: InvitationLookup;
  /** Receives the invitee's new session (the server has set its cookie). */
  onAccepted: (session: SessionResponse) => void;
}

/** Spec 000 §2 Accept invitation and §5: passwords must match and be at least 6 characters long. */
export function AcceptInvitationForm({ token, invitation, onAccepted }: AcceptInvitationFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptInvitation();
  const ids = useId();
  // An account with this email exists already: it joins with its current password, nothing to confirm.
  const existing = invitation.existingAccount;
  const inviter = invitation.invitedBy
    ? invitation.invitedBy.fullName?.trim() || invitation.invitedBy.email
    : null;
  const incomplete = !password || (!existing && !confirmation);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (incomplete || accept.isPending) return;
    const problem = existing ? null : passwordProblem(password, confirmation);
    setError(problem);
    if (problem) return;
    accept.mutate(
      { token, password },
      {
        onSuccess: onAccepted,
        onError: (cause) => setError(errorMessage(cause, 'Failed to accept invitation')),
      },
    );
  }

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

      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-password`}>Password</Label>
        <PasswordInput
          id={`${ids}-password`}
          name="password"
          autoComplete={existing ? 'current-password' : 'new-password'}
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
          disabled={accept.isPending}
          aria-describedby={existing ? undefined : `${ids}-hint`}
        />
        {existing ? null : (
          <p id={`${ids}-hint`} className="text-xs text-slate-500">
            At least {MIN_PASSWORD_LENGTH} characters.
          </p>
        )}
      </div>

      {existing ? null : (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-confirm`}>Confirm password</Label>
          <PasswordInput
            id={`${ids}-confirm`}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.target.value);
              setError(null);
            }}
            disabled={accept.isPending}
          />
        </div>
      )}

      {error ? <ErrorMessage>{error}</ErrorMessage> : null}

      <Button type="submit" size="lg" className="w-full" disabled={incomplete || accept.isPending}>
        {accept.isPending ? <Spinner className="size-4 text-current" /> : null}
        {accept.isPending ? 'Accepting...' : 'Accept Invitation'}
      </Button>
    </form>
  );
}
