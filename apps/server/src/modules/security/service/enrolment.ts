import type { Db } from '@/db/client';
import { type ClientInfo, endSessionsOfUser, type Principal } from '@/platform/session/session';
import { startSignedInSession } from './sign-in-steps';

/**
 * A member whose session was restricted to enrolment has just set up a second factor: the
 * restricted session ends and a full one replaces it (the route sets its cookie).
 *
 * A small stand-in written with the passkeys: the full version (ending only the restricted
 * sessions) comes with the authenticator app's enrolment and replaces this one.
 */
export async function finishEnrolment(db: Db, principal: Principal, client: ClientInfo) {
  await endSessionsOfUser(db, principal.userId);
  return startSignedInSession(db, principal.userId, client, 'password');
}
