import {
  type AppInfo,
  SECURITY_MESSAGES,
  type SecondFactorMethod,
  type SessionResponse,
  type SsoProvider,
} from '@steward/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { usePendingSignIn } from '../api/pending-sign-in';
import { useSsoReturn } from '../hooks/use-sso-return';
import { useStartSession } from '../hooks/use-start-session';
import { CredentialsForm } from './credentials-form';
import { type SecondFactorChallenge, SecondFactorStep } from './second-factor-step';

/** The path of the "Sign-in and security" page, where a member sets up their second factors. */
export const SECURITY_PAGE_PATH = '/account/security';

export const RECOVERY_CODE_USED_MESSAGE = 'You signed in with a recovery code';
export const RECOVERY_CODE_USED_ADVICE =
  'Set up your authenticator app again and create new recovery codes, so you are never left without a way in.';

interface SignInFormProps {
  /** Shown with a "Use demo account" button in demo mode only. */
  demoCredentials?: AppInfo['demoCredentials'];
  /** The single sign-on providers this server is set up for (app info). */
  ssoProviders?: readonly SsoProvider[];
}

/**
 * The whole of signing in: the password form (or a passkey, or single sign-on), then, when the
 * server asks for it, the second step in the form's place. A provider that sent the browser back
 * (`?sso=second-factor`, `?sso_error=`) is answered as the page opens.
 */
export function SignInForm({ demoCredentials, ssoProviders = [] }: SignInFormProps) {
  const sso = useSsoReturn();
  const pending = usePendingSignIn(sso.secondFactor);

  if (sso.secondFactor && pending.isPending) return <LoadingState />;

  // No pending sign-in (404): it expired, or this browser never had one.
  const pendingError = pending.isError
    ? isApiError(pending.error) && pending.error.status === 404
      ? SECURITY_MESSAGES.pendingExpired
      : errorMessage(pending.error)
    : null;
  return (
    <SignInSteps
      demoCredentials={demoCredentials}
      ssoProviders={ssoProviders}
      initialChallenge={pending.data?.secondFactor ?? null}
      initialError={sso.error ?? pendingError}
    />
  );
}

interface SignInStepsProps {
  demoCredentials?: AppInfo['demoCredentials'];
  ssoProviders: readonly SsoProvider[];
  initialChallenge: SecondFactorChallenge | null;
  initialError: string | null;
}

function SignInSteps({ demoCredentials, ssoProviders, initialChallenge, initialError }: SignInStepsProps) {
  const [challenge, setChallenge] = useState(initialChallenge);
  const [returnEmail, setReturnEmail] = useState('');
  const startSession = useStartSession();
  const navigate = useNavigate();

  function handleSignedIn(session: SessionResponse, method: SecondFactorMethod) {
    // A recovery code is a sign the authenticator is lost: say what to do before the codes run out.
    if (method === 'recovery_code') {
      toast.warning(RECOVERY_CODE_USED_MESSAGE, {
        description: RECOVERY_CODE_USED_ADVICE,
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Set up now', onClick: () => void navigate(SECURITY_PAGE_PATH) },
      });
    }
    startSession(session);
  }

  if (challenge) {
    return (
      <SecondFactorStep
        challenge={challenge}
        onSignedIn={handleSignedIn}
        onBack={() => {
          setReturnEmail(challenge.email);
          setChallenge(null);
        }}
      />
    );
  }
  return (
    <CredentialsForm
      demoCredentials={demoCredentials}
      ssoProviders={ssoProviders}
      initialEmail={returnEmail}
      initialError={returnEmail ? null : initialError}
      onSecondFactor={setChallenge}
      onSignedIn={handleSignedIn}
    />
  );
}
