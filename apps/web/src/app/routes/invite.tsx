import { INVALID_INVITATION, invitationLookupRequestSchema, type SessionResponse } from '@steward/domain';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { StandalonePage } from '@/components/standalone-page';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { OrDivider } from '@/features/auth/components/or-divider';
import { type SecondFactorChallenge, SecondFactorStep } from '@/features/auth/components/second-factor-step';
import { SsoLinks } from '@/features/auth/components/sso-links';
import { useSsoReturn } from '@/features/auth/hooks/use-sso-return';
import { useStartSession } from '@/features/auth/hooks/use-start-session';
import { useInvitationLookup } from '@/features/invitations/api/lookup-invitation';
import { AcceptInvitationForm } from '@/features/invitations/components/accept-invitation-form';
import { isApiError } from '@/lib/api-client';
import { useAppInfo } from '@/lib/app-info';
import { readSessionValue, removeSessionValue, writeSessionValue } from '@/lib/session-storage';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The invitation token while this tab is away at a single sign-on provider: a provider's failure comes
 * back to "/invite?sso_error=..." without it (the server may no longer know which invitation it was).
 */
export const SSO_INVITATION_KEY = 'steward.ssoInvitation';

/** A link with no token, or one that could never be a token, is not worth asking the server about. */
function validToken(token: string | undefined): string | null {
  return invitationLookupRequestSchema.safeParse({ token }).success ? (token ?? null) : null;
}

/** The page's heading, and the tab's title with it (the second step, in its place, has its own). */
function InvitationHeading() {
  useDocumentTitle('Accept Invitation');
  return (
    <h1 className="text-center text-2xl font-semibold tracking-tight text-slate-900">Accept Invitation</h1>
  );
}

function InvalidInvitation({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div className="flex size-12 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <CircleAlert aria-hidden="true" className="size-6" />
      </div>
      <p role="alert" className="text-base font-medium text-slate-900">
        {message}
      </p>
      <p className="text-sm text-slate-600">Ask the person who invited you for a new invitation link.</p>
      <Button asChild className="w-full">
        <Link to="/">Go to Login</Link>
      </Button>
    </div>
  );
}

function InvitationContent({ token }: { token: string | null }) {
  const lookup = useInvitationLookup(token);
  const sso = useSsoReturn();
  const { data: appInfo } = useAppInfo();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const startSession = useStartSession();
  const navigate = useNavigate();

  // The address holds the token again: the tab's copy for the trip to the provider has done its job.
  useEffect(() => {
    if (token !== null) removeSessionValue(SSO_INVITATION_KEY);
  }, [token]);

  function handleAccepted(session: SessionResponse) {
    startSession(session);
    toast.success(`Welcome to ${session.organization?.name ?? 'Steward'}!`);
    void navigate('/', { replace: true });
  }

  if (challenge) {
    return (
      <SecondFactorStep
        challenge={challenge}
        onSignedIn={handleAccepted}
        onBack={() => setChallenge(null)}
        backLabel="Back to the invitation"
      />
    );
  }

  let content: ReactNode;
  if (token === null) {
    content = <InvalidInvitation message={sso.error ?? 'Invalid invitation link'} />;
  } else if (lookup.isPending) {
    content = <LoadingState />;
  } else if (lookup.isError) {
    const invalid = isApiError(lookup.error) && [400, 404].includes(lookup.error.status);
    content = <InvalidInvitation message={invalid ? INVALID_INVITATION : 'Failed to load invitation'} />;
  } else {
    const providers = appInfo?.ssoProviders ?? [];
    content = (
      <>
        <AcceptInvitationForm
          token={token}
          invitation={lookup.data}
          onAccepted={handleAccepted}
          onSecondFactor={setChallenge}
          initialError={sso.error}
        />
        {providers.length > 0 ? (
          <>
            <OrDivider />
            <SsoLinks
              providers={providers}
              verb="Accept"
              invitationToken={token}
              onLeave={() => writeSessionValue(SSO_INVITATION_KEY, token)}
            />
          </>
        ) : null}
      </>
    );
  }
  return (
    <>
      <InvitationHeading />
      {content}
    </>
  );
}

/** "/invite/{token}", outside the signed-in shell (spec 000 §2 Accept invitation, §8 Invitation page). */
export function InviteRoute() {
  const { token } = useParams();
  const { search } = useLocation();

  // Back from a provider without the token: the invitation this tab left with, its message kept.
  const remembered = token === undefined ? readSessionValue(SSO_INVITATION_KEY) : null;
  if (remembered) return <Navigate replace to={`/invite/${encodeURIComponent(remembered)}${search}`} />;

  return (
    <StandalonePage>
      <div className="flex flex-col gap-5">
        <InvitationContent token={validToken(token)} />
      </div>
    </StandalonePage>
  );
}
