import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useSignOut } from '@/features/auth/api/sign-out';
import { EnrolmentScreen } from '@/features/security/components/enrolment-screen';
import { DemoBanner } from '@/features/system/components/demo-banner';
import { errorMessage } from '@/lib/api-client';
import { useAppInfo } from '@/lib/app-info';
import { CurrentSessionProvider } from '@/lib/session/current-session';
import { useSession } from '@/lib/session/get-session';
import { sessionKeys } from '@/lib/session/session-keys';
import { SignInScreen } from './sign-in-screen';

interface AuthGateProps {
  children: ReactNode;
}

/**
 * The organisation requires a second factor this member lacks: the server restricts the session to
 * enrolment, so the app stays closed until there is one. Enrolling ends the restricted session and
 * sets a full one; asking for the session again then opens the app.
 */
function EnrolmentGate({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const { data: appInfo } = useAppInfo();
  return (
    <EnrolmentScreen
      email={email}
      banner={appInfo?.demoMode ? <DemoBanner /> : null}
      onEnrolled={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.current() })}
      signOut={
        <Button
          variant="secondary"
          className="w-full"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })}
        >
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      }
    />
  );
}

/**
 * Loading spinner, then sign-in when signed out, enrolment when the organisation requires a second
 * factor first, else the signed-in app with its session.
 */
export function AuthGate({ children }: AuthGateProps) {
  const session = useSession();

  if (session.isPending) {
    return <LoadingState className="min-h-dvh" />;
  }
  if (session.isError && session.data === undefined) {
    return (
      <div
        role="alert"
        className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center"
      >
        <p className="text-base font-medium text-slate-900">We could not reach Steward.</p>
        <p className="text-sm text-slate-600">{errorMessage(session.error)}</p>
        <Button onClick={() => void session.refetch()} disabled={session.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  if (!session.data) {
    return <SignInScreen />;
  }
  if (session.data.twoFactorSetupRequired) {
    return <EnrolmentGate email={session.data.user.email} />;
  }
  return <CurrentSessionProvider session={session.data}>{children}</CurrentSessionProvider>;
}
