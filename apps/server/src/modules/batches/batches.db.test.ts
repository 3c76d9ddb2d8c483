import { createTestApp } from '@test/app';
import {
  addGift,
  addGiftOk,
  check,
  createBatch,
  expectNoDrift,
  looseCash,
  newDonor,
  seedFunds,
} from '@test/batches';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { giftsInPeriod } from '@/modules/statements/queries/statements';

/**
 * Contribution batches: gifts entered by hand against the count sheet, counted nowhere until a
 * second person commits the balanced batch, then counted everywhere a gift counts.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'batch');
  await seedFunds(t.database.db, w.organizationA);
  await seedFunds(t.database.db, w.organizationB);
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from giving_settings`);
  expect((await call(t.app, 'DELETE', '/api/donors', { cookie: w.admin.cookie })).statusCode).toBe(204);
});

const get = (actor: Actor, url: string) => call(t.app, 'GET', url, { cookie: actor.cookie });
const post = (actor: Actor, url: string, payload: object = {}) =>
  call(t.app, 'POST', url, { cookie: actor.cookie, payload });
/** The member closes the batch's grid (the web app does it on leaving the page). */
async function leave(actor: Actor, batchId: string) {
  const response = await call(t.app, 'DELETE', `/api/batches/${batchId}/presence`, { cookie: actor.cookie });
  expect(response.statusCode).toBe(204);
}

/** A balanced batch of the count sheet: Ann's $100 check, Ben's $50 check, $20 of loose cash. */
async function balancedBatch(enterer: Actor) {
  const ann = await newDonor(t.app, w.admin, 'Ann', 'Lee');
  const ben = await newDonor(t.app, w.admin, 'Ben', 'Ray');
  const batchId = await createBatch(t.app, w.admin);
  const annGift = await addGiftOk(t.app, enterer, batchId, check(ann, 10_000, '1042'));
  await addGiftOk(t.app, enterer, batchId, check(ben, 5_000, '77'));
  await addGiftOk(t.app, enterer, batchId, looseCash(2_000));
  return { batchId, ann, ben, annGift };
}

async function donorTotal(donorId: string) {
  return (await get(w.admin, `/api/donors/${donorId}`)).json().donor.totalAmount as number;
}

/** What the treasurer reads: the analysis total, the directory row and the statement's lines of Ann. */
async function annEverywhere(ann: string) {
  const analysis = (await get(w.admin, '/api/donors/analysis')).json();
  const directory = (await get(w.admin, '/api/donors?q=Ann')).json();
  // The lines of Ann's 2026 statement, as the statement generator reads them.
  const statement = await giftsInPeriod(t.database.db, w.organizationA, [ann], '2026-01-01', '2026-12-31');
  return {
    total: await donorTotal(ann),
    analysisTotal: analysis.totalAmount as number,
    directory: directory.items.map((d: { totalAmount: number }) => d.totalAmount),
    statement: statement.map((s) => Number(s.amount_cents)),
  };
}

describe('counters', () => {
  it('are told so by their session', async () => {
    expect((await get(w.counter, '/api/auth/session')).json()).toMatchObject({
      role: 'user',
      isCounter: true,
    });
    expect((await get(w.user, '/api/auth/session')).json()).toMatchObject({ isCounter: false });
  });

  it('see open batches only, enter gifts in them, and nothing else of fundraising', async () => {
    const { batchId } = await balancedBatch(w.counter);
    await leave(w.counter, batchId);
    const other = await createBatch(t.app, w.admin, { name: 'Wednesday mail' });
    expect((await post(w.master, `/api/batches/${batchId}/commit`)).statusCode).toBe(200);

    const list = (await get(w.counter, '/api/batches?state=all')).json();
    expect(list.items.map((b: { id: string }) => b.id)).toEqual([other]);
    expect((await get(w.counter, `/api/batches/${batchId}`)).statusCode).toBe(403);
    expect((await addGift(t.app, w.counter, batchId, looseCash(100))).statusCode).toBe(403);
    expect((await post(w.counter, `/api/batches/${other}/commit`)).statusCode).toBe(403);
    expect((await get(w.counter, '/api/donors')).statusCode).toBe(403);
    const inline = await addGift(t.app, w.counter, other, {
      donor: { kind: 'new', firstName: 'Dee', lastName: 'Park', city: 'Asheville' },
      method: 'cash',
      giftDate: '2026-11-22',
      allocations: [{ fund: 'General', amountCents: 2_000 }],
    });
    expect(inline.statusCode, inline.body).toBe(201);
    expect(inline.json().gift.donor).toMatchObject({ name: 'Dee Park', envelopeNumber: null });
    expect((await get(w.user, '/api/batches')).statusCode).toBe(403);
    expect((await addGift(t.app, w.user, other, looseCash(100))).statusCode).toBe(403);
  });
});

