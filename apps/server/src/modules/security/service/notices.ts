import type { AuditAction } from '@steward/domain';
import type { Db } from '@/db/client';
import { recordAudit } from '@/platform/audit-log';
import type { Mailer } from '@/platform/mail/mailer';
import { findMembership, principalFor } from '@/platform/session/session';

/**
 * A change to how a member signs in (a factor added or removed, recovery codes made or used, a
 * reset, the sessions ended): an entry in the organisation's audit log and an email to the member,
 * so someone who did not make the change hears of it. Both in one transaction; the email is handed
 * to the mail server after it commits. A user without an organisation has neither an audit log nor
 * an outbox, so nothing is recorded for them.
 */
export async function recordSecurityChange(
  db: Db,
  mailer: Mailer,
  change: {
    /** Whose sign-in changed: the email goes to them. */
    userId: string;
    /** Who made the change; the member themself unless an admin reset it. */
    actorId: string;
    action: AuditAction;
    detail?: string | null;
    ipAddress: string | null;
    email: { subject: string; text: string };
  },
) {
  const membership = await findMembership(db, change.userId);
  if (!membership) return;
  const member = await principalFor(db, '', change.userId);
  const queued = await db.transaction(async (tx) => {
    await recordAudit(tx, {
      organizationId: membership.organizationId,
      actorId: change.actorId,
      action: change.action,
      target: member.email,
      detail: change.detail ?? null,
      ipAddress: change.ipAddress,
    });
    return mailer.enqueue(tx, membership.organizationId, {
      to: [member.email],
      subject: change.email.subject,
      // A change the member's own sign-in made may be someone else using it: say what to do.
      text:
        change.actorId === change.userId
          ? `${change.email.text}\n\nIf this was not you, sign in and review "Sign-in and security" at once, or ask your administrator for help.`
          : change.email.text,
    });
  });
  await mailer.deliver([queued.id]);
}
