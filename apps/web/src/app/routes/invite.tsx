import { INVALID_INVITATION, invitationLookupRequestSchema, type SessionResponse } from '@steward/domain';
import { CircleAlert } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { StandalonePage } from '@/components/standalone-page';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useStartSession } from '@/features/auth/hooks/use-start-session';
import { useInvitationLookup } from '@/features/invitations/api/lookup-invitation';
import { AcceptInvitationForm } from '@/features/invitations/components/accept-invitation-form';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A link with no token, or one that could never be a token, is not worth asking the server about. */
function validToken(token: string | undefined): string | null {
  return invitationLookupRequestSchema.safeParse({ token }).success ? (token ?? null) : null;
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
  const startSession = useStartSession();
  const navigate = useNavigate();

  if (token === null) return <InvalidInvitation message="Invalid invitation link" />;
  if (lookup.isPending) return <LoadingState />;
  if (lookup.isError) {
    const invalid = isApiError(lookup.error) && [400, 404].includes(lookup.error.status);
    return <InvalidInvitation message={invalid ? INVALID_INVITATION : 'Failed to load invitation'} />;
  }

  function handleAccepted(session: SessionResponse) {
    startSession(session);
    toast.success(`Welcome to ${session.organization?.name ?? 'Steward'}!`);
    void navigate('/', { replace: true });
  }

  return <AcceptInvitationForm token={token} invitation={lookup.data} onAccepted={handleAccepted} />;
}

/** "/invite/{token}", outside the signed-in shell (spec 000 §2 Accept invitation, §8 Invitation page). */
export function InviteRoute() {
  useDocumentTitle('Accept Invitation');
  const { token } = useParams();

  return (
    <StandalonePage>
      <div className="flex flex-col gap-5">
        <h1 className="text-center text-2xl font-semibold tracking-tight text-slate-900">
          Accept Invitation
        </h1>
        <InvitationContent token={validToken(token)} />
      </div>
    </StandalonePage>
  );
}
