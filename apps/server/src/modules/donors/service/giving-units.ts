import { centsToDollars, type GivingUnitPage, type givingUnitsQuerySchema } from '@steward/domain';
import type { z } from 'zod';
import { withTenant } from '@/db/tenant';
import type { GivingDeps } from '@/modules/giving/service';
import type { MemberContext } from '@/platform/authorization';
import { givingUnitPage } from '../queries/giving-units';

/** The directory by household: one line per household (its members' giving summed) or lone donor. */
export async function givingUnits(
  deps: GivingDeps,
  member: MemberContext,
  query: z.output<typeof givingUnitsQuerySchema>,
): Promise<GivingUnitPage> {
  const rows = await withTenant(deps.db, member, (tx) =>
    givingUnitPage(tx, member.organizationId, {
      search: query.q,
      sort: query.sort,
      order: query.order,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  );
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      donorId: row.donor_id,
      name: row.name,
      members: row.members ?? [],
      totalAmount: centsToDollars(Number(row.total_cents)),
      donationCount: Number(row.gift_count),
      lastDonation: row.last_gift,
    })),
    total: Number(rows[0]?.matched ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
