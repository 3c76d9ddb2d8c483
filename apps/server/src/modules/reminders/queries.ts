import { addDays, filingState } from '@steward/domain';
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import {
  corporateStatus,
  documentReminders,
  documents,
  filingReminders,
  memberships,
  organizations,
  reminderDigests,
  users,
} from '@/db/schema';

export type Threshold = 'overdue' | '7' | '30';

/** Every organisation: the reminder job visits each in its own tenant transaction. */
export async function organizationIds(db: Db) {
  const rows = await db.select({ id: organizations.id }).from(organizations);
  return rows.map((row) => row.id);
}

/** Claims today's digest for the organisation; false when it was already claimed (another process, earlier run). */
export async function claimDigest(tx: Tx, organizationId: string, day: string) {
  const rows = await tx
    .insert(reminderDigests)
    .values({ organizationId, day, documentCount: 0 })
    .onConflictDoNothing()
    .returning({ day: reminderDigests.day });
  return rows.length > 0;
}

export async function setDigestCount(tx: Tx, organizationId: string, day: string, documentCount: number) {
  await tx
    .update(reminderDigests)
    .set({ documentCount })
    .where(and(eq(reminderDigests.organizationId, organizationId), eq(reminderDigests.day, day)));
}

/** Documents whose expiry date is past or within 30 days, with the most urgent threshold each has reached. */
export async function dueDocuments(tx: Tx, organizationId: string, today: string) {
  const rows = await tx
    .select({
      id: documents.id,
      name: documents.name,
      category: documents.category,
      expiryDate: documents.expiryDate,
    })
    .from(documents)
    .where(
      and(
        eq(documents.organizationId, organizationId),
        isNotNull(documents.expiryDate),
        lte(documents.expiryDate, addDays(today, 30)),
      ),
    )
    .orderBy(asc(documents.expiryDate), asc(documents.name));
  return rows.map((row) => {
    const expiryDate = row.expiryDate as string;
    const threshold: Threshold =
      expiryDate < today ? 'overdue' : expiryDate <= addDays(today, 7) ? '7' : '30';
    return { ...row, expiryDate, threshold };
  });
}

/** Records reminders; returns the document ids that had not been reminded for that threshold yet. */
export async function recordReminders(
  tx: Tx,
  organizationId: string,
  due: { id: string; threshold: Threshold; expiryDate: string }[],
) {
  if (due.length === 0) return new Set<string>();
  const rows = await tx
    .insert(documentReminders)
    .values(
      due.map((d) => ({
        organizationId,
        documentId: d.id,
        threshold: d.threshold,
        expiryDate: d.expiryDate,
      })),
    )
    .onConflictDoNothing()
    .returning({ documentId: documentReminders.documentId });
  return new Set(rows.map((row) => row.documentId));
}

/** The active admins and master admin of the organisation: who gets the digest. */
export async function adminEmails(tx: Tx, organizationId: string) {
  const rows = await tx
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(memberships.isActive, true),
        inArray(memberships.role, ['admin', 'master_admin']),
      ),
    )
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

export async function organizationName(tx: Tx, organizationId: string) {
  const [row] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? '';
}

/** The organisation's filing state when it is due soon or overdue and not yet reminded; records the reminder. */
export async function claimFilingReminder(tx: Tx, organizationId: string, today: string) {
  const [status] = await tx
    .select({ nextDueDate: corporateStatus.nextDueDate })
    .from(corporateStatus)
    .where(eq(corporateStatus.organizationId, organizationId));
  const state = filingState(status?.nextDueDate ?? null, today);
  if (state !== 'overdue' && state !== 'due-soon') return null;
  const nextDueDate = status?.nextDueDate as string;
  const inserted = await tx
    .insert(filingReminders)
    .values({ organizationId, state, nextDueDate })
    .onConflictDoNothing()
    .returning({ state: filingReminders.state });
  return inserted.length > 0 ? { state, nextDueDate } : null;
}
