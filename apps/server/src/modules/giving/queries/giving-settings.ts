import { DEFAULT_XERO_TAX_RATE, type GivingSettings } from '@steward/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

/** The organisation's giving settings; dual control is on until an admin turns it off. */
export async function readGivingSettings(tx: Tx, organizationId: string): Promise<GivingSettings> {
  const [row] = await queryRows<{
    dual_control: boolean;
    bank_quickbooks_account: string | null;
    bank_xero_account_code: string | null;
    xero_tax_rate: string;
  }>(
    tx,
    sql`select dual_control, bank_quickbooks_account, bank_xero_account_code, xero_tax_rate
        from giving_settings where organization_id = ${organizationId}`,
  );
  return {
    dualControl: row?.dual_control ?? true,
    bankQuickbooksAccount: row?.bank_quickbooks_account ?? null,
    bankXeroAccountCode: row?.bank_xero_account_code ?? null,
    xeroTaxRate: row?.xero_tax_rate ?? DEFAULT_XERO_TAX_RATE,
  };
}

export async function writeGivingSettings(
  tx: Tx,
  organizationId: string,
  userId: string,
  settings: GivingSettings,
) {
  await tx.execute(sql`
    insert into giving_settings (organization_id, dual_control, bank_quickbooks_account, bank_xero_account_code,
      xero_tax_rate, updated_by, updated_at)
    values (${organizationId}, ${settings.dualControl}, ${settings.bankQuickbooksAccount},
      ${settings.bankXeroAccountCode}, ${settings.xeroTaxRate}, ${userId}, now())
    on conflict (organization_id) do update set dual_control = excluded.dual_control,
      bank_quickbooks_account = excluded.bank_quickbooks_account,
      bank_xero_account_code = excluded.bank_xero_account_code, xero_tax_rate = excluded.xero_tax_rate,
      updated_by = excluded.updated_by, updated_at = now()`);
}
