import {
  type DonorDirectory,
  type donorDirectoryQuerySchema,
  FREQUENCY_LABELS,
  isoDay,
} from '@steward/domain';
import type { z } from 'zod';
import { withTenant } from '@/db/tenant';
import type { GivingDeps } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { csvLine } from '@/platform/csv';
import { toSummary } from '../presenter';
import * as q from '../queries/donors';

type Query = z.output<typeof donorDirectoryQuerySchema>;

/** Spec 001 §2 donor directory: search by name or email, a frequency filter, one page. */
export async function directory(
  deps: GivingDeps,
  member: MemberContext,
  query: Query,
): Promise<DonorDirectory> {
  const filter = { search: query.q, frequency: query.frequency };
  return withTenant(
    deps.db,
    member,
    async (tx) => {
      const { rows, total, filtered } = await q.directoryPage(tx, member.organizationId, filter, {
        sort: query.sort,
        order: query.order,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        items: rows.map(toSummary),
        total,
        filteredTotal: filtered,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
    // One generic plan, as PostgreSQL planned the page again on every call (0.11 ms, as long as
    // it ran); not for a search, whose pattern's selectivity may change the best plan.
    { genericPlans: !filter.search },
  );
}

/**
 * Spec 001 §9 export columns, in order, then the mailing address under headers a mail merge (and
 * Steward's own import) recognises.
 */
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
  'Address Line 1',
  'Address Line 2',
  'City',
  'State/Region',
  'Postal Code',
  'Country',
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
export async function* exportDonors(deps: GivingDeps, member: MemberContext): AsyncGenerator<string> {
  await withTenant(deps.db, member, (tx) =>
    recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'donors_exported',
      ipAddress: member.ipAddress,
    }),
  );
  yield csvLine(EXPORT_COLUMNS);
  let after: q.ExportCursor | null = null;
  for (;;) {
    const cursor: q.ExportCursor | null = after;
    const rows: q.ExportRow[] = await withTenant(deps.db, member, (tx) =>
      q.exportPage(tx, member.organizationId, cursor, EXPORT_PAGE),
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
        donor.frequency ? FREQUENCY_LABELS[donor.frequency] : '',
        donor.address?.line1 ?? '',
        donor.address?.line2 ?? '',
        donor.address?.city ?? '',
        donor.address?.region ?? '',
        donor.address?.postalCode ?? '',
        donor.address?.country ?? '',
      ]);
    }
    yield text;
    const last = rows.at(-1) as (typeof rows)[number];
    after = { last: last.sort_last, first: last.sort_first, id: last.id };
    if (rows.length < EXPORT_PAGE) return;
  }
}
