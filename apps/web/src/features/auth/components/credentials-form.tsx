import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import {
  type AppInfo,
  MIN_PASSWORD_LENGTH,
  needsSecondFactor,
  PRODUCT_NAME,
  type SecondFactorMethod,
  type SessionResponse,
  type SignInRequest,
  type SignUpRequest,
  type SsoProvider,
  signInRequestSchema,
  signUpRequestSchema,
} from '@steward/domain';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSchemaForm } from '@/lib/use-schema-form';
import { passkeyErrorMessage, usePasskeySignIn } from '../api/passkey-sign-in';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import { DemoAccountCard } from './demo-account-card';
import { OrDivider } from './or-divider';
import type { SecondFactorChallenge } from './second-factor-step';
import { SsoLinks } from './sso-links';

type Mode = 'sign-in' | 'sign-up';

export const SIGN_UP_SUCCESS_MESSAGE = 'Account created successfully! You can now sign in.';

interface CredentialsFormProps {
  /** Shown with a "Use demo account" button in demo mode only. */
  demoCredentials?: AppInfo['demoCredentials'];
  /** The single sign-on providers this server is set up for: a link for each. */
  ssoProviders: readonly SsoProvider[];
  /** The email to sign in again with (back from the second step): the password field takes the focus. */
  initialEmail?: string;
  /** Why the member is back at this form (a failed single sign-on). */
  initialError?: string | null;
  /** The password was right and a second factor is due. */
  onSecondFactor: (challenge: SecondFactorChallenge) => void;
  /** Signed in with a passkey alone (a password's session is adopted by useSignIn). */
  onSignedIn: (session: SessionResponse, method: SecondFactorMethod) => void;
}

/**
 * Sign in or create an account (spec 000 §2 Sign-in / sign-up, §5, §8), checked with the API's own
 * schema, and the other ways in: a passkey (where the browser has WebAuthn) and single sign-on (where
 * the server is set up for it). One message at a time, above the button: a value the schema refuses
 * (a short password at sign-up) or the server's reason; it stays until the next try or a change of mode.
 */
export function CredentialsForm({
  demoCredentials,
  ssoProviders,
  initialEmail = '',
  initialError = null,
  onSecondFactor,
  onSignedIn,
}: CredentialsFormProps) {
  const [mode, setMode] = useState<Mode>('sign-in');
  const signIn = useSignIn();
  const signUp = useSignUp();
  const passkey = usePasskeySignIn();
  const passwordRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  const isSignUp = mode === 'sign-up';
  const busy = signIn.isPending || signUp.isPending || passkey.isPending;
  const { values, error, change, setValues, setError, handleSubmit } = useSchemaForm<
    { email: string; password: string; fullName: string },
    SignInRequest | SignUpRequest
  >(
    isSignUp ? signUpRequestSchema : signInRequestSchema,
    { email: initialEmail, password: '', fullName: '' },
    {
      busy,
      report: 'form',
      clearErrorOnEdit: false,
      initialError,
      onSave: (request) => {
        const { email, password } = request;
        if (isSignUp) {
          const fullName = 'fullName' in request ? request.fullName : null;
          signUp.mutate(
            { email, password, ...(fullName ? { fullName } : {}) },
            {
              onSuccess: () => {
                toast.success(SIGN_UP_SUCCESS_MESSAGE);
                switchMode('sign-in');
              },
              onError: (cause) => setError(errorMessage(cause)),
            },
          );
        } else {
          signIn.mutate(
            { email, password },
            {
              onSuccess: (answer) => {
                if (needsSecondFactor(answer)) onSecondFactor(answer.secondFactor);
              },
              onError: (cause) => setError(errorMessage(cause)),
            },
          );
        }
      },
    },
  );
  const title = isSignUp ? 'Create your account' : `Sign in to ${PRODUCT_NAME}`;
  useDocumentTitle(isSignUp ? 'Create your account' : 'Sign in');
  const submitLabel = isSignUp ? 'Create account' : 'Sign in';
  const busyLabel = isSignUp ? 'Creating account...' : 'Signing in...';
  const passkeySupported = browserSupportsWebAuthn();
  const otherWays = !isSignUp && (passkeySupported || ssoProviders.length > 0);

  // Back from the second step, the email is there: the password is what to type.
  useEffect(() => {
    if (initialEmail) passwordRef.current?.focus();
  }, [initialEmail]);

  function switchMode(next: Mode) {
    setMode(next);
    setError(null);
  }

  function fillDemoAccount() {
    if (!demoCredentials) return;
    setValues((current) => ({
      ...current,
      email: demoCredentials.email,
      password: demoCredentials.password,
    }));
    switchMode('sign-in');
  }

  function signInWithPasskey() {
    setError(null);
    passkey.mutate(
      { purpose: 'sign_in', rememberDevice: false },
      {
        onSuccess: (session) => onSignedIn(session, 'passkey'),
        onError: (cause) => setError(passkeyErrorMessage(cause)),
      },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="text-center">
        <h1 id={`${ids}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
          {title}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {isSignUp ? 'Join your organization on Steward.' : 'Documents, operations and giving in one place.'}
        </p>
      </div>

      <form className="flex flex-col gap-4" onSubmit={handleSubmit} aria-labelledby={`${ids}-title`}>
        {isSignUp ? (
          <FormField id={`${ids}-name`} name="fullName" label="Full name" optional>
            {(control) => (
              <Input
                {...control}
                autoComplete="name"
                value={values.fullName}
                onChange={(event) => change('fullName', event.target.value)}
                disabled={busy}
              />
            )}
          </FormField>
        ) : null}

        <FormField id={`${ids}-email`} name="email" label="Email">
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
              disabled={busy}
              placeholder="you@example.org"
            />
          )}
        </FormField>

        <FormField
          id={`${ids}-password`}
          name="password"
          label="Password"
          hint={isSignUp ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
        >
          {(control) => (
            <PasswordInput
              {...control}
              ref={passwordRef}
              autoComplete={isSignUp ? 'new-password' : 'current-password'}
              required
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              disabled={busy}
            />
          )}
        </FormField>

        {error ? <ErrorMessage>{error}</ErrorMessage> : null}

        <SubmitButton
          size="lg"
          className="w-full"
          busy={signIn.isPending || signUp.isPending}
          busyLabel={busyLabel}
          disabled={busy}
        >
          {submitLabel}
        </SubmitButton>
      </form>

      {otherWays ? (
        <div className="flex flex-col gap-4">
          <OrDivider />
          <div className="flex flex-col gap-2">
            {passkeySupported ? (
              <Button
                variant="secondary"
                size="lg"
                className="w-full"
                onClick={signInWithPasskey}
                disabled={busy}
              >
                {passkey.isPending ? (
                  <Spinner className="size-4 text-current" />
                ) : (
                  <KeyRound aria-hidden="true" />
                )}
                {passkey.isPending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
              </Button>
            ) : null}
            <SsoLinks providers={ssoProviders} verb="Sign in" />
          </div>
        </div>
      ) : null}

      <p className="text-center text-sm text-slate-600">
        {isSignUp ? 'Already have an account? ' : "Don't have an account? "}
        <Button variant="link" onClick={() => switchMode(isSignUp ? 'sign-in' : 'sign-up')} disabled={busy}>
          {isSignUp ? 'Sign in' : 'Sign up'}
        </Button>
      </p>

      {demoCredentials ? (
        <DemoAccountCard
          email={demoCredentials.email}
          password={demoCredentials.password}
          onUse={fillDemoAccount}
          disabled={busy}
        />
      ) : null}
    </div>
  );
}
