import type { GIVING_UNIT_SORTS } from '@steward/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

type Numeric = number | string;
type Sort = (typeof GIVING_UNIT_SORTS)[number];

export interface GivingUnitRow {
  kind: 'household' | 'donor';
  id: string;
  donor_id: string;
  name: string;
  members: string[] | null;
  total_cents: Numeric;
  gift_count: Numeric;
  last_gift: string | null;
  matched: Numeric;
}

const ORDER: Record<Sort, (d: SQL, nulls: SQL) => SQL> = {
  totalAmount: (d) => sql`total_cents ${d}, id ${d}`,
  name: (d) => sql`lower(name) ${d}, id ${d}`,
  lastDonation: (d, nulls) => sql`last_gift ${d} ${nulls}, id ${d}`,
};

/**
 * A page of the organisation's giving units: each household as one line, its members' totals
 * summed (every member's: the directory shows what the household gave, whoever files separately),
 * and each donor who gives alone as theirs. A search finds a unit by its name or any member's.
 */
export function givingUnitPage(
  tx: Tx,
  organizationId: string,
  query: { search?: string | undefined; sort: Sort; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const matches = pattern === null ? sql`true` : sql`search ilike ${pattern}`;
  const order =
    query.order === 'asc'
      ? ORDER[query.sort](sql`asc`, sql`nulls first`)
      : ORDER[query.sort](sql`desc`, sql`nulls last`);
  return queryRows<GivingUnitRow>(
    tx,
    sql`with units as (
          select 'household' as kind, h.id, coalesce(h.primary_donor_id, min(d.id::text)::uuid) as donor_id, h.name,
            array_agg(trim(d.first_name || ' ' || d.last_name) order by m.joined_at, m.donor_id) as members,
            sum(d.total_cents) as total_cents, sum(d.gift_count) as gift_count, max(d.last_gift)::text as last_gift,
            h.name || ' ' || string_agg(d.first_name || ' ' || d.last_name, ' ') as search
          from households h
          join household_members m on m.household_id = h.id
          join donors d on d.id = m.donor_id
          where h.organization_id = ${organizationId}
          group by h.id
          union all
          select 'donor', d.id, d.id, trim(d.first_name || ' ' || d.last_name), null,
            d.total_cents, d.gift_count, d.last_gift::text,
            d.first_name || ' ' || d.last_name || ' ' || d.last_name || ' ' || d.first_name
          from donors d
          where d.organization_id = ${organizationId}
            and not exists (select 1 from household_members m where m.donor_id = d.id)
        )
        select kind, id, donor_id, name, members, total_cents, gift_count, last_gift, count(*) over () as matched
        from units where ${matches}
        order by ${order}
        limit ${query.limit} offset ${query.offset}`,
  );
}
