import { migrationsUpTo } from '@test/migrations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, queryRows } from './client';
import { runMigrations } from './migrate';

/**
 * Migration 0030 (the fund list, adjustments that wait for a second admin, batches on record)
 * keeps what an organisation already had: its ledger accounts move to the fund list, its
 * adjustments are recorded as carried out, and a batch it committed stays on record.
 */

const ORG = '00000000-0000-4000-8000-0000000000aa';
const USER = '00000000-0000-4000-8000-000000000001';
const DONOR = '00000000-0000-4000-8000-0000000000d1';
const BATCH = '00000000-0000-4000-8000-0000000000b1';
const REOPENED = '00000000-0000-4000-8000-0000000000b2';
const [GIFT, REVERSAL, CORRECTION] = ['f1', 'f2', 'f3'].map((n) => `00000000-0000-4000-8000-0000000000${n}`);

let database: Database;
const migrations = migrationsUpTo();

beforeAll(async () => {
  database = await openPglite(null);
  await migrations.apply(database, 29);
  const db = database.db;
  for (const statement of [
    sql`insert into users (id, email, password_hash) values (${USER}, 'treasurer@example.org', 'x')`,
    sql`insert into organizations (id, name) values (${ORG}, 'Grace')`,
    sql`insert into donors (id, organization_id, donor_key, first_name, last_name)
        values (${DONOR}, ${ORG}, 'ann lee', 'Ann', 'Lee')`,
    sql`insert into donations (organization_id, donor_id, gift_date, amount_cents, fund)
        values (${ORG}, ${DONOR}, '2026-01-04', 100, ''), (${ORG}, ${DONOR}, '2026-01-11', 100, 'General')`,
    sql`insert into fund_ledger_accounts (organization_id, fund, account)
        values (${ORG}, 'General', '4000'), (${ORG}, 'Missions', '1010 Operating Checking')`,
    sql`insert into giving_settings (organization_id, bank_ledger_account) values (${ORG}, '1010')`,
    sql`insert into contribution_batches (id, organization_id, name, received_date, expected_count,
          expected_total_cents, status, committed_at, default_fund)
        values (${BATCH}, ${ORG}, 'Sunday', '2026-11-22', 1, 100, 'committed', now(), 'Building'),
          (${REOPENED}, ${ORG}, 'Reopened', '2026-11-29', 0, 0, 'open', null, 'General')`,
    sql`insert into audit_log (organization_id, actor_id, action, target)
        values (${ORG}, ${USER}, 'batch_committed', 'Reopened')`,
    sql`insert into batch_gifts (id, organization_id, batch_id, donor_id, method, gift_date, entered_by, kind,
          adjusts_gift_id, adjustment_reason)
        values (${GIFT}, ${ORG}, ${BATCH}, ${DONOR}, 'check', '2026-11-22', ${USER}, 'entry', null, null),
          (${REVERSAL}, ${ORG}, ${BATCH}, ${DONOR}, 'check', '2026-11-22', ${USER}, 'reversal', ${GIFT}, 'Was $1.20'),
          (${CORRECTION}, ${ORG}, ${BATCH}, ${DONOR}, 'check', '2026-11-22', ${USER}, 'correction', ${GIFT}, 'Was $1.20')`,
    sql`insert into batch_gift_allocations (organization_id, gift_id, position, fund, amount_cents)
        values (${ORG}, ${GIFT}, 0, 'General', 100), (${ORG}, ${REVERSAL}, 0, 'General', -100),
          (${ORG}, ${CORRECTION}, 0, 'Missions', 120)`,
  ]) {
    await db.execute(statement);
  }
  await runMigrations(database);
}, 60_000);

afterAll(async () => {
  await database?.close();
  migrations.remove();
});

describe('migration 0030', () => {
  it('lists every fund the gifts, batches and ledger accounts name, with its account', async () => {
    expect(
      await queryRows(
        database.db,
        sql`select name, quickbooks_account, xero_account_code from funds order by name`,
      ),
    ).toEqual([
      { name: '', quickbooks_account: null, xero_account_code: null },
      { name: 'Building', quickbooks_account: null, xero_account_code: null },
      // A value that is a valid Xero code is kept as one too; the export checks each for its format.
      { name: 'General', quickbooks_account: '4000', xero_account_code: '4000' },
      { name: 'Missions', quickbooks_account: '1010 Operating Checking', xero_account_code: null },
    ]);
    expect(
      await queryRows(
        database.db,
        sql`select bank_quickbooks_account, bank_xero_account_code, xero_tax_rate from giving_settings`,
      ),
    ).toEqual([
      { bank_quickbooks_account: '1010', bank_xero_account_code: '1010', xero_tax_rate: 'Tax Exempt' },
    ]);
  });

  it('records an adjustment made before as carried out by its maker, with its correction', async () => {
    expect(
      await queryRows(
        database.db,
        sql`select gift_id, status, lone, reason, corrected, proposed_by, decided_by from batch_adjustments`,
      ),
    ).toEqual([
      {
        gift_id: GIFT,
        status: 'approved',
        lone: true,
        reason: 'Was $1.20',
        corrected: {
          method: 'check',
          checkNumber: null,
          giftDate: '2026-11-22',
          memo: null,
          inKindDescription: null,
          allocations: [{ fund: 'Missions', amountCents: 120 }],
        },
        proposed_by: USER,
        decided_by: USER,
      },
    ]);
    const linked = await queryRows<{ id: string }>(
      database.db,
      sql`select id from batch_gifts where adjustment_id is not null order by id`,
    );
    expect(linked.map((row) => row.id)).toEqual([REVERSAL, CORRECTION]);
  });

  it('keeps on record a committed batch and one the audit log saw committed before it was reopened', async () => {
    expect(
      await queryRows(
        database.db,
        sql`select name, first_committed_at is not null as on_record from contribution_batches order by name`,
      ),
    ).toEqual([
      { name: 'Reopened', on_record: true },
      { name: 'Sunday', on_record: true },
    ]);
  });
});
