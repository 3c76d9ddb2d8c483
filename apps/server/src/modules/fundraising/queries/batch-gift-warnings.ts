import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

/** The batches (other than the gift itself) holding a check of this number from this donor. */
export function sameCheckElsewhere(
  tx: Tx,
  organizationId: string,
  donorId: string,
  checkNumber: string,
  giftId: string | null,
) {
  return queryRows<{ batch_name: string; donor_name: string }>(
    tx,
    sql`select b.name as batch_name, concat_ws(' ', d.first_name, d.last_name) as donor_name
        from batch_gifts g
        join contribution_batches b on b.id = g.batch_id
        join donors d on d.id = g.donor_id
        where g.organization_id = ${organizationId} and g.donor_id = ${donorId}
          and g.check_number = ${checkNumber} and g.kind = 'entry'
          and (${giftId}::uuid is null or g.id <> ${giftId}::uuid)
        order by b.received_date desc
        limit 1`,
  );
}
