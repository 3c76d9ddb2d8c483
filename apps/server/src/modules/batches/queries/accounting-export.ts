import {
  type BatchStatus,
  DEFAULT_XERO_TAX_RATE,
  type GiftMethod,
  type JournalBatch,
  type LedgerAccounts,
} from '@steward/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

export interface ExportBatchRow {
  id: string;
  name: string;
  received_date: string;
  deposit_date: string | null;
  status: BatchStatus;
  exported_at: Date | string | null;
  exported_by: string | null;
}

/**
 * The batches an export asks for, locked until its transaction ends: two admins exporting the same
 * batch at once are taken one after the other, so the second is told it was exported.
 */
export async function lockExportBatches(
  tx: Tx,
  organizationId: string,
  selection: { batchId: string } | { from: string; to: string },
) {
  const which =
    'batchId' in selection
      ? sql`b.id = ${selection.batchId}`
      : sql`b.received_date between ${selection.from} and ${selection.to}
            and b.status in ('committed', 'deposited')`;
  return queryRows<ExportBatchRow>(
    tx,
    sql`select b.id, b.name, b.received_date::text as received_date,
          b.deposit_date::text as deposit_date, b.status, b.exported_at,
          coalesce(nullif(trim(u.full_name), ''), u.email) as exported_by
        from contribution_batches b
        left join users u on u.id = b.exported_by
        where b.organization_id = ${organizationId} and ${which}
        order by b.received_date, b.name, b.id
        for update of b`,
  );
}

/** A gift while its allocations are gathered (domain JournalGift). */
interface Gift {
  method: GiftMethod;
  allocations: { fund: string; amountCents: number | null }[];
}

/** Every gift of the batches with its funds, as the journal rules take them. */
export async function journalBatches(
  tx: Tx,
  organizationId: string,
  batches: readonly ExportBatchRow[],
): Promise<JournalBatch[]> {
  const rows = await queryRows<{
    batch_id: string;
    gift_id: string;
    method: GiftMethod;
    fund: string;
    amount_cents: number | string | null;
  }>(
    tx,
    sql`select g.batch_id, g.id as gift_id, g.method, a.fund, a.amount_cents
        from batch_gifts g
        join batch_gift_allocations a on a.gift_id = g.id
        where g.organization_id = ${organizationId}
          and g.batch_id in (${sql.join(
            batches.map((batch) => sql`${batch.id}::uuid`),
            sql`, `,
          )})
        order by g.entered_at, g.id, a.position`,
  );
  const gifts = new Map<string, Gift>();
  const byBatch = new Map(batches.map((batch) => [batch.id, [] as Gift[]]));
  for (const row of rows) {
    let gift = gifts.get(row.gift_id);
    if (!gift) {
      gift = { method: row.method, allocations: [] };
      gifts.set(row.gift_id, gift);
      byBatch.get(row.batch_id)?.push(gift);
    }
    gift.allocations.push({
      fund: row.fund,
      amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
    });
  }
  return batches.map((batch) => ({
    id: batch.id,
    name: batch.name,
    receivedDate: batch.received_date,
    depositDate: batch.deposit_date,
    gifts: byBatch.get(batch.id) ?? [],
  }));
}

/** giving_settings' bank accounts and Xero tax rate, and each fund's income accounts. */
export async function ledgerAccounts(tx: Tx, organizationId: string): Promise<LedgerAccounts> {
  const [settings] = await queryRows<{
    bank_quickbooks_account: string | null;
    bank_xero_account_code: string | null;
    xero_tax_rate: string;
  }>(
    tx,
    sql`select bank_quickbooks_account, bank_xero_account_code, xero_tax_rate
        from giving_settings where organization_id = ${organizationId}`,
  );
  const funds = await queryRows<{
    name: string;
    quickbooks_account: string | null;
    xero_account_code: string | null;
  }>(
    tx,
    sql`select name, quickbooks_account, xero_account_code from funds where organization_id = ${organizationId}`,
  );
  return {
    bank: {
      quickbooks: settings?.bank_quickbooks_account ?? null,
      xero: settings?.bank_xero_account_code ?? null,
    },
    funds: new Map(
      funds.map((row) => [row.name, { quickbooks: row.quickbooks_account, xero: row.xero_account_code }]),
    ),
    xeroTaxRate: settings?.xero_tax_rate ?? DEFAULT_XERO_TAX_RATE,
  };
}

export async function markExported(
  tx: Tx,
  organizationId: string,
  batchIds: readonly string[],
  userId: string,
) {
  await tx.execute(
    sql`update contribution_batches set exported_at = now(), exported_by = ${userId}
        where organization_id = ${organizationId}
          and id in (${sql.join(
            batchIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
  );
}
