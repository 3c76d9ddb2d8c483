import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

type Numeric = number | string;

export async function donorNameParts(tx: Tx, organizationId: string, donorId: string) {
  const [row] = await queryRows<{ first_name: string; last_name: string }>(
    tx,
    sql`select first_name, last_name from donors where organization_id = ${organizationId} and id = ${donorId}`,
  );
  return row;
}

/**
 * The batches (oldest received first, and whether each is open) that already hold a gift of this donor with this check
 * number, other than `exceptGiftId` (the gift being edited). A reversed gift and the reversal itself
 * no longer count: the correction that replaced them carries the check now.
 */
export function batchesWithCheck(
  tx: Tx,
  organizationId: string,
  donorId: string,
  checkNumber: string,
  exceptGiftId: string | null,
) {
  return queryRows<{ name: string; open: boolean }>(
    tx,
    sql`select b.name, b.status = 'open' as open from contribution_batches b
        where b.organization_id = ${organizationId} and exists (
          select 1 from batch_gifts g
          where g.organization_id = ${organizationId} and g.batch_id = b.id and g.donor_id = ${donorId}
            and lower(g.check_number) = lower(${checkNumber}) and g.kind <> 'reversal'
            and g.id is distinct from ${exceptGiftId}::uuid
            and not exists (
              select 1 from batch_gifts r
              where r.organization_id = ${organizationId} and r.kind = 'reversal' and r.adjusts_gift_id = g.id))
        order by b.received_date, b.created_at`,
  );
}

/** The amounts of the donor's gifts (refunds are kept apart and never among them). */
export async function giftAmounts(tx: Tx, organizationId: string, donorId: string) {
  const rows = await queryRows<{ cents: Numeric }>(
    tx,
    sql`select amount_cents as cents from donations
        where organization_id = ${organizationId} and donor_id = ${donorId}`,
  );
  return rows.map((row) => Number(row.cents));
}