describe('entering gifts', () => {
  it('refuses a row with the reason and saves nothing of it', async () => {
    const batchId = await createBatch(t.app, w.admin);
    const cases: [object, RegExp][] = [
      [{ ...looseCash(0) }, /Amount must be above \$0/],
      [{ ...looseCash(1), method: 'check' }, /Only loose cash can be anonymous/],
      [
        { ...looseCash(500), method: 'in_kind', allocations: [{ fund: '', amountCents: null }] },
        /describe the in-kind gift/,
      ],
      [{ ...looseCash(500), checkNumber: '123456789012345678901' }, /Check number/],
    ];
    for (const [gift, message] of cases) {
      const response = await call(t.app, 'POST', `/api/batches/${batchId}/gifts`, {
        cookie: w.admin.cookie,
        payload: gift,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toMatch(message);
    }
    expect((await get(w.admin, `/api/batches/${batchId}`)).json().gifts).toEqual([]);
  });

  it('keeps a split check as one gift, an in-kind gift without an amount, and a new donor made as an import would', async () => {
    const batchId = await createBatch(t.app, w.admin);
    const split = await addGift(t.app, w.admin, batchId, {
      donor: { kind: 'new', firstName: 'Cy', lastName: 'Fox' },
      method: 'check',
      checkNumber: '501',
      giftDate: '2026-11-22',
      allocations: [
        { fund: 'General', amountCents: 6_000 },
        { fund: 'Missions', amountCents: 4_000 },
      ],
    });
    expect(split.statusCode, split.body).toBe(201);
    expect(split.json().gift).toMatchObject({ totalCents: 10_000, donor: { name: 'Cy Fox' } });
    const inKind = await addGift(t.app, w.admin, batchId, {
      donor: { kind: 'existing', donorId: split.json().gift.donor.id },
      method: 'in_kind',
      giftDate: '2026-11-22',
      inKindDescription: 'Two boxes of hymnals',
      allocations: [{ fund: '', amountCents: null }],
    });
    expect(inKind.statusCode, inKind.body).toBe(201);
    expect(inKind.json().figures).toMatchObject({
      count: 1,
      totalCents: 10_000,
      checkCents: 10_000,
      inKindCount: 1,
    });
    // The same person typed again as new is refused (an import would give them this donor's
    // gifts): the counter is sent to the look-up, and nothing of the row is saved.
    const again = await addGift(t.app, w.admin, batchId, {
      donor: { kind: 'new', firstName: 'cy', lastName: 'FOX' },
      method: 'cash',
      giftDate: '2026-11-22',
      allocations: [{ fund: 'General', amountCents: 500 }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toContain('choose them in the donor look-up');
    expect((await get(w.admin, `/api/batches/${batchId}`)).json().gifts).toHaveLength(2);
  });

  it('warns of a check number the donor already gave, and saves it once acknowledged', async () => {
    const ann = await newDonor(t.app, w.admin, 'Ann', 'Lee');
    const first = await createBatch(t.app, w.admin, { name: 'Sunday 9:00, Nov 15 2026' });
    await addGiftOk(t.app, w.admin, first, check(ann, 10_000, '1042'));
    const second = await createBatch(t.app, w.admin);
    const warned = await addGift(t.app, w.admin, second, check(ann, 10_000, '1042'));
    expect(warned.statusCode).toBe(409);
    expect(warned.json().warnings).toEqual([
      { kind: 'duplicate_check', message: 'Check 1042 from Ann Lee is already in Sunday 9:00, Nov 15 2026' },
    ]);
    expect((await get(w.admin, `/api/batches/${second}`)).json().gifts).toEqual([]);
    const saved = await addGift(t.app, w.admin, second, {
      ...check(ann, 10_000, '1042'),
      acknowledgeWarnings: true,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().gift.warnings).toHaveLength(1);
  });

  it('keeps every row when two members enter into one batch at once', async () => {
    const batchId = await createBatch(t.app, w.admin);
    const saves = Array.from({ length: 12 }, (_, i) =>
      addGift(t.app, i % 2 ? w.counter : w.admin, batchId, looseCash(100 + i)),
    );
    const responses = await Promise.all(saves);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const detail = (await get(w.admin, `/api/batches/${batchId}`)).json();
    expect(detail.gifts).toHaveLength(12);
    expect(detail.batch.figures.totalCents).toBe(12 * 100 + 66);
  });

  it('edits and deletes a gift of an open batch, never of a committed one', async () => {
    const { batchId, annGift, ann } = await balancedBatch(w.counter);
    const edited = await call(t.app, 'PATCH', `/api/batches/${batchId}/gifts/${annGift}`, {
      cookie: w.counter.cookie,
      payload: check(ann, 12_000, '1042'),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().figures.totalVariance).toBe(2_000);
    const removed = await call(t.app, 'DELETE', `/api/batches/${batchId}/gifts/${annGift}`, {
      cookie: w.counter.cookie,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ count: 2, totalCents: 7_000 });
    await addGiftOk(t.app, w.counter, batchId, check(ann, 10_000, '1042'));
    await leave(w.counter, batchId);
    expect((await post(w.admin, `/api/batches/${batchId}/commit`)).statusCode).toBe(200);
    const locked = await call(t.app, 'DELETE', `/api/batches/${batchId}/gifts/${annGift}`, {
      cookie: w.admin.cookie,
    });
    expect(locked.statusCode).toBe(409);
  });
});

describe('committing a batch', () => {
  it('is refused until it balances, naming the variance', async () => {
    const ann = await newDonor(t.app, w.admin, 'Ann', 'Lee');
    const batchId = await createBatch(t.app, w.admin);
    await addGiftOk(t.app, w.counter, batchId, check(ann, 10_000, '1042'));
    const refused = await post(w.admin, `/api/batches/${batchId}/commit`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This batch does not balance yet: 2 gifts short, total $70.00 short, cash $20.00 short, checks $50.00 short.',
    );
  });

  it('is refused while another member is still entering, naming them', async () => {
    const { batchId } = await balancedBatch(w.counter);
    const refused = await post(w.admin, `/api/batches/${batchId}/commit`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'batch-counter@a.example.org is still entering gifts in this batch.',
    );
    await leave(w.counter, batchId);
    expect((await post(w.admin, `/api/batches/${batchId}/commit`)).statusCode).toBe(200);
  });

  it('needs a second person under dual control; a lone commit is marked when it is off', async () => {
    const { batchId } = await balancedBatch(w.admin);
    const refused = await post(w.admin, `/api/batches/${batchId}/commit`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'You entered the most gifts in this batch, so a second person must commit it.',
    );
    expect((await get(w.admin, `/api/batches/${batchId}`)).json().can).toMatchObject({
      commit: false,
      commitRefusal: 'You entered the most gifts in this batch, so a second person must commit it.',
    });
    const off = await call(t.app, 'PUT', '/api/giving/settings', {
      cookie: w.master.cookie,
      payload: {
        dualControl: false,
        bankQuickbooksAccount: 'Operating Checking',
        bankXeroAccountCode: '1000',
        xeroTaxRate: 'Tax Exempt',
      },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      dualControl: false,
      bankQuickbooksAccount: 'Operating Checking',
      bankXeroAccountCode: '1000',
      xeroTaxRate: 'Tax Exempt',
    });
    const committed = await post(w.admin, `/api/batches/${batchId}/commit`);
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json().batch).toMatchObject({ state: 'committed', loneCommit: true });
    const audit = JSON.stringify((await get(w.admin, '/api/audit')).json());
    expect(audit).toContain('giving_settings_changed');
    expect(audit).toContain('Dual control turned off');
  });

  it('makes its gifts count in the donor’s total, the directory, the analysis and the statement; reopening takes them out', async () => {
    const { batchId, ann } = await balancedBatch(w.counter);
    await leave(w.counter, batchId);
    const before = await annEverywhere(ann);
    expect(before).toMatchObject({ total: 0, statement: [] });

    const committed = await post(w.admin, `/api/batches/${batchId}/commit`);
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json().batch).toMatchObject({ state: 'committed', loneCommit: false });
    const after = await annEverywhere(ann);
    expect(after).toMatchObject({ total: 100, directory: [100], statement: [10_000] });
    expect(after.analysisTotal).toBe((before.analysisTotal ?? 0) + 170); // the loose cash too
    await expectNoDrift(t.database.db, w.organizationA);

    expect(
      (await post(w.admin, `/api/batches/${batchId}/deposit`, { depositDate: '2026-11-23' })).json().batch,
    ).toMatchObject({ state: 'deposited', depositDate: '2026-11-23' });
    expect((await post(w.admin, `/api/batches/${batchId}/reopen`, { reason: '' })).statusCode).toBe(400);
    // Deposited: one admin asks, a second reopens it.
    const asked = await post(w.admin, `/api/batches/${batchId}/reopen`, {
      reason: 'Ben’s check was $5, not $50',
    });
    expect(asked.json().batch.state).toBe('deposited');
    const reopened = await post(w.master, `/api/batches/${batchId}/reopen/approve`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().batch).toMatchObject({
      state: 'balanced',
      depositDate: '2026-11-23',
      committedBy: null,
    });
    expect(await annEverywhere(ann)).toEqual(before);
    await expectNoDrift(t.database.db, w.organizationA);
    const audit = JSON.stringify((await get(w.admin, '/api/audit')).json());
    for (const action of [
      'batch_created',
      'batch_committed',
      'batch_deposited',
      'batch_reopen_requested',
      'batch_reopened',
    ]) {
      expect(audit).toContain(action);
    }
  });

  it('adjusts a committed gift by a reversal and a correction, in every figure', async () => {
    const { batchId, ann, annGift } = await balancedBatch(w.counter);
    await leave(w.counter, batchId);
    await post(w.admin, `/api/batches/${batchId}/commit`);
    const before = await annEverywhere(ann);
    const proposed = await post(w.admin, `/api/batches/${batchId}/gifts/${annGift}/adjust`, {
      reason: 'The check was for $120',
      corrected: check(ann, 12_000, '1042'),
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const adjustmentId = proposed.json().adjustments[0].id;
    const adjusted = await post(w.master, `/api/batches/${batchId}/adjustments/${adjustmentId}/approve`);
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const kinds = adjusted
      .json()
      .gifts.map((g: { kind: string; totalCents: number; reversed: boolean }) => [
        g.kind,
        g.totalCents,
        g.reversed,
      ]);
    expect(kinds).toEqual([
      ['entry', 10_000, true],
      ['entry', 5_000, false],
      ['entry', 2_000, false],
      ['reversal', -10_000, false],
      ['correction', 12_000, false],
    ]);
    const after = await annEverywhere(ann);
    expect(after).toMatchObject({ total: 120, directory: [120], statement: [12_000] });
    expect(after.analysisTotal).toBe(before.analysisTotal + 20);
    await expectNoDrift(t.database.db, w.organizationA);
    const again = await post(w.admin, `/api/batches/${batchId}/gifts/${annGift}/adjust`, {
      reason: 'Twice',
      corrected: null,
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(JSON.stringify((await get(w.admin, '/api/audit')).json())).toContain('batch_gift_adjusted');
  });

  it('keeps an equal gift already imported apart: the hand-entered one is the next occurrence', async () => {
    const { batchId, ann } = await balancedBatch(w.counter);
    await leave(w.counter, batchId);
    await t.database.db.execute(sql`
      insert into donations (organization_id, donor_id, gift_date, amount_cents, fund, occurrence)
      values (${w.organizationA}, ${ann}, '2026-11-22', 10000, 'General', 1)`);
    await t.database.db.execute(sql`update donors set total_cents = 10000, gift_count = 1 where id = ${ann}`);
    await t.database.db.execute(sql`
      insert into donor_years (organization_id, donor_id, year, amount_cents, gift_count)
      values (${w.organizationA}, ${ann}, 2026, 10000, 1)`);
    await t.database.db.execute(sql`
      insert into donation_months (organization_id, month, amount_cents, gift_count, donor_count)
      values (${w.organizationA}, '2026-11-01', 10000, 1, 1)`);
    expect((await post(w.admin, `/api/batches/${batchId}/commit`)).statusCode).toBe(200);
    expect(await donorTotal(ann)).toBe(200);
    await expectNoDrift(t.database.db, w.organizationA);
  });
});

describe('giving settings', () => {
  it('saves the bank account in each format and the Xero tax rate, refusing an account its format does not import', async () => {
    const put = (payload: object) =>
      call(t.app, 'PUT', '/api/giving/settings', { cookie: w.admin.cookie, payload });
    expect((await get(w.admin, '/api/giving/settings')).json()).toEqual({
      dualControl: true,
      bankQuickbooksAccount: null,
      bankXeroAccountCode: null,
      xeroTaxRate: 'Tax Exempt',
    });
    const numbered = await put({
      dualControl: true,
      bankQuickbooksAccount: '1010 Operating Checking',
      bankXeroAccountCode: '1010',
      xeroTaxRate: 'No VAT',
    });
    expect(numbered.statusCode).toBe(400);
    expect(numbered.json().error.message).toContain(
      'QuickBooks Online imports accounts by name, such as "Operating Checking" (turn account numbers off or leave the number out)',
    );
    const named = await put({
      dualControl: true,
      bankQuickbooksAccount: 'Operating Checking',
      bankXeroAccountCode: 'Operating Checking',
      xeroTaxRate: 'No VAT',
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().error.message).toContain('Xero imports accounts by their code alone');
    const saved = await put({
      dualControl: true,
      bankQuickbooksAccount: 'Operating Checking',
      bankXeroAccountCode: '090',
      xeroTaxRate: 'No VAT',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ bankXeroAccountCode: '090', xeroTaxRate: 'No VAT' });
  });
});

describe('batches', () => {
  it('deletes an open batch with its gifts, never a committed one', async () => {
    const { batchId } = await balancedBatch(w.admin);
    const open = await createBatch(t.app, w.admin, { name: 'Mistake' });
    await addGiftOk(t.app, w.admin, open, looseCash(100));
    expect((await call(t.app, 'DELETE', `/api/batches/${open}`, { cookie: w.admin.cookie })).statusCode).toBe(
      204,
    );
    expect((await get(w.admin, `/api/batches/${open}`)).statusCode).toBe(404);
    await leave(w.admin, batchId);
    expect((await post(w.master, `/api/batches/${batchId}/commit`)).statusCode).toBe(200);
    const refused = await call(t.app, 'DELETE', `/api/batches/${batchId}`, { cookie: w.admin.cookie });
    expect(refused.statusCode).toBe(409);
  });

  it('go with Clear All Data, committed or not, and their donations with them', async () => {
    const { batchId } = await balancedBatch(w.counter);
    await leave(w.counter, batchId);
    await post(w.admin, `/api/batches/${batchId}/commit`);
    await createBatch(t.app, w.admin, { name: 'Still open' });
    expect((await call(t.app, 'DELETE', '/api/donors', { cookie: w.admin.cookie })).statusCode).toBe(204);
    expect((await get(w.admin, '/api/batches')).json()).toMatchObject({ items: [], total: 0 });
    expect((await get(w.admin, '/api/donors/analysis')).json().totalAmount).toBe(0);
  });

  it('are named from their date when no name is given, and edited while open', async () => {
    const batchId = await createBatch(t.app, w.admin, { name: '' });
    const detail = (await get(w.admin, `/api/batches/${batchId}`)).json();
    expect(detail.batch).toMatchObject({
      name: 'Sunday, Nov 22 2026',
      state: 'open',
      figures: { countVariance: -3 },
    });
    const edited = await call(t.app, 'PATCH', `/api/batches/${batchId}`, {
      cookie: w.admin.cookie,
      payload: {
        ...detail.batch,
        name: 'Sunday 11:00, Nov 22 2026',
        expectedCount: 0,
        expectedTotalCents: 0,
        expectedCashCents: null,
        expectedCheckCents: null,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().batch).toMatchObject({ name: 'Sunday 11:00, Nov 22 2026', state: 'balanced' });
  });

  it('are another organisation’s business: 404 on every batch route', async () => {
    const { batchId, annGift, ann } = await balancedBatch(w.admin);
    const outsider = w.otherMaster;
    const requests: ['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', `/api/batches/${batchId}`],
      [
        'PATCH',
        `/api/batches/${batchId}`,
        {
          receivedDate: '2026-11-22',
          expectedCount: 0,
          expectedTotalCents: 0,
          expectedCashCents: null,
          expectedCheckCents: null,
        },
      ],
      ['POST', `/api/batches/${batchId}/gifts`, looseCash(100)],
      ['PATCH', `/api/batches/${batchId}/gifts/${annGift}`, looseCash(100)],
      ['DELETE', `/api/batches/${batchId}/gifts/${annGift}`],
      ['POST', `/api/batches/${batchId}/gifts/${annGift}/adjust`, { reason: 'x', corrected: null }],
      ['POST', `/api/batches/${batchId}/commit`],
      ['POST', `/api/batches/${batchId}/deposit`, { depositDate: '2026-11-23' }],
      ['POST', `/api/batches/${batchId}/reopen`, { reason: 'x' }],
      ['PUT', `/api/batches/${batchId}/presence`],
      ['DELETE', `/api/batches/${batchId}/presence`],
      ['DELETE', `/api/batches/${batchId}`],
    ];
    for (const [method, url, payload] of requests) {
      const response = await call(t.app, method, url, {
        cookie: outsider.cookie,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nor can the outsider's own batch take organisation A's donor.
    const theirs = await createBatch(t.app, outsider);
    expect((await addGift(t.app, outsider, theirs, check(ann, 100, '1'))).statusCode).toBe(404);
    expect((await get(outsider, '/api/batches')).json().items.map((b: { id: string }) => b.id)).toEqual([
      theirs,
    ]);
  });
});
