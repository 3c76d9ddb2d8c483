import {
  type AcceptInvitationRequest,
  type CreatedInvitation,
  type CreateInvitationRequest,
  displayName,
  INVALID_INVITATION,
  INVITATION_VALIDITY_DAYS,
  type Invitation,
  type InvitationLookup,
  PRODUCT_NAME,
  roleLabel,
  SECURITY_MESSAGES,
  type SsoErrorCode,
  ssoDomainAllows,
} from '@steward/domain';
import type { Db, Tx } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { withTenant } from '@/db/tenant';
import { createUser, findUserByEmail } from '@/modules/accounts/service';
import { afterFirstFactor, type SignInOutcome } from '@/modules/security/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, forbidden, notFound, unauthorized } from '@/platform/errors';
import type { Mailer } from '@/platform/mail/mailer';
import { hashPassword, NO_PASSWORD_HASH, verifyPassword } from '@/platform/passwords';
import { type ClientInfo, findMembership } from '@/platform/session/session';
import { assertWithinLimit, INVITATION_MISSES_PER_ADDRESS, recordEvent } from '@/platform/throttle';
import { newToken, tokenDigest } from '@/platform/tokens';
import * as q from './queries';

/** Spec 000 §8 Invitation page. */
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const ALREADY_MEMBER = 'This person is already a member of your organization';
export const EMAIL_IN_ANOTHER_ORGANIZATION =
  'This email already belongs to an organization. Please ask for an invitation to a different email address.';

function toInvitation(row: q.InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    invitedBy: row.inviterEmail ? { email: row.inviterEmail, fullName: row.inviterName } : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

function invitationEmail(input: {
  organizationName: string;
  inviter: string;
  role: Invitation['role'];
  link: string;
}) {
  return {
    subject: `You're invited to join ${input.organizationName} on ${PRODUCT_NAME}`,
    text: [
      `${input.inviter} has invited you to join ${input.organizationName} on ${PRODUCT_NAME} as ${roleLabel(input.role)}.`,
      '',
      `Accept the invitation and create your password here:`,
      input.link,
      '',
      `This link is valid for ${INVITATION_VALIDITY_DAYS} days and can be used once.`,
    ].join('\n'),
  };
}

export async function listInvitations(db: Db, actor: MemberContext): Promise<Invitation[]> {
  const rows = await withTenant(db, actor, (tx) => q.listPending(tx, actor.organizationId));
  return rows.map(toInvitation);
}

/**
 * Spec 000 §2 Invite dialog: creates a pending invitation valid for 7 days and emails its link
 * `{origin}/invite/{token}`. Only the token's hash is stored; the token is returned once.
 */
export async function createInvitation(
  db: Db,
  mailer: Mailer,
  actor: MemberContext & { organizationName: string; fullName: string | null },
  input: CreateInvitationRequest,
  origin: string,
): Promise<CreatedInvitation> {
  const token = newToken();
  const created = await withTenant(db, actor, async (tx) => {
    if (await q.isMember(tx, actor.organizationId, input.email)) throw conflict(ALREADY_MEMBER);
    await q.cancelOpenInvitations(tx, actor.organizationId, input.email);
    const id = await q.insertInvitation(tx, {
      organizationId: actor.organizationId,
      email: input.email,
      fullName: input.fullName,
      role: input.role,
      tokenHash: tokenDigest(token),
      invitedBy: actor.userId,
      expiresAt: new Date(Date.now() + INVITATION_VALIDITY_DAYS * 24 * 60 * 60 * 1000),
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'invitation_sent',
      target: input.email,
      detail: `as ${roleLabel(input.role)}`,
      ipAddress: actor.ipAddress,
    });
    const email = await mailer.enqueue(tx, actor.organizationId, {
      to: [input.email],
      ...invitationEmail({
        organizationName: actor.organizationName,
        inviter: displayName(actor),
        role: input.role,
        link: `${origin}/invite/${token}`,
      }),
    });
    const row = await q.findPendingById(tx, actor.organizationId, id);
    if (!row) throw new Error('new invitation not readable');
    return { invitation: toInvitation(row), emailId: email.id };
  });
  // After commit, so a rolled-back invitation never sends mail; awaited, so the inviter is told
  // "sent" only once the mail server took it (the sweep retries one it did not).
  const { delivery, error } = await mailer.deliverAndReport(created.emailId);
  return { invitation: created.invitation, token, delivery, deliveryError: error };
}

/** Spec 000 §4: cancelled after confirmation; only a pending invitation can be cancelled. */
export async function cancelInvitation(db: Db, actor: MemberContext, id: string) {
  await withTenant(db, actor, async (tx) => {
    const row = await q.findPendingById(tx, actor.organizationId, id);
    if (!row) throw notFound(INVITATION_NOT_FOUND);
    await q.cancelInvitation(tx, id);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'invitation_cancelled',
      target: row.email,
      ipAddress: actor.ipAddress,
    });
  });
}

