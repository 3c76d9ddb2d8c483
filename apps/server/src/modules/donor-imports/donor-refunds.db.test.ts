import { createTestApp } from '@test/app';
import { importDonorFile } from '@test/donor-imports';
import { multipartBody } from '@test/multipart';
import { pdfText } from '@test/pdf-text';
import { generateStatements } from '@test/statement-runs';
import { saveStatementSettings } from '@test/statement-settings';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

/**
 * Refunds: export rows with a negative amount. Spec 001 §5 keeps them out of the gifts (and so out
 * of every figure of the analysis); a giving statement lists the refunds of its period and
 * subtracts them from the total.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'refunds');
  await saveStatementSettings(t.app, w.admin);
}, 60_000);
afterAll(async () => {
  await t.close();
});

// Ann gave $300 and had $100 of it refunded; Ben's 2024 gift was refunded in 2025; Cy is known
// only by a refund; Dee gave twice the same day and had one refunded (PayPal style, own ids).
const GIVING = [
  'Transaction ID,First Name,Last Name,Amount,Date,Fund',
  'T1,Ann,Lee,300.00,2025-02-01,General',
  'T2,Ann,Lee,-100.00,2025-03-15,General',
  'T3,Ben,Ray,80.00,2024-12-20,Missions',
  'T4,Ben,Ray,(80.00),2025-01-10,Missions',
  'T5,Ben,Ray,40.00,2025-05-05,Missions',
  'T6,Cy,Fox,-25.00,2025-04-01,',
  'T7,Dee,Park,50.00,2025-06-01,',
  'T8,Dee,Park,50.00,2025-06-01,',
  'T9,Dee,Park,-50.00,2025-06-02,',
].join('\n');

const YEAR_2025 = { start: '2025-01-01', end: '2025-12-31' };

async function donorId(actor: Actor, firstName: string) {
  const response = await call(t.app, 'GET', `/api/donors?q=${firstName}`, { cookie: actor.cookie });
  const donor = response.json().items.find((d: { firstName: string }) => d.firstName === firstName);
  if (!donor) throw new Error(`no donor ${firstName}`);
  return donor.id as string;
}

async function refundsOf(organizationId: string) {
  const rows = await queryRows<{ name: string; refund_date: string; amount_cents: number | string }>(
    t.database.db,
    sql`select d.first_name as name, r.refund_date::text as refund_date, r.amount_cents
        from donor_refunds r join donors d on d.id = r.donor_id
        where r.organization_id = ${organizationId} order by d.first_name, r.refund_date`,
  );
  return rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }));
}

const generate = () => generateStatements(t.app);

async function statementText(runId: string, donor: string) {
  const file = await call(t.app, 'GET', `/api/statements/runs/${runId}/recipients/${donor}/pdf`, {
    cookie: w.admin.cookie,
  });
  expect(file.statusCode).toBe(200);
  return pdfText(file.rawPayload);
}

describe('refunds in an import', () => {
  it('counts the negative rows as refunds in the preview, not as rows kept', async () => {
    const body = multipartBody({}, { filename: 'giving.csv', content: GIVING, contentType: 'text/csv' });
    const response = await call(t.app, 'POST', '/api/donors/imports', {
      cookie: w.admin.cookie,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rowsRead: 9, rowsKept: 5, refunds: 4, dropped: [] });
    expect(response.json().sample.every((row: { amount: number }) => row.amount > 0)).toBe(true);
  });

  it('keeps refunds apart: the analysis counts only gifts, and a donor known only by a refund is not made', async () => {
    const merged = await importDonorFile(t.app, w.admin, 'giving.csv', GIVING);
    expect(merged).toMatchObject({ recordsAdded: 5, donorsAdded: 3, refundsAdded: 3 });
    expect(await refundsOf(w.organizationA)).toEqual([
      { name: 'Ann', refund_date: '2025-03-15', amount_cents: 10000 },
      { name: 'Ben', refund_date: '2025-01-10', amount_cents: 8000 },
      { name: 'Dee', refund_date: '2025-06-02', amount_cents: 5000 },
    ]);
    const analysis = await call(t.app, 'GET', '/api/donors/analysis', { cookie: w.admin.cookie });
    expect(analysis.json()).toMatchObject({ totalDonors: 3, donationCount: 5, totalAmount: 520 });
    const directory = await call(t.app, 'GET', '/api/donors?q=Fox', { cookie: w.admin.cookie });
    expect(directory.json().items).toEqual([]);
  });

  it('adds nothing when the same file comes again', async () => {
    const again = await importDonorFile(t.app, w.admin, 'giving.csv', GIVING);
    expect(again).toMatchObject({ recordsAdded: 0, donorsAdded: 0, refundsAdded: 0 });
    expect(await refundsOf(w.organizationA)).toHaveLength(3);
  });

  it("never shows one organisation's refunds to another", async () => {
    const rows = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from donor_refunds where organization_id = ${w.organizationB}`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
    const other = await call(t.app, 'GET', '/api/donors/analysis', { cookie: w.otherMaster.cookie });
    expect(other.json().donationCount).toBe(0);
  });
});

describe('refunds on statements', () => {
  let runId: string;

  it('subtracts the refunds of the period from the total and counts only gifts', async () => {
    const created = await call(t.app, 'POST', '/api/statements/runs', {
      cookie: w.admin.cookie,
      payload: { period: YEAR_2025, donors: { kind: 'all' } },
    });
    expect(created.statusCode, created.body).toBe(202);
    expect(created.json().donorCount).toBe(3);
    runId = created.json().id;
    await generate();
    const recipients = (
      await call(t.app, 'GET', `/api/statements/runs/${runId}/recipients`, { cookie: w.admin.cookie })
    ).json();
    const byName = Object.fromEntries(
      recipients.items.map((r: { donorName: string; total: number; gifts: number }) => [
        r.donorName,
        { total: r.total, gifts: r.gifts },
      ]),
    );
    expect(byName).toEqual({
      'Ann Lee': { total: 200, gifts: 1 },
      // The 2024 gift is not in the period, its refund is: the year's total is what was kept.
      'Ben Ray': { total: -40, gifts: 1 },
      'Dee Park': { total: 50, gifts: 2 },
    });
  });

  it('prints each refund as a line of its own, marked, with the total less the refunds', async () => {
    const ann = await statementText(runId, await donorId(w.admin, 'Ann'));
    expect(ann).toContain('$300.00');
    expect(ann).toContain('Refund: General');
    expect(ann).toContain('-$100.00');
    expect(ann).toContain('1 gift, 1 refund');
    expect(ann).toContain('Total contributions: $200.00');

    const dee = await statementText(runId, await donorId(w.admin, 'Dee'));
    expect(dee).toContain('2 gifts, 1 refund');
    expect(dee).toContain('Total contributions: $50.00');
  });

  it('chooses donors above an amount by their total less refunds', async () => {
    const above = await call(t.app, 'POST', '/api/statements/runs', {
      cookie: w.admin.cookie,
      payload: { period: YEAR_2025, donors: { kind: 'above', minTotal: 250 } },
    });
    // Ann gave $300 but kept $200 with the church.
    expect(above.statusCode).toBe(400);
    expect(above.json().error.message).toBe(
      'No donor gave $250.00 or more between January 1, 2025 and December 31, 2025: there are no statements to make',
    );
  });

  it('makes no statement of a period whose only line is a refund', async () => {
    const refundOnly = { start: '2025-03-01', end: '2025-03-31' };
    const run = await call(t.app, 'POST', '/api/statements/runs', {
      cookie: w.admin.cookie,
      payload: { period: refundOnly, donors: { kind: 'all' } },
    });
    expect(run.statusCode).toBe(400);
    const preview = await call(t.app, 'POST', '/api/statements/preview', {
      cookie: w.admin.cookie,
      payload: { period: refundOnly, donorId: await donorId(w.admin, 'Ann') },
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().error.message).toBe(
      'Ann Lee gave nothing between March 1, 2025 and March 31, 2025: there is no statement to make',
    );
  });
});

describe('refunds and the donor database', () => {
  it("lists the refunds on the donor's page, apart from its figures", async () => {
    const response = await call(t.app, 'GET', `/api/donors/${await donorId(w.admin, 'Ann')}`, {
      cookie: w.admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().refunds).toEqual([{ date: '2025-03-15', amount: 100, fund: 'General' }]);
    expect(response.json().donor).toMatchObject({ totalAmount: 300, donationCount: 1 });
  });

  it('moves the refunds of a merged donor to the survivor', async () => {
    const ann = await donorId(w.admin, 'Ann');
    const dee = await donorId(w.admin, 'Dee');
    const response = await call(t.app, 'POST', `/api/donors/${ann}/merge`, {
      cookie: w.admin.cookie,
      payload: { donorId: dee },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await refundsOf(w.organizationA)).map((r) => r.name)).toEqual(['Ann', 'Ann', 'Ben']);
    const preview = await call(t.app, 'POST', '/api/statements/preview', {
      cookie: w.admin.cookie,
      payload: { period: YEAR_2025, donorId: ann },
    });
    const text = await pdfText(preview.rawPayload);
    expect(text).toContain('3 gifts, 2 refunds');
    expect(text).toContain('Total contributions: $250.00');
  });

  it('clears the refunds with Clear All Data', async () => {
    const cleared = await call(t.app, 'DELETE', '/api/donors', { cookie: w.admin.cookie });
    expect(cleared.statusCode, cleared.body).toBeLessThan(300);
    expect(await refundsOf(w.organizationA)).toEqual([]);
  });
});
