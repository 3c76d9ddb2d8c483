import type { DonorImportHistory } from '@steward/domain';
import { and, desc, eq } from 'drizzle-orm';
import { donorImports } from '@/db/schema';
import { withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';
import { type DonorDeps, HISTORY_LIMIT } from './imports';

/** Spec 001 §3 Upload history: the last 50 merges, newest first. */
export async function importHistory(deps: DonorDeps, member: MemberContext): Promise<DonorImportHistory> {
  const rows = await withTenant(deps.db, member, (tx) =>
    tx
      .select()
      .from(donorImports)
      .where(and(eq(donorImports.organizationId, member.organizationId), eq(donorImports.status, 'merged')))
      .orderBy(desc(donorImports.mergedAt))
      .limit(HISTORY_LIMIT),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      date: (row.mergedAt ?? row.createdAt).toISOString(),
      fileName: row.fileName,
      source: row.source,
      recordsProcessed: row.recordsProcessed ?? 0,
      recordsAdded: row.recordsAdded ?? 0,
      totalRecords: row.totalRecords ?? 0,
    })),
  };
}
