import { randomUUID } from 'node:crypto';
import { createTestApp } from '@test/app';
import { pdfPageLines } from '@test/pdf-text';
import { seedAdjustment, seedChanger } from '@test/seed-batches';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import type { MemberContext } from '@/platform/authorization';
import { LONE_COMMIT } from '@/platform/pdf/documents/batch-report';
import type { BatchReportInput, DepositSlipInput } from '@/platform/pdf/documents/batch-types';
import { batchReportInput, batchReportPdf, depositSlipInput, depositSlipPdf } from './service/batch-outputs';

/**
 * A batch's outputs: its report (CSV, and the data its PDF prints), its deposit slip, and the
 * accounting export of committed batches. The batches are written with SQL, as a commit leaves them.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
const donors: Record<string, string> = {};

interface GiftSeed {
  donor: string | null;
  method: 'cash' | 'check' | 'ach' | 'in_kind';
  check?: string;
  description?: string;
  allocations: [string, number | null][];
  by: Actor;
  kind?: 'reversal' | 'correction';
  adjusts?: string;
  reason?: string;
}

interface BatchSeed {
  organizationId?: string;
  name: string;
  receivedDate: string;
  depositDate?: string;
  status?: 'open' | 'committed' | 'deposited';
  expected: { count: number; total: number; cash: number | null; check: number | null };
  gifts: GiftSeed[];
  committedBy?: Actor;
  /** The count sheet's cash by denomination. */
  cashCount?: Record<string, number>;
}

/** A batch and its gifts as a commit leaves them; returns the batch's and each gift's id. */
async function seedBatch(seed: BatchSeed) {
  const db = t.database.db;
  const organizationId = seed.organizationId ?? w.organizationA;
  const batchId = randomUUID();
  const status = seed.status ?? 'committed';
  await db.execute(sql`insert into contribution_batches
      (id, organization_id, name, received_date, deposit_date, bank_account, expected_count,
       expected_total_cents, expected_cash_cents, expected_check_cents, status, committed_by, committed_at,
       cash_count)
    values (${batchId}, ${organizationId}, ${seed.name}, ${seed.receivedDate}, ${seed.depositDate ?? null},
      'Operating ...1234', ${seed.expected.count}, ${seed.expected.total}, ${seed.expected.cash},
      ${seed.expected.check}, ${status}, ${status === 'open' ? null : (seed.committedBy ?? w.master).id},
      ${status === 'open' ? null : '2026-11-22T15:00:00Z'},
      ${seed.cashCount ? JSON.stringify(seed.cashCount) : null}::jsonb)`);
  const giftIds: string[] = [];
  for (const [index, gift] of seed.gifts.entries()) {
    const giftId = randomUUID();
    giftIds.push(giftId);
    await db.execute(sql`insert into batch_gifts
        (id, organization_id, batch_id, donor_id, method, check_number, gift_date, in_kind_description,
         kind, adjusts_gift_id, adjustment_reason, entered_by, entered_at)
      values (${giftId}, ${organizationId}, ${batchId}, ${gift.donor ? donors[gift.donor] : null}, ${gift.method},
        ${gift.check ?? null}, ${seed.receivedDate}, ${gift.description ?? null}, ${gift.kind ?? 'entry'},
        ${gift.adjusts ?? null}, ${gift.reason ?? null}, ${gift.by.id},
        ${`2026-11-22T14:${String(index).padStart(2, '0')}:00Z`})`);
    for (const [position, [fund, cents]] of gift.allocations.entries()) {
      await db.execute(sql`insert into batch_gift_allocations (organization_id, gift_id, position, fund, amount_cents)
        values (${organizationId}, ${giftId}, ${position}, ${fund}, ${cents})`);
    }
  }
  return { batchId, giftIds };
}

