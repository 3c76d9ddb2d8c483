import type { Db } from '@/db/client';
import { type ClientInfo, endRestrictedSessions, type Principal } from '@/platform/session/session';
import { startSignedInSession } from './sign-in-steps';

/**
 * After a member enrolled a second factor: when their session was restricted to enrolment (the
 * organisation requires one), every restricted session of theirs ends and a fresh, unrestricted
 * session starts, whose token the route sets as the cookie. Null when the session was not
 * restricted (it carries on as it is).
 */
export async function finishEnrolment(
  db: Db,
  principal: Principal,
  client: ClientInfo,
): Promise<{ token: string; principal: Principal } | null> {
  if (!principal.mustEnrol) return null;
  await endRestrictedSessions(db, principal.userId);
  return startSignedInSession(db, principal.userId, client, 'enrolment');
}
