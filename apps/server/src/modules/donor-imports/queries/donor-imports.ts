import { and, desc, eq, getTableColumns, isNotNull, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/db/client';
import { donorImports, users } from '@/db/schema';
import type { ParsedFile } from '../parse-file';

export type DonorImportRow = typeof donorImports.$inferSelect;

/** What a merge left out and why, kept with its record as the file's read found it. */
export type ImportReport = Pick<ParsedFile, 'dropped' | 'rowProblems'>;

/** A previewed upload, waiting to be merged. */
export async function insertPending(tx: Tx, values: typeof donorImports.$inferInsert) {
  await tx.insert(donorImports).values(values);
}

export async function findImport(tx: Tx, organizationId: string, id: string) {
  const [found] = await tx
    .select()
    .from(donorImports)
    .where(and(eq(donorImports.organizationId, organizationId), eq(donorImports.id, id)));
  return found;
}

/** Records a merge: the previewed import becomes merged, or a new row for a synced document. */
export async function saveMerged(
  tx: Tx,
  values: Pick<
    typeof donorImports.$inferInsert,
    | 'id'
    | 'organizationId'
    | 'fileName'
    | 'documentId'
    | 'source'
    | 'createdBy'
    | 'mapping'
    | 'recordsProcessed'
    | 'recordsAdded'
    | 'totalRecords'
    | 'donorsAdded'
    | 'refundsAdded'
    | 'giftDonors'
    | 'report'
  >,
) {
  const merged = {
    status: 'merged' as const,
    mapping: values.mapping,
    recordsProcessed: values.recordsProcessed,
    recordsAdded: values.recordsAdded,
    totalRecords: values.totalRecords,
    donorsAdded: values.donorsAdded,
    refundsAdded: values.refundsAdded,
    giftDonors: values.giftDonors,
    report: values.report,
    storageKey: null,
    mergedAt: sql`now()`,
  };
  await tx
    .insert(donorImports)
    .values({ ...values, ...merged })
    .onConflictDoUpdate({ target: donorImports.id, set: merged });
}

const merged = (organizationId: string) =>
  and(eq(donorImports.organizationId, organizationId), eq(donorImports.status, 'merged'));

/** Keeps the newest `keep` merges of the organisation's history, deletes the older ones. */
export async function trimHistory(tx: Tx, organizationId: string, keep: number) {
  const kept = tx
    .select({ id: donorImports.id })
    .from(donorImports)
    .where(merged(organizationId))
    .orderBy(desc(donorImports.mergedAt))
    .limit(keep);
  await tx.delete(donorImports).where(and(merged(organizationId), notInArray(donorImports.id, kept)));
}

const merger = alias(users, 'merger');
const undoer = alias(users, 'undoer');

/** A merged import with the names of who merged it and who undid it. */
function mergedRecords(tx: Tx) {
  return tx
    .select({
      ...getTableColumns(donorImports),
      mergedByName: sql<string | null>`coalesce(${merger.fullName}, ${merger.email})`,
      undoneByName: sql<string | null>`coalesce(${undoer.fullName}, ${undoer.email})`,
    })
    .from(donorImports)
    .leftJoin(merger, eq(merger.id, donorImports.createdBy))
    .leftJoin(undoer, eq(undoer.id, donorImports.undoneBy))
    .$dynamic();
}
export type MergedImportRow = Awaited<ReturnType<typeof mergedImports>>[number];

/** The newest merges first. */
export function mergedImports(tx: Tx, organizationId: string, limit: number) {
  return mergedRecords(tx).where(merged(organizationId)).orderBy(desc(donorImports.mergedAt)).limit(limit);
}

/** One merged import. */
export async function findMergedImport(tx: Tx, organizationId: string, id: string) {
  const [found] = await mergedRecords(tx).where(and(merged(organizationId), eq(donorImports.id, id)));
  return found;
}

export async function markUndone(tx: Tx, organizationId: string, id: string, userId: string) {
  await tx
    .update(donorImports)
    .set({ undoneAt: sql`now()`, undoneBy: userId })
    .where(and(eq(donorImports.organizationId, organizationId), eq(donorImports.id, id)));
}

/** The files of previews not merged yet. */
export async function pendingStorageKeys(tx: Tx, organizationId: string) {
  const rows = await tx
    .select({ storageKey: donorImports.storageKey })
    .from(donorImports)
    .where(and(eq(donorImports.organizationId, organizationId), isNotNull(donorImports.storageKey)));
  return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

export async function deleteImports(tx: Tx, organizationId: string) {
  await tx.delete(donorImports).where(eq(donorImports.organizationId, organizationId));
}

/** A preview whose file the storage sweep removed can no longer be merged (across organisations). */
export async function deletePendingWithFile(db: Db, storageKey: string) {
  await db
    .delete(donorImports)
    .where(and(eq(donorImports.storageKey, storageKey), eq(donorImports.status, 'pending')));
}
