import {
  LIMITS,
  SECOND_FACTOR_METHODS,
  type SecondFactorMethod,
  type SecondFactorRequired,
  type SessionResponse,
  secondFactorRequestSchema,
  TRUSTED_DEVICE_DAYS,
} from '@steward/domain';
import { ArrowLeft, KeyRound, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { SubmitButton } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSchemaForm } from '@/lib/use-schema-form';
import { passkeyErrorMessage, usePasskeySignIn } from '../api/passkey-sign-in';
import { useVerifySecondFactor } from '../api/second-factor';

export type SecondFactorChallenge = SecondFactorRequired['secondFactor'];

interface SecondFactorStepProps {
  /** The member's ways to prove it is them, from the server's answer to their password (or SSO). */
  challenge: SecondFactorChallenge;
  /** The session has started; `method` says how (after a recovery code, re-enrolment is due). */
  onSignedIn: (session: SessionResponse, method: SecondFactorMethod) => void;
  onBack: () => void;
  backLabel?: string;
}

const INSTRUCTIONS: Record<SecondFactorMethod, string> = {
  totp: 'Enter the 6-digit code your authenticator app shows for Steward.',
  recovery_code: 'Enter one of the recovery codes you saved when you set up two-step verification.',
  passkey: 'Use the passkey or security key you added to your account.',
};

/**
 * The second step of signing in, in place of the password form: a code from the authenticator app, a
 * recovery code, or a passkey, whichever the member has. Offered first is the app, then a passkey; the
 * others are one click away. The server's refusal (a wrong or reused code, an expired step) shows as
 * the form's one message.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onBack,
  backLabel = 'Back to sign in',
}: SecondFactorStepProps) {
  const verify = useVerifySecondFactor();
  const passkey = usePasskeySignIn();
  const busy = verify.isPending || passkey.isPending;
  const codeRef = useRef<HTMLInputElement>(null);
  const passkeyRef = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const has = (method: SecondFactorMethod) => challenge.methods.includes(method);
  useDocumentTitle('Two-step verification');

  const { values, error, change, setValues, setError, handleSubmit } = useSchemaForm(
    secondFactorRequestSchema,
    () => ({
      method: SECOND_FACTOR_METHODS.find(has) ?? 'recovery_code',
      code: '',
      rememberDevice: false,
    }),
    {
      busy,
      report: 'form',
      onSave: (request) =>
        verify.mutate(request, {
          onSuccess: (session) => onSignedIn(session, request.method),
          onError: (cause) => setError(errorMessage(cause)),
        }),
    },
  );
  const mode = values.method;

  // The field (or the passkey button) of the way shown takes the focus: the step replaced the form
  // the member had just sent, and switching ways replaces the field.
  useEffect(() => {
    (mode === 'passkey' ? passkeyRef : codeRef).current?.focus();
  }, [mode]);

  // Refused: back to the field with the code selected (typing the next one replaces it), or to the
  // passkey button; the control that was pressed was disabled on the way and lost the focus.
  useEffect(() => {
    if (!verify.error && !passkey.error) return;
    const code = codeRef.current;
    if (code) {
      code.focus();
      code.select();
    } else {
      passkeyRef.current?.focus();
    }
  }, [verify.error, passkey.error]);

  function switchTo(method: SecondFactorMethod) {
    setValues((current) => ({ ...current, method, code: '' }));
    setError(null);
  }

  function startPasskey() {
    setError(null);
    passkey.mutate(
      { purpose: 'second_factor', rememberDevice: values.rememberDevice },
      {
        onSuccess: (session) => onSignedIn(session, 'passkey'),
        onError: (cause) => setError(passkeyErrorMessage(cause)),
      },
    );
  }

  const rememberDevice = (
    <div className="flex items-center gap-2">
      <Checkbox
        id={`${ids}-remember`}
        checked={values.rememberDevice}
        onChange={(event) => setValues((current) => ({ ...current, rememberDevice: event.target.checked }))}
        disabled={busy}
      />
      <label htmlFor={`${ids}-remember`} className="text-sm text-slate-700">
        Remember this device for {TRUSTED_DEVICE_DAYS} days
      </label>
    </div>
  );
  const errorBox = error ? <ErrorMessage>{error}</ErrorMessage> : null;
  const passkeyLabel = passkey.isPending ? 'Waiting for your passkey...' : 'Use a passkey';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <div className="flex size-12 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </div>
        <h1 id={`${ids}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
          Two-step verification
        </h1>
        <p id={`${ids}-instruction`} className="text-sm text-slate-600">
          {INSTRUCTIONS[mode]}
        </p>
        <p className="text-sm font-medium break-all text-slate-900">{challenge.email}</p>
      </div>

      {mode === 'passkey' ? (
        <div className="flex flex-col gap-4">
          {rememberDevice}
          {errorBox}
          <Button ref={passkeyRef} size="lg" className="w-full" onClick={startPasskey} disabled={busy}>
            {passkey.isPending ? (
              <Spinner className="size-4 text-current" />
            ) : (
              <KeyRound aria-hidden="true" />
            )}
            {passkeyLabel}
          </Button>
        </div>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={handleSubmit}
          aria-labelledby={`${ids}-title`}
          aria-describedby={`${ids}-instruction`}
        >
          <FormField
            id={`${ids}-code`}
            name="code"
            label={mode === 'totp' ? 'Authentication code' : 'Recovery code'}
            hint={mode === 'recovery_code' ? 'Such as abcde-12345. Each code works once.' : undefined}
          >
            {(control) => (
              <Input
                {...control}
                ref={codeRef}
                inputMode={mode === 'totp' ? 'numeric' : 'text'}
                autoComplete={mode === 'totp' ? 'one-time-code' : 'off'}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                maxLength={LIMITS.account.codeMax}
                value={values.code}
                onChange={(event) => change('code', event.target.value)}
                disabled={busy}
                className="font-mono text-base tracking-widest"
              />
            )}
          </FormField>
          {rememberDevice}
          {errorBox}
          <SubmitButton
            size="lg"
            className="w-full"
            busy={verify.isPending}
            busyLabel="Verifying..."
            disabled={busy}
          >
            Verify
          </SubmitButton>
        </form>
      )}

      <div className="flex flex-col items-center gap-3">
        {mode !== 'passkey' && has('passkey') ? (
          <Button variant="link" onClick={startPasskey} disabled={busy}>
            {passkeyLabel}
          </Button>
        ) : null}
        {mode !== 'totp' && has('totp') ? (
          <Button variant="link" onClick={() => switchTo('totp')} disabled={busy}>
            Use your authenticator app
          </Button>
        ) : null}
        {mode !== 'recovery_code' && has('recovery_code') ? (
          <Button variant="link" onClick={() => switchTo('recovery_code')} disabled={busy}>
            Use a recovery code
          </Button>
        ) : null}
        <Button variant="link" className="gap-1 text-slate-600" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Button>
      </div>
    </div>
  );
}
