import { SECURITY_MESSAGES } from '@steward/domain';
import type { Db } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { MEMBER_NOT_FOUND } from '@/modules/members/service';
import type { MemberContext } from '@/platform/authorization';
import { invalid, notFound } from '@/platform/errors';
import type { Mailer } from '@/platform/mail/mailer';
import { endSessionsOfUser } from '@/platform/session/session';
import * as q from '../queries/policy';
import { recordSecurityChange } from './notices';

/**
 * The master admin resets a member's two-step verification, for a member who lost every factor
 * and every recovery code (never by email alone): their authenticator app, recovery codes,
 * passkeys and remembered devices are removed and each of their sessions ends, so whoever holds
 * one of them is out too. They sign in again with their password and, if the policy requires it,
 * set up a new factor before anything else. Audited, and the member is emailed.
 * Nobody resets their own: that would let a stolen password remove the second factor.
 */
export async function resetSecondFactor(db: Db, mailer: Mailer, actor: MemberContext, userId: string) {
  if (userId === actor.userId) throw invalid(SECURITY_MESSAGES.resetOwn);
  const member = await withTenant(db, actor, (tx) => q.isMember(tx, actor.organizationId, userId));
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  await q.deleteSecondFactors(db, userId);
  await endSessionsOfUser(db, userId);
  await recordSecurityChange(db, mailer, {
    userId,
    actorId: actor.userId,
    action: 'two_factor_reset',
    ipAddress: actor.ipAddress,
    email: {
      subject: 'Your two-step verification was reset',
      text: [
        `An administrator of your organization (${actor.email}) reset the two-step verification of your Steward account.`,
        'Your authenticator app, passkeys, recovery codes and remembered devices no longer sign you in, and you were signed out everywhere.',
        'Sign in with your password, then set up two-step verification again under "Sign-in and security".',
      ].join('\n\n'),
    },
  });
}
