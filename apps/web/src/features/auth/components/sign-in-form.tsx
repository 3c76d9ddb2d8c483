import {
  type AppInfo,
  MIN_PASSWORD_LENGTH,
  PRODUCT_NAME,
  type SignInRequest,
  type SignUpRequest,
  signInRequestSchema,
  signUpRequestSchema,
} from '@steward/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import { DemoAccountCard } from './demo-account-card';

type Mode = 'sign-in' | 'sign-up';

export const SIGN_UP_SUCCESS_MESSAGE = 'Account created successfully! You can now sign in.';

interface SignInFormProps {
  /** Shown with a "Use demo account" button in demo mode only. */
  demoCredentials?: AppInfo['demoCredentials'];
}

/**
 * Sign in or create an account (spec 000 §2 Sign-in / sign-up, §5, §8), checked with the API's own
 * schema. One message at a time, above the button: a value the schema refuses (a short password at
 * sign-up) or the server's reason; it stays until the next try or a change of mode.
 */
export function SignInForm({ demoCredentials }: SignInFormProps) {
  const [mode, setMode] = useState<Mode>('sign-in');
  const signIn = useSignIn();
  const signUp = useSignUp();
  const ids = useId();

  const isSignUp = mode === 'sign-up';
  const busy = signIn.isPending || signUp.isPending;
  const { values, error, change, setValues, setError, handleSubmit } = useSchemaForm<
    { email: string; password: string; fullName: string },
    SignInRequest | SignUpRequest
  >(
    isSignUp ? signUpRequestSchema : signInRequestSchema,
    { email: '', password: '', fullName: '' },
    {
      busy,
      report: 'form',
      clearErrorOnEdit: false,
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
          signIn.mutate({ email, password }, { onError: (cause) => setError(errorMessage(cause)) });
        }
      },
    },
  );
  const title = isSignUp ? 'Create your account' : `Sign in to ${PRODUCT_NAME}`;
  useDocumentTitle(isSignUp ? 'Create your account' : 'Sign in');
  const submitLabel = isSignUp ? 'Create account' : 'Sign in';
  const busyLabel = isSignUp ? 'Creating account...' : 'Signing in...';

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
              autoComplete={isSignUp ? 'new-password' : 'current-password'}
              required
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              disabled={busy}
            />
          )}
        </FormField>

        {error ? <ErrorMessage>{error}</ErrorMessage> : null}

        <SubmitButton size="lg" className="w-full" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </form>

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
