import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

/** A donation entered by hand in a committed batch, by its identity (spec 001 §5) and its batch. */
export interface HandEnteredDonation {
  donor_key: string;
  gift_date: string;
  amount_cents: number | string;
  fund: string;
  occurrence: number;
  batch_name: string;
}

/**
 * The organisation's donations entered by hand (committed batches' gifts), for an import preview to
 * tell which of a file's rows are already there that way. A church's batches hold thousands of
 * gifts a year, not millions: they are read whole, and the file compared against them as it is read.
 */
export function handEnteredDonations(tx: Tx, organizationId: string) {
  return queryRows<HandEnteredDonation>(
    tx,
    sql`select d.donor_key, x.gift_date::text as gift_date, x.amount_cents, x.fund, x.occurrence, b.name as batch_name
        from donations x
        join donors d on d.id = x.donor_id and d.organization_id = ${organizationId}
        join contribution_batches b on b.id = x.batch_id and b.organization_id = ${organizationId}
        where x.organization_id = ${organizationId} and x.batch_id is not null`,
  );
}
