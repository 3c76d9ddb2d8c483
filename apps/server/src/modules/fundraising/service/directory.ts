import {
  type DonorDirectory,
  type DonorSort,
  type donorDirectoryQuerySchema,
  FREQUENCY_LABELS,
  isoDay,
} from '@steward/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { insertAuditEntry } from '@/modules/audit/queries';
import type { MemberContext } from '@/platform/authorization';
import { csvLine } from './csv/write-csv';
import type { DonorDeps } from './imports';
import { DONOR_COLUMNS, type DonorRow, toSummary } from './summaries';

type Query = z.output<typeof donorDirectoryQuerySchema>;

/** Spec 001 §2: every sort is descending. */
const ORDER: Record<DonorSort, SQL> = {
  totalAmount: sql`total_cents desc`,
  donationCount: sql`gift_count desc`,
  averageDonation: sql`(total_cents::numeric / gift_count) desc`,
  lastDonation: sql`last_gift desc`,
  name: sql`lower(first_name || ' ' || last_name) desc`,
};

/** Spec 001 §4 frequency classes as gift-count ranges. */
const FREQUENCY_RANGE: Record<Exclude<Query['frequency'], 'all'>, SQL> = {
  'one-time': sql`gift_count = 1`,
  occasional: sql`gift_count between 2 and 3`,
  regular: sql`gift_count between 4 and 6`,
  frequent: sql`gift_count >= 7`,
};

function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Spec 001 §2 donor directory: search by name or email, a frequency filter, one page. */
export async function directory(
  deps: DonorDeps,
  member: MemberContext,
  query: Query,
): Promise<DonorDirectory> {
  const organizationId = member.organizationId;
  const conditions: SQL[] = [sql`organization_id = ${organizationId}`, sql`gift_count > 0`];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      sql`((first_name || ' ' || last_name) ilike ${pattern} or (last_name || ' ' || first_name) ilike ${pattern} or email ilike ${pattern})`,
    );
  }
  if (query.frequency !== 'all') conditions.push(FREQUENCY_RANGE[query.frequency]);
  const where = sql.join(conditions, sql` and `);
  return withTenant(deps.db, member, async (tx) => {
    const [counts] = await queryRows<{ total: number | string; filtered: number | string }>(
      tx,
      sql`select count(*) as total, count(*) filter (where ${where}) as filtered
          from donors where organization_id = ${organizationId} and gift_count > 0`,
    );
    const rows = await queryRows<DonorRow>(
      tx,
      sql`select ${DONOR_COLUMNS} from donors where ${where}
          order by ${ORDER[query.sort]}, id
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    );
    return {
      items: rows.map(toSummary),
      total: Number(counts?.total ?? 0),
      filteredTotal: Number(counts?.filtered ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

/** Spec 001 §9 export columns, in order. */
export const EXPORT_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Total Amount',
  'Donation Count',
  'Average Donation',
  'First Donation',
  'Last Donation',
  'Frequency',
] as const;

const EXPORT_PAGE = 2000;

/** Spec 001 §9: donor-data-export-{date}.csv. */
export function exportFileName(today = new Date()) {
  return `donor-data-export-${isoDay(today)}.csv`;
}

/**
 * The donor database as CSV, a page at a time (keyset by name), so memory stays flat however many
 * donors there are. Every cell is written safe against spreadsheet formulas (write-csv.ts).
 */
export async function* exportDonors(deps: DonorDeps, member: MemberContext): AsyncGenerator<string> {
  await withTenant(deps.db, member, (tx) =>
    insertAuditEntry(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'donors_exported',
      ipAddress: member.ipAddress,
    }),
  );
  yield csvLine(EXPORT_COLUMNS);
  let after: { last: string; first: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL = after
      ? sql`and (lower(last_name), lower(first_name), id) > (${after.last}, ${after.first}, ${after.id}::uuid)`
      : sql``;
    const rows = await withTenant(deps.db, member, (tx) =>
      queryRows<DonorRow & { sort_last: string; sort_first: string }>(
        tx,
        sql`select ${DONOR_COLUMNS}, lower(last_name) as sort_last, lower(first_name) as sort_first from donors
            where organization_id = ${member.organizationId} and gift_count > 0 ${cursor}
            order by lower(last_name), lower(first_name), id limit ${EXPORT_PAGE}`,
      ),
    );
    if (rows.length === 0) return;
    let text = '';
    for (const row of rows) {
      const donor = toSummary(row);
      text += csvLine([
        donor.firstName,
        donor.lastName,
        donor.email ?? '',
        donor.phone ?? '',
        donor.totalAmount.toFixed(2),
        String(donor.donationCount),
        donor.averageDonation.toFixed(2),
        donor.firstDonation ?? '',
        donor.lastDonation ?? '',
        FREQUENCY_LABELS[donor.frequency],
      ]);
    }
    yield text;
    const last = rows.at(-1) as (typeof rows)[number];
    after = { last: last.sort_last, first: last.sort_first, id: last.id };
    if (rows.length < EXPORT_PAGE) return;
  }
}