/** A token that matches no pending invitation counts against the address (token guessing). */
async function miss(db: Db, address: string): Promise<never> {
  await recordEvent(db, INVITATION_MISSES_PER_ADDRESS, address);
  throw notFound(INVALID_INVITATION);
}

/** Spec 000 §7: the invitation behind a link, for the accept page (no session needed). */
export async function lookupInvitation(db: Db, token: string, client: ClientInfo): Promise<InvitationLookup> {
  const address = client.ipAddress ?? 'unknown';
  await assertWithinLimit(db, INVITATION_MISSES_PER_ADDRESS, address);
  const row = await q.findPendingByTokenHash(db, tokenDigest(token));
  if (!row) return miss(db, address);
  const existing = await findUserByEmail(db, row.email);
  return {
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    organizationName: row.organizationName,
    invitedBy: row.inviterEmail ? { email: row.inviterEmail, fullName: row.inviterName } : null,
    expiresAt: row.expiresAt.toISOString(),
    existingAccount: existing !== undefined,
  };
}

type PendingInvitation = NonNullable<Awaited<ReturnType<typeof q.findPendingByTokenHash>>>;

/** Adds the invitee to the organisation with the invited role, marks the invitation used, audits it. */
async function join(tx: Tx, invitation: PendingInvitation, userId: string, client: ClientInfo) {
  await q.insertMembership(tx, {
    organizationId: invitation.organizationId,
    userId,
    role: invitation.role,
    invitedBy: invitation.invitedBy,
    invitedAt: invitation.createdAt,
  });
  await q.markAccepted(tx, invitation.id, userId);
  await recordAudit(tx, {
    organizationId: invitation.organizationId,
    actorId: userId,
    action: 'invitation_accepted',
    target: invitation.email,
    detail: `as ${roleLabel(invitation.role)}`,
    ipAddress: client.ipAddress,
  });
}

/**
 * Spec 000 §4: accepted when the invitee creates a password. Creates the account (or, for an
 * email that already has an account without an organisation, checks its password), adds the
 * membership with the invited role, marks the invitation used and signs the invitee in (or asks
 * for the second factor of an existing account that has one). Runs
 * outside a tenant, like sign-in: the locked invitation row decides the organisation, and the
 * lock makes a token single-use even when two requests race.
 */
