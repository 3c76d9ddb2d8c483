import { sql } from 'drizzle-orm';

/**
 * Which gifts of contribution batches stand (batch_gifts g): the one reading the ledger's figures,
 * the donor's page and statements take of them. An adjustment's reversal takes its gift out:
 * neither the reversed gift nor the reversal itself stands, while a correction does.
 */
export function standingBatchGift(organizationId: string) {
  return sql`g.kind <> 'reversal'
    and not exists (
      select 1 from batch_gifts r
      where r.organization_id = ${organizationId} and r.adjusts_gift_id = g.id and r.kind = 'reversal'
    )`;
}

/** A batch (contribution_batches b) whose gifts count: committed, or deposited since. */
export const COUNTED_BATCH = sql`b.status in ('committed', 'deposited')`;
