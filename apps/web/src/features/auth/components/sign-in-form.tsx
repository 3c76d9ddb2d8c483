import { MIN_PASSWORD_LENGTH, PRODUCT_NAME } from '@steward/domain';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import { DemoAccountCard } from './demo-account-card';

type Mode = 'sign-in' | 'sign-up';

export const SIGN_UP_SUCCESS_MESSAGE = 'Account created successfully! You can now sign in.';

interface SignInFormProps {
  /** Shown with a "Use demo account" button in demo mode only. */
  demoCredentials?: { email: string; password: string } | null;
}

/** Sign in or create an account (spec 000 §2 Sign-in / sign-up, §5, §8). */
export function SignInForm({ demoCredentials }: SignInFormProps) {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fullName, setFullName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();
  const signUp = useSignUp();
  const ids = useId();

  const isSignUp = mode === 'sign-up';
  const busy = signIn.isPending || signUp.isPending;
  const title = isSignUp ? 'Create your account' : `Sign in to ${PRODUCT_NAME}`;
  useDocumentTitle(isSignUp ? 'Create your account' : 'Sign in');
  const submitLabel = isSignUp
    ? busy
      ? 'Creating account...'
      : 'Create account'
    : busy
      ? 'Signing in...'
      : 'Sign in';

  function switchMode(next: Mode) {
    setMode(next);
    setError(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (isSignUp) {
      if (password.length < MIN_PASSWORD_LENGTH) {
        setError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
        return;
      }
      const name = fullName.trim();
      signUp.mutate(
        { email: email.trim(), password, ...(name ? { fullName: name } : {}) },
        {
          onSuccess: () => {
            toast.success(SIGN_UP_SUCCESS_MESSAGE);
            switchMode('sign-in');
          },
          onError: (cause) => setError(errorMessage(cause)),
        },
      );
    } else {
      signIn.mutate({ email: email.trim(), password }, { onError: (cause) => setError(errorMessage(cause)) });
    }
  }

  function fillDemoAccount() {
    if (!demoCredentials) return;
    setEmail(demoCredentials.email);
    setPassword(demoCredentials.password);
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
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-name`}>
              Full name <span className="font-normal text-slate-500">(optional)</span>
            </Label>
            <Input
              id={`${ids}-name`}
              name="fullName"
              autoComplete="name"
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
              disabled={busy}
            />
          </div>
        ) : null}

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-email`}>Email</Label>
          <Input
            id={`${ids}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={busy}
            placeholder="you@example.org"
          />
        </div>

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-password`}>Password</Label>
          <PasswordInput
            id={`${ids}-password`}
            name="password"
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={busy}
            aria-describedby={isSignUp ? `${ids}-password-hint` : undefined}
          />
          {isSignUp ? (
            <p id={`${ids}-password-hint`} className="text-xs text-slate-500">
              At least {MIN_PASSWORD_LENGTH} characters.
            </p>
          ) : null}
        </div>

        {error ? <ErrorMessage>{error}</ErrorMessage> : null}

        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? <Spinner className="size-4 text-current" /> : null}
          {submitLabel}
        </Button>
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