async function seedDonor(organizationId: string, first: string, last: string) {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into donors (organization_id, donor_key, first_name, last_name)
        values (${organizationId}, ${`${first}|${last}|${randomUUID()}`}, ${first}, ${last}) returning id`,
  );
  return (row as { id: string }).id;
}

/** The bank's and the funds' accounts by name (QuickBooks Online) and, when given, by Xero code. */
async function setAccounts(
  organizationId: string,
  bank: string | null,
  funds: Record<string, string>,
  xero: { bank: string | null; funds: Record<string, string> } = { bank: null, funds: {} },
) {
  const db = t.database.db;
  await db.execute(sql`insert into giving_settings (organization_id, bank_quickbooks_account, bank_xero_account_code)
    values (${organizationId}, ${bank}, ${xero.bank})
    on conflict (organization_id) do update set bank_quickbooks_account = excluded.bank_quickbooks_account,
      bank_xero_account_code = excluded.bank_xero_account_code`);
  await db.execute(sql`delete from funds where organization_id = ${organizationId}`);
  for (const fund of new Set([...Object.keys(funds), ...Object.keys(xero.funds)])) {
    await db.execute(sql`insert into funds (organization_id, name, quickbooks_account, xero_account_code)
      values (${organizationId}, ${fund}, ${funds[fund] ?? null}, ${xero.funds[fund] ?? null})`);
  }
}

const ALL_MAPPED = {
  '': 'Contributions:General',
  Missions: 'Contributions:Missions',
  Building: 'Contributions:Building',
};
const XERO_CODES = { bank: '1010', funds: { '': '4000', Missions: '4200', Building: '4100' } };

function get(actor: Actor, url: string) {
  return call(t.app, 'GET', url, { cookie: actor.cookie });
}

const lines = (body: string) => body.split('\r\n').filter((line) => line !== '');

function member(actor: Actor): MemberContext {
  return {
    userId: actor.id,
    organizationId: w.organizationA,
    role: 'admin',
    isCounter: false,
    email: actor.email,
    ipAddress: null,
  };
}

// Sunday's plate: anonymous loose cash, Ann's check, Ben's check split across two funds, and Cy's
// chairs (in-kind); the admin entered three gifts, the master admin one and committed.
function sunday(name = 'Sunday 9:00, Nov 22 2026', receivedDate = '2026-11-22'): BatchSeed {
  return {
    name,
    receivedDate,
    depositDate: '2026-11-23',
    expected: { count: 3, total: 24_250, cash: 4_250, check: 20_000 },
    gifts: [
      { donor: null, method: 'cash', allocations: [['', 4_250]], by: w.admin },
      { donor: 'ann', method: 'check', check: '1042', allocations: [['', 10_000]], by: w.admin },
      {
        donor: 'ben',
        method: 'check',
        check: '1043',
        allocations: [
          ['', 7_500],
          ['Missions', 2_500],
        ],
        by: w.admin,
      },
      {
        donor: 'cy',
        method: 'in_kind',
        description: 'Twelve folding chairs',
        allocations: [['Building', null]],
        by: w.master,
      },
    ],
  };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'outputs');
  donors.ann = await seedDonor(w.organizationA, 'Ann', 'Lee');
  donors.ben = await seedDonor(w.organizationA, 'Ben', 'Ray');
  donors.cy = await seedDonor(w.organizationA, 'Cy', 'Fox');
  donors.formula = await seedDonor(w.organizationA, '@SUM(A1:A9)', '-2+3');
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('the batch report', () => {
  it('lists the gifts by fund and by method, the checks, the control totals and who entered and committed', async () => {
    const { batchId } = await seedBatch(sunday());
    const response = await get(w.admin, `/api/batches/${batchId}/report.csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const csv = lines(response.body);
    expect(csv.slice(0, 3)).toEqual([
      'Batch report,"Sunday 9:00, Nov 22 2026"',
      'Organization,Organisation A',
      'Received,2026-11-22',
    ]);
    expect(csv).toContain('State,Committed');
    const section = (title: string, length: number) => {
      const start = csv.findIndex((line) => line.startsWith(`${title},`));
      return csv.slice(start, start + length);
    };
    expect(section('Control totals', 6)).toEqual([
      'Control totals,Expected,Entered,Variance',
      'Gifts,3,3,0',
      'Total,242.50,242.50,0.00',
      'Cash,42.50,42.50,0.00',
      'Checks,200.00,200.00,0.00',
      'In-kind gifts,,1,',
    ]);
    expect(section('By fund', 3)).toEqual(['By fund,Gifts,Total', 'General,3,217.50', 'Missions,1,25.00']);
    expect(section('By method', 3)).toEqual(['By method,Gifts,Total', 'Cash,1,42.50', 'Check,2,200.00']);
    expect(section('Checks,Check number', 5)).toEqual([
      'Checks,Check number,Donor,Amount',
      ',1042,Ann Lee,100.00',
      ',1043,Ben Ray,100.00',
      'Check subtotal,,,200.00',
      'Cash subtotal,,,42.50',
    ]);
    expect(section('In-kind gifts,Donor', 2)).toEqual([
      'In-kind gifts,Donor,Description',
      ',Cy Fox,Twelve folding chairs',
    ]);
    expect(csv).toContain(`Entered by,${w.admin.email},${w.master.email}`);
    expect(csv).toContain(`Committed by,${w.master.email},2026-11-22T15:00:00.000Z`);
  });

  it('names the admin who rewrote a counter’s gifts as having changed the batch, beside who entered them and who committed', async () => {
    // The counter entered the count; the admin changed it and committed it.
    const { batchId } = await seedBatch({
      ...sunday('Sunday 9:30, Nov 22 2026'),
      gifts: sunday().gifts.map((gift) => ({ ...gift, by: w.counter })),
      committedBy: w.admin,
    });
    await seedChanger(t.database.db, {
      organizationId: w.organizationA,
      batchId,
      userId: w.admin.id,
      changedAt: '2026-11-22T14:40:00Z',
    });
    const pdf = await get(w.master, `/api/batches/${batchId}/report.pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const printed = (await pdfPageLines(pdf.rawPayload)).flat();
    expect(printed).toContain('Entered or changed by Gifts entered Changed the batch');
    expect(printed).toContain(`${w.counter.email} 4 —`);
    expect(printed).toContain(`${w.admin.email} 0 Nov 22, 2026`);
    expect(printed).toContain(`Committed by: ${w.admin.email} on November 22, 2026`);
    expect(printed).not.toContain(LONE_COMMIT);

    const csv = lines((await get(w.master, `/api/batches/${batchId}/report.csv`)).body);
    const start = csv.indexOf('Entered or changed by,Gifts entered,Changed the batch at');
    expect(csv.slice(start)).toEqual([
      'Entered or changed by,Gifts entered,Changed the batch at',
      `${w.counter.email},4,`,
      `${w.admin.email},0,2026-11-22T14:40:00.000Z`,
      `Entered by,${w.counter.email}`,
      `Committed by,${w.admin.email},2026-11-22T15:00:00.000Z`,
      'Lone commit,No',
    ]);
  });

  it('lists a corrected gift once, as corrected, and every adjustment with who proposed, who decided, when and why; one waiting counts nowhere', async () => {
    const { batchId, giftIds } = await seedBatch(sunday('Sunday 11:00, Nov 22 2026'));
    const [looseCash, annCheck, benCheck, cyChairs] = giftIds as [string, string, string, string];
    const db = t.database.db;
    const organizationId = w.organizationA;
    /** An approved adjustment's gift, as the approval writes it. */
    async function adjustmentGift(
      kind: 'reversal' | 'correction',
      adjusts: string,
      allocation: [string, number | null],
    ) {
      const giftId = randomUUID();
      const [donor, method, check] =
        adjusts === cyChairs ? [donors.cy, 'in_kind', null] : [donors.ann, 'check', '1042'];
      await db.execute(sql`insert into batch_gifts (id, organization_id, batch_id, donor_id, method, check_number,
          gift_date, in_kind_description, kind, adjusts_gift_id, entered_by, entered_at)
        values (${giftId}, ${organizationId}, ${batchId}, ${donor}, ${method}, ${check}, '2026-11-22',
          ${method === 'in_kind' ? 'Twelve folding chairs' : null}, ${kind}, ${adjusts}, ${w.master.id},
          '2026-11-24T10:00:00Z')`);
      await db.execute(sql`insert into batch_gift_allocations (organization_id, gift_id, position, fund, amount_cents)
        values (${organizationId}, ${giftId}, 0, ${allocation[0]}, ${allocation[1]})`);
      return giftId;
    }
    const corrected = (allocations: { fund: string; amountCents: number }[]) => ({
      method: 'check' as const,
      checkNumber: null,
      giftDate: '2026-11-22',
      memo: null,
      inKindDescription: null,
      allocations,
    });
    // Ann's check was $120: proposed by the admin, approved by the master admin.
    await seedAdjustment(db, {
      organizationId,
      batchId,
      giftId: annCheck,
      reason: 'Check was $120, not $100',
      status: 'approved',
      corrected: corrected([{ fund: '', amountCents: 12_000 }]),
      proposedBy: w.admin.id,
      proposedAt: '2026-11-23T18:00:00Z',
      decidedBy: w.master.id,
      decidedAt: '2026-11-24T10:00:00Z',
      carriedOutBy: [
        await adjustmentGift('reversal', annCheck, ['', -10_000]),
        await adjustmentGift('correction', annCheck, ['', 12_000]),
      ],
    });
    // The chairs were another church's: taken back by the master admin alone (made before the rule).
    await seedAdjustment(db, {
      organizationId,
      batchId,
      giftId: cyChairs,
      reason: 'Lent, not given',
      status: 'approved',
      proposedBy: w.master.id,
      proposedAt: '2026-11-24T10:00:00Z',
      decidedBy: w.master.id,
      decidedAt: '2026-11-24T10:00:00Z',
      lone: true,
      carriedOutBy: [await adjustmentGift('reversal', cyChairs, ['Building', null])],
    });
    // The loose cash reversed: withdrawn by the master admin who proposed it.
    await seedAdjustment(db, {
      organizationId,
      batchId,
      giftId: looseCash,
      reason: 'Counted twice',
      status: 'rejected',
      proposedBy: w.master.id,
      proposedAt: '2026-11-24T12:00:00Z',
      decidedBy: w.master.id,
      decidedAt: '2026-11-24T13:00:00Z',
    });
    // Ben's check to $150, waiting for the second admin: in no figure.
    await seedAdjustment(db, {
      organizationId,
      batchId,
      giftId: benCheck,
      reason: 'Check was $150',
      status: 'pending',
      corrected: corrected([
        { fund: '', amountCents: 12_500 },
        { fund: 'Missions', amountCents: 2_500 },
      ]),
      proposedBy: w.master.id,
      proposedAt: '2026-11-25T08:00:00Z',
    });
    const report = await batchReportInput(
      { db, storage: undefined as never },
      member(w.admin),
      batchId,
      '2026-11-25',
    );
    const adjustment = {
      giftDate: '2026-11-22',
      lone: false,
      withdrawn: false,
      decidedBy: w.master.email,
    };
    expect(report).toEqual<BatchReportInput>({
      organization: { legalName: 'Organisation A', addressLines: [] },
      batch: {
        name: 'Sunday 11:00, Nov 22 2026',
        receivedDate: '2026-11-22',
        depositDate: '2026-11-23',
        bankAccount: 'Operating ...1234',
        note: null,
        state: 'committed',
      },
      control: { count: 3, totalCents: 24_250, cashCents: 4_250, checkCents: 20_000 },
      figures: {
        count: 3,
        totalCents: 26_250,
        cashCents: 4_250,
        checkCents: 22_000,
        inKindCount: 0,
        countVariance: 0,
        totalVariance: 2_000,
        cashVariance: 0,
        checkVariance: 2_000,
      },
      byFund: [
        { fund: '', count: 3, totalCents: 23_750 },
        { fund: 'Missions', count: 1, totalCents: 2_500 },
      ],
      byMethod: [
        { method: 'Cash', count: 1, totalCents: 4_250 },
        { method: 'Check', count: 2, totalCents: 22_000 },
      ],
      checks: [
        { checkNumber: '1043', donorName: 'Ben Ray', amountCents: 10_000 },
        { checkNumber: '1042', donorName: 'Ann Lee', amountCents: 12_000 },
      ],
      inKind: [],
      adjustments: [
        {
          ...adjustment,
          status: 'approved',
          donorName: 'Ann Lee',
          method: 'Check',
          checkNumber: '1042',
          fromCents: 10_000,
          toCents: 12_000,
          reason: 'Check was $120, not $100',
          proposedBy: w.admin.email,
          proposedAt: '2026-11-23T18:00:00.000Z',
          decidedAt: '2026-11-24T10:00:00.000Z',
        },
        {
          ...adjustment,
          status: 'approved',
          donorName: 'Cy Fox',
          method: 'In-kind (non-cash)',
          checkNumber: null,
          fromCents: 0,
          toCents: null,
          reason: 'Lent, not given',
          proposedBy: w.master.email,
          proposedAt: '2026-11-24T10:00:00.000Z',
          decidedAt: '2026-11-24T10:00:00.000Z',
          lone: true,
        },
        {
          ...adjustment,
          status: 'rejected',
          donorName: 'Anonymous',
          method: 'Cash',
          checkNumber: null,
          fromCents: 4_250,
          toCents: null,
          reason: 'Counted twice',
          proposedBy: w.master.email,
          proposedAt: '2026-11-24T12:00:00.000Z',
          decidedAt: '2026-11-24T13:00:00.000Z',
          withdrawn: true,
        },
        {
          ...adjustment,
          status: 'pending',
          donorName: 'Ben Ray',
          method: 'Check',
          checkNumber: '1043',
          fromCents: 10_000,
          toCents: 15_000,
          reason: 'Check was $150',
          proposedBy: w.master.email,
          proposedAt: '2026-11-25T08:00:00.000Z',
          decidedBy: null,
          decidedAt: null,
        },
      ],
      hands: [
        { name: w.admin.email, giftsEntered: 3, changedAt: null },
        { name: w.master.email, giftsEntered: 1, changedAt: null },
      ],
      committedBy: w.master.email,
      committedAt: '2026-11-22T15:00:00.000Z',
      loneCommit: false,
      generatedOn: '2026-11-25',
    });

    const csv = lines((await get(w.admin, `/api/batches/${batchId}/report.csv`)).body);
    const section = (title: string) => {
      const start = csv.findIndex((line) => line.startsWith(`${title},`));
      const end = csv.findIndex((line, i) => i > start && /^[^,]/.test(line));
      return csv.slice(start, end);
    };
    // The rows of before (one per reversal and correction, with the amount each adds), then who and when.
    expect(section('Adjustments')).toEqual([
      'Adjustments,Date,Donor,Amount,Reason,By,Proposed by,Proposed at,Approved by,Approved at',
      `,2026-11-24,Ann Lee,-100.00,"Check was $120, not $100",${w.master.email},${w.admin.email},2026-11-23T18:00:00.000Z,${w.master.email},2026-11-24T10:00:00.000Z`,
      `,2026-11-24,Ann Lee,120.00,"Check was $120, not $100",${w.master.email},${w.admin.email},2026-11-23T18:00:00.000Z,${w.master.email},2026-11-24T10:00:00.000Z`,
      `,2026-11-24,Cy Fox,0.00,"Lent, not given",${w.master.email},${w.master.email},2026-11-24T10:00:00.000Z,Lone: dual control off,2026-11-24T10:00:00.000Z`,
    ]);
    expect(section('Adjustments waiting for approval (in no total)')).toEqual([
      'Adjustments waiting for approval (in no total),Gift date,Donor,Adjustment,Gift amount,Corrected amount,Reason,Proposed by,Proposed at',
      `,2026-11-22,Ben Ray,Correction,100.00,150.00,Check was $150,${w.master.email},2026-11-25T08:00:00.000Z`,
    ]);
    expect(section('Adjustments turned down')).toEqual([
      'Adjustments turned down,Gift date,Donor,Adjustment,Gift amount,Corrected amount,Reason,Proposed by,Proposed at,Turned down by,Turned down at',
      `,2026-11-22,Anonymous,Reversal,42.50,,Counted twice,${w.master.email},2026-11-24T12:00:00.000Z,${w.master.email} (withdrawn),2026-11-24T13:00:00.000Z`,
    ]);
  });

  it('gives the deposit slip the checks one by one and the cash, and the renderer the assembled inputs', async () => {
    const { batchId } = await seedBatch({
      ...sunday('Sunday 8:00, Nov 22 2026'),
      depositDate: undefined,
      cashCount: { b2000: 2, b100: 0, c25: 10 },
    });
    const deps = { db: t.database.db, storage: undefined as never };
    const slip = await depositSlipInput(deps, member(w.admin), batchId, '2026-11-25');
    expect(slip).toEqual<DepositSlipInput>({
      organization: { legalName: 'Organisation A', addressLines: [] },
      batchName: 'Sunday 8:00, Nov 22 2026',
      bankAccount: 'Operating ...1234',
      depositDate: '2026-11-25',
      checks: [
        { checkNumber: '1042', donorName: 'Ann Lee', amountCents: 10_000 },
        { checkNumber: '1043', donorName: 'Ben Ray', amountCents: 10_000 },
      ],
      cashCents: 4_250,
      checkCents: 20_000,
      totalCents: 24_250,
      // The count sheet's cash, largest first, the denominations it counted.
      cashCount: [
        { label: '$20 bills', kind: 'bill', pieces: 2, valueCents: 4_000 },
        { label: 'Quarters', kind: 'coin', pieces: 10, valueCents: 250 },
      ],
    });
    const given: unknown[] = [];
    const renderer = {
      renderBatchReport: async (input: BatchReportInput) => {
        given.push(input);
        return { ok: true as const, bytes: new Uint8Array([1]) };
      },
      renderDepositSlip: async (input: DepositSlipInput) => {
        given.push(input);
        return { ok: false as const, reason: 'Making the PDF took longer than 20 seconds.' };
      },
    };
    const pdf = await batchReportPdf({ ...deps, renderer }, member(w.admin), batchId);
    expect(pdf.filename).toMatch(/^Batch report - Sunday 8.00, Nov 22 2026\.pdf$/);
    await expect(depositSlipPdf({ ...deps, renderer }, member(w.admin), batchId)).rejects.toThrow(
      'Making the PDF took longer than 20 seconds.',
    );
    expect(given).toHaveLength(2);
    expect(given[1]).toMatchObject({ totalCents: 24_250 });
  });

  it('writes names, funds and batch names that look like formulas as text', async () => {
    const { batchId } = await seedBatch({
      name: '=HYPERLINK("http://evil.example","Open")',
      receivedDate: '2026-11-29',
      expected: { count: 1, total: 500, cash: null, check: null },
      gifts: [
        {
          donor: 'formula',
          method: 'check',
          check: '+1',
          allocations: [['+cmd|/C calc!A0', 500]],
          by: w.admin,
        },
      ],
    });
    const csv = lines((await get(w.admin, `/api/batches/${batchId}/report.csv`)).body);
    expect(csv[0]).toBe(`Batch report,"'=HYPERLINK(""http://evil.example"",""Open"")"`);
    expect(csv).toContain(`'+cmd|/C calc!A0,1,5.00`);
    expect(csv).toContain(`,'+1,'@SUM(A1:A9) -2+3,5.00`);
    await setAccounts(w.organizationA, '@Bank', { '+cmd|/C calc!A0': '=Income' });
    const journal = await get(w.admin, `/api/batches/accounting-export?format=plain&batchId=${batchId}`);
    expect(journal.statusCode, journal.body).toBe(200);
    expect(lines(journal.body)).toEqual([
      'batch,date,fund,account,debit,credit,memo',
      `"'=HYPERLINK(""http://evil.example"",""Open"")",2026-11-29,,'@Bank,5.00,,"'=HYPERLINK(""http://evil.example"",""Open""): deposit"`,
      `"'=HYPERLINK(""http://evil.example"",""Open"")",2026-11-29,'+cmd|/C calc!A0,'=Income,,5.00,"'=HYPERLINK(""http://evil.example"",""Open""): +cmd|/C calc!A0"`,
    ]);
  });
});

