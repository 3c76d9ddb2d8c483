import type { AuditAction } from '@steward/domain';
import type { Db, Tx } from '@/db/client';
import { auditLog } from '@/db/schema';

export interface AuditEntry {
  organizationId: string;
  /** Null for the server's own jobs. */
  actorId: string | null;
  action: AuditAction;
  target?: string | null;
  detail?: string | null;
  ipAddress?: string | null;
}

/**
 * Writes one entry of the organisation's audit log (an addition to spec 000 §2 User management:
 * docs/spec-deviations.md). Pass the transaction of the change it records, so the entry commits or
 * rolls back with it.
 * modules/audit reads the log back.
 */
export async function recordAudit(db: Db | Tx, entry: AuditEntry) {
  await db.insert(auditLog).values(entry);
}
