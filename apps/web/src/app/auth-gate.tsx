import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { CurrentSessionProvider } from '@/lib/session/current-session';
import { useSession } from '@/lib/session/get-session';
import { SignInScreen } from './sign-in-screen';

interface AuthGateProps {
  children: ReactNode;
}

/** Loading spinner, then sign-in when signed out, else the signed-in app with its session. */
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
  return <CurrentSessionProvider session={session.data}>{children}</CurrentSessionProvider>;
}
