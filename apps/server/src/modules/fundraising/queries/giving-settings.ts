import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

/** The organisation's giving settings; dual control is on until an admin turns it off. */
export async function readGivingSettings(tx: Tx, organizationId: string) {
  const [row] = await queryRows<{ dual_control: boolean; bank_ledger_account: string | null }>(
    tx,
    sql`select dual_control, bank_ledger_account from giving_settings where organization_id = ${organizationId}`,
  );
  return { dualControl: row?.dual_control ?? true, bankLedgerAccount: row?.bank_ledger_account ?? null };
}

/**
 * Every fund the organisation's gifts name (imported, entered in a batch) or that has an income
 * account, with that account; the general fund ('') first.
 */
export function fundAccounts(tx: Tx, organizationId: string) {
  return queryRows<{ fund: string; account: string | null }>(
    tx,
    sql`select f.fund, l.account
        from (
          select distinct fund from donations where organization_id = ${organizationId}
          union
          select fund from batch_gift_allocations where organization_id = ${organizationId}
          union
          select fund from fund_ledger_accounts where organization_id = ${organizationId}
        ) f
        left join fund_ledger_accounts l on l.organization_id = ${organizationId} and l.fund = f.fund
        order by f.fund <> '', lower(f.fund), f.fund`,
  );
}

export async function writeGivingSettings(
  tx: Tx,
  organizationId: string,
  userId: string,
  settings: { dualControl: boolean; bankLedgerAccount: string | null },
) {
  await tx.execute(sql`
    insert into giving_settings (organization_id, dual_control, bank_ledger_account, updated_by, updated_at)
    values (${organizationId}, ${settings.dualControl}, ${settings.bankLedgerAccount}, ${userId}, now())
    on conflict (organization_id) do update set dual_control = excluded.dual_control,
      bank_ledger_account = excluded.bank_ledger_account, updated_by = excluded.updated_by, updated_at = now()`);
}

/** Sets each fund's income account; a fund given without one loses its account. */
export async function writeFundAccounts(
  tx: Tx,
  organizationId: string,
  accounts: readonly { fund: string; account: string | null }[],
) {
  const cleared = accounts.filter((a) => a.account === null).map((a) => a.fund);
  const set = accounts.filter((a): a is { fund: string; account: string } => a.account !== null);
  if (cleared.length > 0) {
    await tx.execute(sql`
      delete from fund_ledger_accounts where organization_id = ${organizationId}
        and fund in (${sql.join(
          cleared.map((fund) => sql`${fund}`),
          sql`, `,
        )})`);
  }
  if (set.length > 0) {
    await tx.execute(sql`
      insert into fund_ledger_accounts (organization_id, fund, account, updated_at)
      values ${sql.join(
        set.map((a) => sql`(${organizationId}, ${a.fund}, ${a.account}, now())`),
        sql`, `,
      )}
      on conflict (organization_id, fund) do update set account = excluded.account, updated_at = now()`);
  }
}
