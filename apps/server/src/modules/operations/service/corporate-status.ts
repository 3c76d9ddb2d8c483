import {
  type CorporateStatus,
  can,
  type corporateStatusInputSchema,
  filingState,
  isoDay,
} from '@steward/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { corporateStatus, users } from '@/db/schema';
import { type Tx, withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';

async function findStatus(tx: Tx, organizationId: string) {
  const [row] = await tx
    .select({
      entityName: corporateStatus.entityName,
      entityType: corporateStatus.entityType,
      status: corporateStatus.status,
      filingDate: corporateStatus.filingDate,
      nextDueDate: corporateStatus.nextDueDate,
      annualReportStatus: corporateStatus.annualReportStatus,
      updatedAt: corporateStatus.updatedAt,
      updaterEmail: users.email,
      updaterName: users.fullName,
    })
    .from(corporateStatus)
    .leftJoin(users, eq(users.id, corporateStatus.updatedBy))
    .where(eq(corporateStatus.organizationId, organizationId));
  return row;
}

/** Spec 000 §2 Corporate Status Dashboard; an organisation that never saved one gets blanks. */
export async function getCorporateStatus(db: Db, member: MemberContext): Promise<CorporateStatus> {
  const row = await withTenant(db, member, (tx) => findStatus(tx, member.organizationId));
  const today = isoDay(new Date());
  const edit = can(member.role, 'corporateStatus.edit');
  if (!row) {
    return {
      entityName: '',
      entityType: 'Non-Profit Corporation',
      status: 'Unknown',
      filingDate: null,
      nextDueDate: null,
      annualReportStatus: 'Unknown',
      lastUpdated: null,
      updatedBy: null,
      filingState: 'unknown',
      can: { edit },
    };
  }
  return {
    entityName: row.entityName,
    entityType: row.entityType as CorporateStatus['entityType'],
    status: row.status as CorporateStatus['status'],
    filingDate: row.filingDate,
    nextDueDate: row.nextDueDate,
    annualReportStatus: row.annualReportStatus as CorporateStatus['annualReportStatus'],
    lastUpdated: row.updatedAt.toISOString(),
    updatedBy: row.updaterEmail ? { email: row.updaterEmail, fullName: row.updaterName } : null,
    filingState: filingState(row.nextDueDate, today),
    can: { edit },
  };
}

export async function saveCorporateStatus(
  db: Db,
  member: MemberContext,
  input: z.output<typeof corporateStatusInputSchema>,
): Promise<CorporateStatus> {
  const values = { ...input, updatedBy: member.userId, updatedAt: sql`now()` };
  await withTenant(db, member, (tx) =>
    tx
      .insert(corporateStatus)
      .values({ organizationId: member.organizationId, ...values })
      .onConflictDoUpdate({ target: corporateStatus.organizationId, set: values }),
  );
  return getCorporateStatus(db, member);
}