describe('the accounting export', () => {
  it('exports a committed batch once, refuses a second export naming when and by whom, and exports again when asked', async () => {
    await setAccounts(w.organizationA, 'Operating Checking', ALL_MAPPED);
    const { batchId } = await seedBatch(sunday('Sunday 7:30, Nov 15 2026', '2026-11-15'));
    const url = `/api/batches/accounting-export?format=quickbooks&batchId=${batchId}`;
    const first = await get(w.admin, url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('text/csv; charset=utf-8');
    const number = `B20261115-${batchId.slice(0, 8)}`;
    expect(lines(first.body)).toEqual([
      'JournalNo,JournalDate,AccountName,Debits,Credits,Description,Name',
      `${number},11/23/2026,Operating Checking,242.50,,"Sunday 7:30, Nov 15 2026: deposit",`,
      `${number},11/23/2026,Contributions:General,,217.50,"Sunday 7:30, Nov 15 2026: General",`,
      `${number},11/23/2026,Contributions:Missions,,25.00,"Sunday 7:30, Nov 15 2026: Missions",`,
    ]);
    const [marked] = await queryRows<{ exported_by: string; exported_at: Date | null }>(
      t.database.db,
      sql`select exported_by, exported_at from contribution_batches where id = ${batchId}`,
    );
    expect(marked?.exported_by).toBe(w.admin.id);
    expect(marked?.exported_at).not.toBeNull();

    const second = await get(w.master, url);
    expect(second.statusCode).toBe(409);
    const today = new Date().toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(second.json().error.message).toBe(
      `Already exported: Sunday 7:30, Nov 15 2026 (on ${today} by ${w.admin.email}). Export again to include them.`,
    );

    const again = await get(w.master, `${url}&again=true`);
    expect(again.statusCode, again.body).toBe(200);
    expect(lines(again.body)).toEqual(lines(first.body));
    const audit = await queryRows<{ actor_id: string; target: string; detail: string }>(
      t.database.db,
      sql`select actor_id, target, detail from audit_log
          where organization_id = ${w.organizationA} and action = 'batch_exported' and target = 'Sunday 7:30, Nov 15 2026'
          order by created_at`,
    );
    expect(audit).toEqual([
      { actor_id: w.admin.id, target: 'Sunday 7:30, Nov 15 2026', detail: 'QuickBooks Online' },
      { actor_id: w.master.id, target: 'Sunday 7:30, Nov 15 2026', detail: 'QuickBooks Online, again' },
    ]);
  });

  it('lets one of two exports of the same batch at the same moment through, and refuses the other', async () => {
    await setAccounts(w.organizationA, 'Operating Checking', ALL_MAPPED);
    const { batchId } = await seedBatch(sunday('Sunday 9:00, Nov 8 2026', '2026-11-08'));
    const url = `/api/batches/accounting-export?format=plain&batchId=${batchId}`;
    const statuses = (await Promise.all([get(w.admin, url), get(w.master, url)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('exports the committed batches received in a date range, one entry each, open ones left out', async () => {
    await setAccounts(w.organizationA, 'Operating Checking', ALL_MAPPED, XERO_CODES);
    const first = await seedBatch(sunday('Sunday 9:00, Oct 4 2026', '2026-10-04'));
    const second = await seedBatch({
      ...sunday('Sunday 9:00, Oct 11 2026', '2026-10-11'),
      status: 'deposited',
    });
    await seedBatch({ ...sunday('Sunday 9:00, Oct 18 2026', '2026-10-18'), status: 'open' });
    await seedBatch(sunday('Sunday 9:00, Sep 27 2026', '2026-09-27'));
    const response = await get(
      w.admin,
      '/api/batches/accounting-export?format=xero&from=2026-10-01&to=2026-10-31',
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = lines(response.body);
    expect(rows[0]).toBe(
      '*Narration,*Date,Description,*AccountCode,*TaxRate,*Amount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2',
    );
    expect(rows.slice(1).map((row) => row.split('",')[0])).toEqual([
      ...Array(3).fill(`"Sunday 9:00, Oct 4 2026 (B20261004-${first.batchId.slice(0, 8)})`),
      ...Array(3).fill(`"Sunday 9:00, Oct 11 2026 (B20261011-${second.batchId.slice(0, 8)})`),
    ]);
    expect(rows[1]).toContain(',23 Nov 2026,Deposit,1010,Tax Exempt,242.50,,,,');
    const exported = await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from contribution_batches where organization_id = ${w.organizationA}
          and exported_at is not null and received_date between '2026-09-01' and '2026-10-31' order by received_date`,
    );
    expect(exported.map((row) => row.name)).toEqual(['Sunday 9:00, Oct 4 2026', 'Sunday 9:00, Oct 11 2026']);
  });

  it('refuses, naming them, funds without an income account, and marks nothing', async () => {
    await setAccounts(w.organizationA, 'Operating Checking', { Building: 'Contributions:Building' });
    const { batchId } = await seedBatch(sunday('Sunday 9:00, Dec 6 2026', '2026-12-06'));
    const response = await get(w.admin, `/api/batches/accounting-export?format=plain&batchId=${batchId}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Set the income account of General, Missions in Giving settings before exporting.',
    );
    const [row] = await queryRows<{ exported_at: Date | null }>(
      t.database.db,
      sql`select exported_at from contribution_batches where id = ${batchId}`,
    );
    expect(row?.exported_at).toBeNull();
  });

  it('checks each account against its format again when exporting, and takes Xero’s tax rate from the settings', async () => {
    // Saved before the accounts were checked (the migration kept the old free text as QuickBooks' name).
    await setAccounts(w.organizationA, '1010 Operating Checking', ALL_MAPPED, XERO_CODES);
    const { batchId } = await seedBatch(sunday('Sunday 9:00, Dec 27 2026', '2026-12-27'));
    const refused = await get(w.admin, `/api/batches/accounting-export?format=quickbooks&batchId=${batchId}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Correct the bank account for QuickBooks Online ("1010 Operating Checking") in Giving settings before exporting: QuickBooks Online imports accounts by name, such as "Operating Checking" (turn account numbers off or leave the number out).',
    );
    const [untouched] = await queryRows<{ exported_at: Date | null }>(
      t.database.db,
      sql`select exported_at from contribution_batches where id = ${batchId}`,
    );
    expect(untouched?.exported_at).toBeNull();
    await t.database.db.execute(
      sql`update giving_settings set xero_tax_rate = 'No VAT' where organization_id = ${w.organizationA}`,
    );
    const xero = await get(w.admin, `/api/batches/accounting-export?format=xero&batchId=${batchId}`);
    expect(xero.statusCode, xero.body).toBe(200);
    expect(
      lines(xero.body)
        .slice(1)
        .map((row) => row.split(',').slice(-7, -4).join(',')),
    ).toEqual(['1010,No VAT,242.50', '4000,No VAT,-217.50', '4200,No VAT,-25.00']);
  });

  it('refuses an open batch and a request for both a batch and a date range', async () => {
    await setAccounts(w.organizationA, 'Operating Checking', ALL_MAPPED);
    const { batchId } = await seedBatch({
      ...sunday('Sunday 9:00, Dec 13 2026', '2026-12-13'),
      status: 'open',
    });
    const open = await get(w.admin, `/api/batches/accounting-export?format=plain&batchId=${batchId}`);
    expect(open.statusCode).toBe(400);
    expect(open.json().error.message).toBe(
      'Only a committed batch can be exported: Sunday 9:00, Dec 13 2026 is not committed yet.',
    );
    const both = await get(
      w.admin,
      `/api/batches/accounting-export?format=plain&batchId=${batchId}&from=2026-12-01&to=2026-12-31`,
    );
    expect(both.statusCode).toBe(400);
    const none = await get(
      w.admin,
      '/api/batches/accounting-export?format=plain&from=2031-01-01&to=2031-01-31',
    );
    expect(none.json().error.message).toBe(
      'No committed batch was received between Jan 1, 2031 and Jan 31, 2031.',
    );
  });
});

describe('who may have the outputs', () => {
  it('answers 404 for another organisation’s batch, and exports none of it in a date range', async () => {
    const danId = await seedDonor(w.organizationB, 'Dan', 'Bee');
    donors.dan = danId;
    const other = await seedBatch({
      ...sunday('Their Sunday', '2026-08-02'),
      organizationId: w.organizationB,
      committedBy: w.otherMaster,
      gifts: [{ donor: 'dan', method: 'check', check: '9', allocations: [['', 500]], by: w.otherMaster }],
    });
    await setAccounts(w.organizationA, 'Operating Checking', ALL_MAPPED);
    for (const url of [
      `/api/batches/${other.batchId}/report.csv`,
      `/api/batches/${other.batchId}/report.pdf`,
      `/api/batches/${other.batchId}/deposit-slip.pdf`,
      `/api/batches/accounting-export?format=plain&batchId=${other.batchId}`,
    ]) {
      const response = await get(w.admin, url);
      expect(response.statusCode, url).toBe(404);
    }
    const range = await get(
      w.admin,
      '/api/batches/accounting-export?format=plain&from=2026-08-01&to=2026-08-31',
    );
    expect(range.statusCode).toBe(400);
    expect(range.body).not.toContain('Their Sunday');
  });

  it('refuses a plain member every output (403) and marks nothing', async () => {
    const { batchId } = await seedBatch(sunday('Sunday 9:00, Dec 20 2026', '2026-12-20'));
    for (const url of [
      `/api/batches/${batchId}/report.csv`,
      `/api/batches/${batchId}/report.pdf`,
      `/api/batches/${batchId}/deposit-slip.pdf`,
      `/api/batches/accounting-export?format=plain&batchId=${batchId}`,
    ]) {
      expect((await get(w.user, url)).statusCode, url).toBe(403);
    }
    const [row] = await queryRows<{ exported_at: Date | null }>(
      t.database.db,
      sql`select exported_at from contribution_batches where id = ${batchId}`,
    );
    expect(row?.exported_at).toBeNull();
  });
});
