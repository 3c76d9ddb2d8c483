import type { SessionResponse } from '@steward/domain';
import { createContext, type ReactNode, useContext } from 'react';

const CurrentSessionContext = createContext<SessionResponse | null>(null);

interface CurrentSessionProviderProps {
  session: SessionResponse;
  children: ReactNode;
}

/** Set by the auth gate: everything inside the signed-in shell can rely on a session. */
export function CurrentSessionProvider({ session, children }: CurrentSessionProviderProps) {
  return <CurrentSessionContext.Provider value={session}>{children}</CurrentSessionContext.Provider>;
}

export function useCurrentSession(): SessionResponse {
  const session = useContext(CurrentSessionContext);
  if (!session) throw new Error('useCurrentSession is only available inside the signed-in shell');
  return session;
}
