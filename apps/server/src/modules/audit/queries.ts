import { count, desc, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { auditLog, users } from '@/db/schema';

export async function countAuditEntries(tx: Tx, organizationId: string) {
  const [row] = await tx
    .select({ total: count() })
    .from(auditLog)
    .where(eq(auditLog.organizationId, organizationId));
  return Number(row?.total ?? 0);
}

/** Newest first. The actor join runs under the users policy, so only members' names show. */
export async function listAuditEntries(tx: Tx, organizationId: string, limit: number, offset: number) {
  return tx
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: users.email,
      actorName: users.fullName,
      target: auditLog.target,
      detail: auditLog.detail,
      ipAddress: auditLog.ipAddress,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.organizationId, organizationId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}