export async function acceptInvitation(
  db: Db,
  input: AcceptInvitationRequest,
  client: ClientInfo,
  deviceToken?: string,
): Promise<SignInOutcome> {
  const address = client.ipAddress ?? 'unknown';
  await assertWithinLimit(db, INVITATION_MISSES_PER_ADDRESS, address);
  const tokenHash = tokenDigest(input.token);

  const accepted = await db
    .transaction(async (tx) => {
      const invitation = await q.findPendingByTokenHash(tx, tokenHash, true);
      if (!invitation) return null;
      // An organisation that signs in with single sign-on only is joined the same way: a password
      // made here would be a way in the organisation has closed (invitations are never for the
      // master admin, who alone keeps one).
      if (invitation.ssoOnly) throw forbidden(SECURITY_MESSAGES.ssoOnly);
      const user = await findUserByEmail(tx, invitation.email);
      if (user) {
        if (await findMembership(tx, user.id)) throw conflict(EMAIL_IN_ANOTHER_ORGANIZATION);
        if (!(await verifyPassword(user.passwordHash, input.password))) {
          throw unauthorized('Invalid email or password');
        }
      }
      const id =
        user?.id ??
        (
          await createUser(tx, {
            email: invitation.email,
            // Hashed only once the token proved valid: a bogus token costs no argon2 work.
            passwordHash: await hashPassword(input.password),
            fullName: invitation.fullName,
          })
        )?.id;
      if (!id) throw conflict('An account with this email already exists');
      await join(tx, invitation, id, client);
      return { userId: id, email: invitation.email };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'memberships_user_id_key')) throw conflict(EMAIL_IN_ANOTHER_ORGANIZATION);
      throw error;
    });
  if (!accepted) return miss(db, address);

  // Accepting is a sign-in: an existing account that has a second factor still gives it.
  return afterFirstFactor(db, {
    userId: accepted.userId,
    email: accepted.email,
    firstFactor: 'password',
    way: 'invitation',
    client,
    deviceToken,
  });
}

/** Why an invitation was not accepted by single sign-on (the sign-in page's `sso_error`). */
export type SsoInvitationRefusal = Extract<
  SsoErrorCode,
  'invitation_invalid' | 'invitation_email' | 'wrong_domain' | 'in_another_organization'
>;

/**
 * Accepting an invitation by single sign-on (not in the spec: docs/spec-deviations.md): the rules
 * of acceptInvitation with the email the provider verified in place of a password. That email must
 * be the invitation's, and one the organisation's single sign-on domains allow; a new account gets
 * no password (NO_PASSWORD_HASH), an existing one without an organisation joins. Throttled and
 * single-use like acceptInvitation; the token comes as its SHA-256 (the sign-on's state row keeps
 * only that while the invitee is at the provider). The caller links the provider's account and signs the invitee
 * in, so this answers who joined, or why not.
 */
export async function acceptInvitationBySso(
  db: Db,
  input: { tokenHash: string; verifiedEmail: string; fullName: string | null },
  client: ClientInfo,
): Promise<{ userId: string; email: string } | { refused: SsoInvitationRefusal }> {
  const address = client.ipAddress ?? 'unknown';
  await assertWithinLimit(db, INVITATION_MISSES_PER_ADDRESS, address);
  const accepted = await db
    .transaction(
      async (tx): Promise<{ userId: string; email: string } | { refused: SsoInvitationRefusal }> => {
        const invitation = await q.findPendingByTokenHash(tx, input.tokenHash, true);
        if (!invitation) return { refused: 'invitation_invalid' };
        if (invitation.email !== input.verifiedEmail) return { refused: 'invitation_email' };
        if (!ssoDomainAllows(invitation.ssoDomains, invitation.email)) return { refused: 'wrong_domain' };
        const user = await findUserByEmail(tx, invitation.email);
        if (user && (await findMembership(tx, user.id))) return { refused: 'in_another_organization' };
        const id =
          user?.id ??
          (
            await createUser(tx, {
              email: invitation.email,
              passwordHash: NO_PASSWORD_HASH,
              fullName: invitation.fullName ?? input.fullName,
            })
          )?.id;
        if (!id) return { refused: 'in_another_organization' };
        await join(tx, invitation, id, client);
        return { userId: id, email: invitation.email };
      },
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'memberships_user_id_key'))
        return { refused: 'in_another_organization' as const };
      throw error;
    });
  if ('refused' in accepted && accepted.refused === 'invitation_invalid') {
    await recordEvent(db, INVITATION_MISSES_PER_ADDRESS, address);
  }
  return accepted;
}
