import { and, desc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { donorImports } from '@/db/schema';

export type DonorImportRow = typeof donorImports.$inferSelect;

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
  >,
) {
  const merged = {
    status: 'merged' as const,
    mapping: values.mapping,
    recordsProcessed: values.recordsProcessed,
    recordsAdded: values.recordsAdded,
    totalRecords: values.totalRecords,
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

/** The newest merges first. */
export function mergedImports(tx: Tx, organizationId: string, limit: number) {
  return tx
    .select()
    .from(donorImports)
    .where(merged(organizationId))
    .orderBy(desc(donorImports.mergedAt))
    .limit(limit);
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
