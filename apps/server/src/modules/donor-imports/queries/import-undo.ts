import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';
import { dissolveHouseholdsOfOne } from '@/modules/donors/service';
import { changingDonorFigures } from '@/modules/giving/service';

/**
 * The SQL of undoing a merged import, run in one transaction under the organisation's donor lock:
 * its gifts and refunds go, and every figure a merge keeps up to date (the donors' totals, the
 * yearly and monthly rollups) is brought up to date for the donors and months it touched
 * (changingDonorFigures), so the figures are those a database without the import would have. Gifts are found
 * by their import_id without an index: an undo is rare, and an index would cost every imported gift
 * one more write.
 */

type Numeric = number | string;

/** A statement run whose statements include gifts or refunds of the import. */
export interface CoveringRun {
  created_at: Date | string;
  period_start: string;
  period_end: string;
  gifts: Numeric;
}

/**
 * The statement runs whose donors' statements include gifts or refunds of the import: a gift of a
 * donor in the run (a statement's own donor, or a giver of a household's joint statement), dated
 * inside its period, in a run still making its statements when the import
 * was merged. A run reads the gifts as it makes each statement (StatementGenerator), so one that
 * had finished by then cannot hold the import's gifts, while one made earlier and still under way
 * may.
 */
export function statementRunsCovering(tx: Tx, organizationId: string, importId: string) {
  return queryRows<CoveringRun>(
    tx,
    sql`select r.created_at, r.period_start::text as period_start, r.period_end::text as period_end,
          count(*) as gifts
        from statement_runs r
        join statement_documents s on s.run_id = r.id
        join (
          select donor_id, gift_date as day from donations
          where organization_id = ${organizationId} and import_id = ${importId}
          union all
          select donor_id, refund_date from donor_refunds
          where organization_id = ${organizationId} and import_id = ${importId}
        ) g on (g.donor_id = s.donor_id
            -- A household's joint statement holds its other givers' gifts too.
            or s.givers @> jsonb_build_array(jsonb_build_object('donorId', g.donor_id)))
          and g.day between r.period_start and r.period_end
        where r.organization_id = ${organizationId}
          and (r.finished_at is null or r.finished_at >= coalesce((
            select i.merged_at from donor_imports i where i.organization_id = ${organizationId} and i.id = ${importId}
          ), '-infinity'))
        group by r.id, r.created_at, r.period_start, r.period_end
        order by r.created_at`,
  );
}

/** A committed batch with gifts of donors the import created. */
export interface DependentBatch {
  name: string;
  donors: Numeric;
}

/**
 * The committed (or deposited) contribution batches with gifts entered by hand for donors the
 * import created: those donors stay after an undo, as the batch's record of who gave.
 */
export function committedBatchesOfImportDonors(tx: Tx, organizationId: string, importId: string) {
  return queryRows<DependentBatch>(
    tx,
    sql`select b.name, count(distinct g.donor_id) as donors
        from contribution_batches b
        join batch_gifts g on g.batch_id = b.id and g.organization_id = ${organizationId}
        join donors d on d.id = g.donor_id and d.organization_id = ${organizationId}
        where b.organization_id = ${organizationId} and b.status in ('committed', 'deposited')
          and d.import_id = ${importId}
        group by b.id, b.name, b.received_date
        order by b.received_date, b.name`,
  );
}

/**
 * Removes the import's gifts and refunds, then brings the figures of the donors and months they
 * touched up to date and removes the donors the import created who have no gift or refund left.
 * Returns what went.
 */
export async function undoImport(tx: Tx, organizationId: string, importId: string) {
  const touched = sql`
    select donor_id, gift_date as day from donations where organization_id = ${organizationId} and import_id = ${importId}
    union all
    select donor_id, refund_date from donor_refunds where organization_id = ${organizationId} and import_id = ${importId}`;
  const { giftsRemoved, refundsRemoved } = await changingDonorFigures(
    tx,
    organizationId,
    touched,
    async () => ({
      giftsRemoved: await removed(
        tx,
        sql`delete from donations where organization_id = ${organizationId} and import_id = ${importId} returning 1`,
      ),
      refundsRemoved: await removed(
        tx,
        sql`delete from donor_refunds where organization_id = ${organizationId} and import_id = ${importId} returning 1`,
      ),
    }),
  );
  // A donor the import created stays while a gift or refund of another import (or one merged into
  // them), or a gift entered by hand in a batch (open or committed, in-kind too), is theirs; their
  // names (aliases) go with them.
  const donorsRemoved = await removed(
    tx,
    sql`delete from donors d
        where d.organization_id = ${organizationId} and d.import_id = ${importId} and d.gift_count = 0
          and not exists (select 1 from donor_refunds r where r.donor_id = d.id)
          and not exists (select 1 from batch_gifts g where g.donor_id = d.id)
        returning 1`,
  );
  // A household a removed donor leaves with one member is a person again.
  if (donorsRemoved > 0) await dissolveHouseholdsOfOne(tx, organizationId);
  return { giftsRemoved, refundsRemoved, donorsRemoved };
}

async function removed(tx: Tx, statement: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ n: Numeric }>(
    tx,
    sql`with gone as (${statement}) select count(*) as n from gone`,
  );
  return Number(row?.n ?? 0);
}
