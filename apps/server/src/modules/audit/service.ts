import type { AuditPage } from '@steward/domain';
import type { Db } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';
import * as q from './queries';

export async function listAudit(
  db: Db,
  member: MemberContext,
  page: number,
  pageSize: number,
): Promise<AuditPage> {
  return withTenant(db, member, async (tx) => {
    // One connection per transaction: the two queries run one after the other.
    const total = await q.countAuditEntries(tx, member.organizationId);
    const rows = await q.listAuditEntries(tx, member.organizationId, pageSize, (page - 1) * pageSize);
    return {
      items: rows.map((row) => ({
        id: row.id,
        action: row.action,
        actor: row.actorEmail ? { email: row.actorEmail, fullName: row.actorName } : null,
        target: row.target,
        detail: row.detail,
        ipAddress: row.ipAddress,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  });
}
