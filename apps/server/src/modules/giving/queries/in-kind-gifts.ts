import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { queryRows } from '@/db/client';
import { COUNTED_BATCH, standingBatchGift } from './standing-gifts';

/**
 * In-kind (non-cash) gifts never become donations (they have no value to count: the organisation
 * describes, the donor values, IRS Publication 1771), so the donor's page and statements read them
 * from the batches. Only those of committed (or deposited) batches count, and an adjustment's
 * reversal takes its gift out: neither the reversed gift nor the reversal itself is listed, while a
 * correction is.
 */
function standingInKind(organizationId: string, where: SQL) {
  return sql`from batch_gifts g
    join contribution_batches b on b.id = g.batch_id and b.organization_id = ${organizationId}
    where g.organization_id = ${organizationId} and g.method = 'in_kind'
      and ${COUNTED_BATCH} and ${standingBatchGift(organizationId)}
      and ${where}`;
}

/** The donor's newest in-kind gifts, with the batch each was committed in. */
export function inKindOfDonor(tx: Tx, organizationId: string, donorId: string, limit: number) {
  return queryRows<{ gift_date: string; description: string; batch_name: string }>(
    tx,
    sql`select g.gift_date::text as gift_date, g.in_kind_description as description, b.name as batch_name
        ${standingInKind(organizationId, sql`g.donor_id = ${donorId}`)}
        order by g.gift_date desc, g.entered_at desc
        limit ${limit}`,
  );
}

/** The donors' in-kind gifts dated in a period (both days inclusive), oldest first: their statements' section. */
export function inKindInPeriod(
  db: Db | Tx,
  organizationId: string,
  donorIds: string[],
  start: string,
  end: string,
) {
  if (donorIds.length === 0) return Promise.resolve([]);
  const donorList = sql.join(
    donorIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<{ donor_id: string; gift_date: string; description: string }>(
    db,
    sql`select g.donor_id, g.gift_date::text as gift_date, g.in_kind_description as description
        ${standingInKind(organizationId, sql`g.donor_id in (${donorList}) and g.gift_date between ${start} and ${end}`)}
        order by g.donor_id, g.gift_date, g.entered_at`,
  );
}
