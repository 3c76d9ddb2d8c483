import { type Member, memberActions, type Role, roleLabel } from '@steward/domain';
import type { Db, Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { forbidden, invalid, notFound } from '@/platform/errors';
import { endSessionsOfUser } from '@/platform/session/session';
import * as q from './queries';

export const MEMBER_NOT_FOUND = 'Member not found';
export const COUNTER_ROLE_ONLY =
  'Only a member with the User role can be a counter: admins already enter gifts and do everything else.';

function toMember(actor: MemberContext, row: q.MemberRow): Member {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    isActive: row.isActive,
    isCounter: row.isCounter,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isCurrentUser: row.id === actor.userId,
    can: memberActions(actor, { userId: row.id, role: row.role, isActive: row.isActive }),
  };
}

export async function listMembers(db: Db, actor: MemberContext): Promise<Member[]> {
  const rows = await withTenant(db, actor, (tx) => q.listMembers(tx, actor.organizationId));
  return rows.map((row) => toMember(actor, row));
}

/** The target row, or 404: another organisation's member is not visible (RLS), so not found. */
async function findTarget(tx: Tx, actor: MemberContext, userId: string) {
  const row = await q.findMember(tx, actor.organizationId, userId);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

/** Why an action the rules do not offer on this row is refused (spec 000 §4 User). */
function refuse(actor: MemberContext, target: q.MemberRow, verb: 'change the role of' | 'deactivate') {
  if (target.id === actor.userId) {
    return forbidden(
      verb === 'deactivate' ? 'You cannot deactivate your own account' : 'You cannot change your own role',
    );
  }
  if (target.role === 'master_admin') return forbidden(`You cannot ${verb} the master admin`);
  return forbidden();
}

/** Spec 000 §4, §6: master_admin changes another member's role between user and admin. */
export async function changeRole(db: Db, actor: MemberContext, userId: string, role: Role) {
  const row = await withTenant(db, actor, async (tx) => {
    const target = await findTarget(tx, actor, userId);
    if (!memberActions(actor, { userId: target.id, ...target }).changeRole) {
      throw refuse(actor, target, 'change the role of');
    }
    if (target.role === role) return target;
    await q.updateMembership(tx, actor.organizationId, userId, { role });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'role_changed',
      target: target.email,
      detail: `${roleLabel(target.role)} → ${roleLabel(role)}`,
      ipAddress: actor.ipAddress,
    });
    return { ...target, role };
  });
  return toMember(actor, row);
}

/**
 * Spec 000 §4: Deactivate / Reactivate, never on one's own row nor on a master_admin row.
 * Deactivation also ends every session of the member at once.
 */
export async function setActive(db: Db, actor: MemberContext, userId: string, isActive: boolean) {
  const row = await withTenant(db, actor, async (tx) => {
    const target = await findTarget(tx, actor, userId);
    const actions = memberActions(actor, { userId: target.id, ...target });
    if (target.isActive === isActive) return target;
    if (!(isActive ? actions.reactivate : actions.deactivate)) throw refuse(actor, target, 'deactivate');
    await q.updateMembership(tx, actor.organizationId, userId, { isActive });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: isActive ? 'member_reactivated' : 'member_deactivated',
      target: target.email,
      ipAddress: actor.ipAddress,
    });
    return { ...target, isActive };
  });
  // Sessions are outside tenant reach (migration 0002); the membership check in resolveSession
  // already refuses them, this removes them for good.
  if (!isActive) await endSessionsOfUser(db, userId);
  return toMember(actor, row);
}

/**
 * Makes a user-role member a counter (they enter gifts into open contribution batches and see
 * nothing else of fundraising), or not. Admins do everything already, so the mark is refused on
 * them. The member's sessions hear the change from the membership trigger. Audited.
 */
export async function setCounter(db: Db, actor: MemberContext, userId: string, isCounter: boolean) {
  const row = await withTenant(db, actor, async (tx) => {
    const target = await findTarget(tx, actor, userId);
    if (target.role !== 'user') throw invalid(COUNTER_ROLE_ONLY);
    if (target.isCounter === isCounter) return target;
    await q.updateMembership(tx, actor.organizationId, userId, { isCounter });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'member_counter_changed',
      target: target.email,
      detail: isCounter ? 'Made a counter' : 'No longer a counter',
      ipAddress: actor.ipAddress,
    });
    return { ...target, isCounter };
  });
  return toMember(actor, row);
}
