import type { Db } from '@/db/client';
import {
  type ClientInfo,
  endRestrictedSessions,
  endSessionById,
  type Principal,
} from '@/platform/session/session';
import { startSignedInSession } from './sign-in-steps';

/**
 * After a member enrolled a second factor: when their session was held to enrolment (the
 * organisation requires one), this session and every session of theirs restricted at sign-in end,
 * and a fresh, unrestricted session starts, whose token the route sets as the cookie. Null when
 * the session was not held (it carries on as it is).
 */
export async function finishEnrolment(
  db: Db,
  principal: Principal,
  client: ClientInfo,
): Promise<{ token: string; principal: Principal } | null> {
  if (!principal.mustEnrol) return null;
  await endRestrictedSessions(db, principal.userId);
  await endSessionById(db, principal.sessionId);
  return startSignedInSession(db, principal.userId, client, 'enrolment');
}
