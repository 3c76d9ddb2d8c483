import { createTestApp } from '@test/app';
import { addGift, addGiftOk, check, createBatch, looseCash, newDonor } from '@test/batches';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { giftsInPeriod } from '@/modules/statements/queries/statements';

/**
 * The count's controls under any sequence of requests (docs/security.md, "Contribution batches"):
 * amounts bounded whatever is typed or stored, two people for every change of a counted batch, a
 * presence that cannot hold commits forever, counters told nothing of giving, and bad characters
 * and dates refused before they reach the database.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'attack');
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from giving_settings`);
  expect((await call(t.app, 'DELETE', '/api/donors', { cookie: w.admin.cookie })).statusCode).toBe(204);
  // The funds the count sheet's gifts name are on the organisation's list.
  await t.database.db.execute(sql`
    insert into funds (organization_id, name)
    values (${w.organizationA}, 'General'), (${w.organizationA}, 'Missions')
    on conflict do nothing`);
});

const get = (actor: Actor, url: string) => call(t.app, 'GET', url, { cookie: actor.cookie });
const post = (actor: Actor, url: string, payload: object = {}) =>
  call(t.app, 'POST', url, { cookie: actor.cookie, payload });
const patch = (actor: Actor, url: string, payload: object) =>
  call(t.app, 'PATCH', url, { cookie: actor.cookie, payload });
const leave = (actor: Actor, batchId: string) =>
  call(t.app, 'DELETE', `/api/batches/${batchId}/presence`, { cookie: actor.cookie });
const detail = async (actor: Actor, batchId: string) => (await get(actor, `/api/batches/${batchId}`)).json();
const message = (response: { json: () => { error: { message: string } } }) => response.json().error.message;

const MAX = 1_000_000_000;

/** The counter enters the count sheet's three gifts and leaves the grid. */
async function countedByCounter() {
  const ann = await newDonor(t.app, w.admin, 'Ann', 'Lee');
  const ben = await newDonor(t.app, w.admin, 'Ben', 'Ray');
  const batchId = await createBatch(t.app, w.admin);
  const annGift = await addGiftOk(t.app, w.counter, batchId, check(ann, 10_000, '1042'));
  const benGift = await addGiftOk(t.app, w.counter, batchId, check(ben, 5_000, '77'));
  await addGiftOk(t.app, w.counter, batchId, looseCash(2_000));
  expect((await leave(w.counter, batchId)).statusCode).toBe(204);
  return { batchId, ann, ben, annGift, benGift };
}

async function committed() {
  const counted = await countedByCounter();
  const done = await post(w.master, `/api/batches/${counted.batchId}/commit`);
  expect(done.statusCode, done.body).toBe(200);
  await leave(w.master, counted.batchId);
  return counted;
}

async function donorTotal(donorId: string) {
  return (await get(w.admin, `/api/donors/${donorId}`)).json().donor.totalAmount as number;
}

describe('amounts', () => {
  it('refuses 2^53 - 1 cents and $10,000,000.01 on every way in, naming the line and the limit', async () => {
    const ann = await newDonor(t.app, w.admin, 'Ann', 'Lee');
    const batchId = await createBatch(t.app, w.admin);
    for (const cents of [Number.MAX_SAFE_INTEGER, MAX + 1]) {
      const refused = await addGift(t.app, w.counter, batchId, check(ann, cents, '1'));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(message(refused)).toBe('Amount must be at most $10,000,000');
    }
    const split = await addGift(t.app, w.counter, batchId, {
      ...check(ann, 100, '2'),
      allocations: [
        { fund: 'General', amountCents: 100 },
        { fund: 'Missions', amountCents: Number.MAX_SAFE_INTEGER },
      ],
    });
    expect(split.statusCode).toBe(400);
    expect(message(split)).toBe('Missions: Amount must be at most $10,000,000');
    const gift = await addGiftOk(t.app, w.counter, batchId, check(ann, 100, '3'));
    const edit = await patch(w.counter, `/api/batches/${batchId}/gifts/${gift}`, check(ann, MAX + 1, '3'));
    expect(edit.statusCode).toBe(400);
    expect((await detail(w.admin, batchId)).batch.figures.totalCents).toBe(100);
  });

  it('keeps the list and the page readable with $10,000,000 gifts, and refuses a batch above $1,000,000,000', async () => {
    const ann = await newDonor(t.app, w.admin, 'Ann', 'Lee');
    const batchId = await createBatch(t.app, w.admin, { name: 'Capital campaign' });
    for (let i = 0; i < 3; i++) await addGiftOk(t.app, w.admin, batchId, check(ann, MAX, `${i}`));
    const list = await get(w.counter, '/api/batches');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.find((b: { id: string }) => b.id === batchId).figures.totalCents).toBe(3 * MAX);
    expect((await get(w.admin, `/api/batches/${batchId}`)).statusCode).toBe(200);
    // A hundred gifts of the limit make $1,000,000,000: the next cent is refused.
    await t.database.db.execute(sql`
      with more as (
        insert into batch_gifts (organization_id, batch_id, donor_id, method, gift_date, entered_by)
        select ${w.organizationA}, ${batchId}, ${ann}, 'ach', '2026-11-22', ${w.admin.id}
        from generate_series(1, 97)
        returning id
      )
      insert into batch_gift_allocations (organization_id, gift_id, position, fund, amount_cents)
      select ${w.organizationA}, id, 0, 'General', ${MAX} from more`);
    const over = await addGift(t.app, w.admin, batchId, check(ann, 100, 'x'));
    expect(over.statusCode, over.body).toBe(400);
    expect(message(over)).toBe(
      "A batch's gifts may add up to at most $1,000,000,000: please start another batch",
    );
  });

  it('reads a batch whose stored amounts predate the limits without answering 500', async () => {
    const batchId = await createBatch(t.app, w.admin, { name: 'Before the limits' });
    const gift = await addGiftOk(t.app, w.admin, batchId, looseCash(100));
    // Two gifts of 2^53 - 1 cents, as stored before the limit held (its check is NOT VALID for old rows).
    await t.database.db.execute(
      sql`alter table batch_gift_allocations drop constraint batch_gift_allocations_amount_limit`,
    );
    try {
      await t.database.db.execute(sql`
        update batch_gift_allocations set amount_cents = ${Number.MAX_SAFE_INTEGER} where gift_id = ${gift}`);
      await t.database.db.execute(sql`
        insert into batch_gift_allocations (organization_id, gift_id, position, fund, amount_cents)
        values (${w.organizationA}, ${gift}, 1, 'Missions', ${Number.MAX_SAFE_INTEGER})`);
    } finally {
      await t.database.db.execute(sql`
        alter table batch_gift_allocations add constraint batch_gift_allocations_amount_limit
          check (amount_cents between -1000000000 and 1000000000) not valid`);
    }
    const list = await get(w.admin, '/api/batches');
    expect(list.statusCode, list.body).toBe(200);
    const page = await get(w.admin, `/api/batches/${batchId}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().batch.figures.totalCents).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('whoever changes a batch is one of its enterers', () => {
  it("refuses the commit to the admin who rewrote a counter's gift, and audits it with before and after", async () => {
    const { batchId, annGift, ann } = await countedByCounter();
    // $100.00 of Ann's named check becomes $100.00 of anonymous cash.
    const rewritten = await patch(w.admin, `/api/batches/${batchId}/gifts/${annGift}`, looseCash(10_000));
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    // Cash is now $120, checks $50: the count sheet says $20 and $150. The admin "fixes" that too.
    const fixedTotals = await patch(w.admin, `/api/batches/${batchId}`, {
      receivedDate: '2026-11-22',
      name: 'Sunday 9:00, Nov 22 2026',
      expectedCount: 3,
      expectedTotalCents: 17_000,
      expectedCashCents: 12_000,
      expectedCheckCents: 5_000,
      defaultFund: 'General',
    });
    expect(fixedTotals.statusCode, fixedTotals.body).toBe(200);
    await leave(w.admin, batchId);
    const refused = await post(w.admin, `/api/batches/${batchId}/commit`);
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe(
      "You changed this batch's gifts or count sheet after others entered them, so a second person must commit it.",
    );
    const page = await detail(w.admin, batchId);
    expect(page.hands).toEqual([
      expect.objectContaining({ id: w.counter.id, entered: 3, changedSinceCommit: false }),
      expect.objectContaining({ id: w.admin.id, entered: 0, changedSinceCommit: true }),
    ]);
    const audit = (await get(w.master, '/api/audit?pageSize=100')).json().items as {
      action: string;
      detail: string;
    }[];
    expect(audit.find((e) => e.action === 'batch_gift_changed')?.detail).toBe(
      'Ann Lee, check 1042, Nov 22, 2026: $100.00 to General → Anonymous, cash, Nov 22, 2026: $100.00 to General',
    );
    expect(audit.find((e) => e.action === 'batch_changed')?.detail).toBe(
      'Count sheet: 3 gifts, $170.00, cash $20.00, checks $150.00 → 3 gifts, $170.00, cash $120.00, checks $50.00',
    );
    // A second admin commits it; Ann's gift then counts nowhere under her name.
    expect((await post(w.master, `/api/batches/${batchId}/commit`)).statusCode).toBe(200);
    expect(await donorTotal(ann)).toBe(0);
  });

  it("refuses the commit to the admin who deleted a counter's gift, but not to one who fixed only their own", async () => {
    const { batchId, benGift, ben } = await countedByCounter();
    const own = await addGiftOk(t.app, w.admin, batchId, check(ben, 100, '78'));
    expect(
      (await patch(w.admin, `/api/batches/${batchId}/gifts/${own}`, check(ben, 200, '78'))).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'DELETE', `/api/batches/${batchId}/gifts/${own}`, { cookie: w.admin.cookie }))
        .statusCode,
    ).toBe(200);
    await leave(w.admin, batchId);
    expect((await detail(w.admin, batchId)).can.commitRefusal).toBeNull();
    const deleted = await call(t.app, 'DELETE', `/api/batches/${batchId}/gifts/${benGift}`, {
      cookie: w.admin.cookie,
    });
    expect(deleted.statusCode).toBe(200);
    await addGiftOk(t.app, w.counter, batchId, check(ben, 5_000, '77'));
    await leave(w.counter, batchId);
    await leave(w.admin, batchId);
    expect(message(await post(w.admin, `/api/batches/${batchId}/commit`))).toMatch(/You changed this batch/);
    const audit = JSON.stringify((await get(w.master, '/api/audit?pageSize=100')).json());
    expect(audit).toContain('batch_gift_deleted');
    expect(audit).toContain('Ben Ray, check 77, Nov 22, 2026: $50.00 to General');
  });

  it('refuses the next commit to the admin who reopened it, until another commits it', async () => {
    const { batchId } = await committed();
    expect((await post(w.admin, `/api/batches/${batchId}/reopen`, { reason: 'Recount' })).statusCode).toBe(
      200,
    );
    await leave(w.admin, batchId);
    expect(message(await post(w.admin, `/api/batches/${batchId}/commit`))).toMatch(/You changed this batch/);
    expect((await post(w.master, `/api/batches/${batchId}/commit`)).statusCode).toBe(200);
    // Committed again: the reopening no longer holds the admin back.
    expect((await detail(w.admin, batchId)).hands).toContainEqual(
      expect.objectContaining({ id: w.admin.id, changedSinceCommit: false }),
    );
  });
});

describe('adjustments of a committed batch', () => {
  it('change nothing until a second admin approves them, then every figure', async () => {
    const { batchId, ann, annGift } = await committed();
    const statement = async () =>
      (await giftsInPeriod(t.database.db, w.organizationA, [ann], '2026-01-01', '2026-12-31')).map((s) =>
        Number(s.amount_cents),
      );
    const analysis = async () => (await get(w.admin, '/api/donors/analysis')).json().totalAmount as number;
    const before = { total: await donorTotal(ann), statement: await statement(), analysis: await analysis() };
    const proposed = await post(w.admin, `/api/batches/${batchId}/gifts/${annGift}/adjust`, {
      reason: 'The check was for $1,000,000 more than written',
      corrected: check(ann, MAX + 1, '1042'),
    });
    expect(proposed.statusCode).toBe(400);
    const waiting = await post(w.admin, `/api/batches/${batchId}/gifts/${annGift}/adjust`, {
      reason: 'The check was for $120',
      corrected: check(ann, 12_000, '1042'),
    });
    expect(waiting.statusCode, waiting.body).toBe(200);
    const [adjustment] = waiting.json().adjustments;
    expect(adjustment).toMatchObject({
      status: 'pending',
      kind: 'correction',
      giftTotalCents: 10_000,
      corrected: { totalCents: 12_000 },
      proposedBy: { id: w.admin.id },
      decidedBy: null,
      can: { approve: false, reject: true },
    });
    expect(waiting.json().gifts).toHaveLength(3);
    expect(waiting.json().batch.figures.totalCents).toBe(17_000);
    expect({
      total: await donorTotal(ann),
      statement: await statement(),
      analysis: await analysis(),
    }).toEqual(before);
    const again = await post(w.admin, `/api/batches/${batchId}/gifts/${annGift}/adjust`, {
      reason: 'Twice',
      corrected: null,
    });
    expect(message(again)).toBe('This gift already has an adjustment waiting for approval');
    const self = await post(w.admin, `/api/batches/${batchId}/adjustments/${adjustment.id}/approve`);
    expect(self.statusCode).toBe(409);
    expect(message(self)).toBe('You proposed this adjustment, so a second admin must approve it.');
    expect((await detail(w.master, batchId)).adjustments[0].can).toEqual({ approve: true, reject: true });
    const approved = await post(w.master, `/api/batches/${batchId}/adjustments/${adjustment.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().adjustments[0]).toMatchObject({
      status: 'approved',
      decidedBy: { id: w.master.id },
      lone: false,
    });
    expect(approved.json().gifts.map((g: { kind: string }) => g.kind)).toEqual([
      'entry',
      'entry',
      'entry',
      'reversal',
      'correction',
    ]);
    expect(await donorTotal(ann)).toBe(120);
    expect(await statement()).toEqual([12_000]);
    expect(await analysis()).toBe(before.analysis + 20);
  });

  it('turned down, change nothing; with dual control off, take effect at once marked lone', async () => {
    const { batchId, ben, benGift } = await committed();
    const waiting = await post(w.admin, `/api/batches/${batchId}/gifts/${benGift}/adjust`, {
      reason: 'Bounced',
      corrected: null,
    });
    const id = waiting.json().adjustments[0].id;
    const rejected = await post(w.master, `/api/batches/${batchId}/adjustments/${id}/reject`);
    expect(rejected.json().adjustments[0]).toMatchObject({
      status: 'rejected',
      decidedBy: { id: w.master.id },
    });
    expect(await donorTotal(ben)).toBe(50);
    expect((await post(w.master, `/api/batches/${batchId}/adjustments/${id}/approve`)).statusCode).toBe(409);
    await t.database.db.execute(sql`
      insert into giving_settings (organization_id, dual_control) values (${w.organizationA}, false)`);
    const lone = await post(w.admin, `/api/batches/${batchId}/gifts/${benGift}/adjust`, {
      reason: 'Bounced',
      corrected: null,
    });
    expect(lone.statusCode, lone.body).toBe(200);
    expect(lone.json().adjustments[0]).toMatchObject({ status: 'approved', lone: true });
    expect(await donorTotal(ben)).toBe(0);
  });

  it("keep the gift's donor: a correction naming another donor is refused", async () => {
    const { batchId, ben, annGift } = await committed();
    const refused = await post(w.admin, `/api/batches/${batchId}/gifts/${annGift}/adjust`, {
      reason: 'Wrong donor',
      corrected: check(ben, 10_000, '1042'),
    });
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toMatch(/A correction keeps the gift's donor/);
  });
});

describe('a counted batch', () => {
  it('is never deleted, however it was reopened', async () => {
    const { batchId } = await committed();
    expect((await post(w.admin, `/api/batches/${batchId}/reopen`, { reason: 'Recount' })).statusCode).toBe(
      200,
    );
    const deleted = await call(t.app, 'DELETE', `/api/batches/${batchId}`, { cookie: w.admin.cookie });
    expect(deleted.statusCode).toBe(409);
    expect(message(deleted)).toMatch(/A batch that was committed cannot be deleted/);
    expect((await detail(w.admin, batchId)).can).toMatchObject({
      delete: false,
      deleteRefusal: message(deleted),
    });
  });

  it('is reopened, once deposited or exported, only when a second admin approves', async () => {
    const { batchId } = await committed();
    expect(
      (await post(w.admin, `/api/batches/${batchId}/deposit`, { depositDate: '2026-11-23' })).statusCode,
    ).toBe(200);
    expect((await detail(w.admin, batchId)).can).toMatchObject({ reopen: false, requestReopen: true });
    const asked = await post(w.admin, `/api/batches/${batchId}/reopen`, {
      reason: 'A check was counted twice',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().batch.state).toBe('deposited');
    expect(asked.json().reopenRequest).toMatchObject({
      requestedBy: { id: w.admin.id },
      reason: 'A check was counted twice',
    });
    expect(asked.json().can).toMatchObject({
      approveReopen: false,
      rejectReopen: true,
      requestReopen: false,
    });
    expect(message(await post(w.admin, `/api/batches/${batchId}/reopen/approve`))).toBe(
      'You asked to reopen this batch, so a second admin must approve it.',
    );
    const approved = await post(w.master, `/api/batches/${batchId}/reopen/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().batch.state).toBe('balanced');
    expect(approved.json().reopenRequest).toBeNull();
    // The one who asked is one of its enterers now.
    await leave(w.master, batchId);
    expect(message(await post(w.admin, `/api/batches/${batchId}/commit`))).toMatch(/You changed this batch/);
  });
});

describe('presence', () => {
  it('of a member who saved nothing for the window does not block; the commit asks first, naming them', async () => {
    const { batchId } = await countedByCounter();
    expect(
      (await call(t.app, 'PUT', `/api/batches/${batchId}/presence`, { cookie: w.user.cookie })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'PUT', `/api/batches/${batchId}/presence`, { cookie: w.counter.cookie })).statusCode,
    ).toBe(204);
    // The counter just opened the grid: they are entering.
    expect(message(await post(w.admin, `/api/batches/${batchId}/commit`))).toBe(
      'attack-counter@a.example.org is still entering gifts in this batch.',
    );
    // Ten minutes on, their grid still pings but nothing was saved since.
    await t.database.db.execute(sql`
      update batch_entry_presence set arrived_at = now() - interval '10 minutes',
        last_saved_at = now() - interval '7 minutes'
      where batch_id = ${batchId}`);
    const page = await detail(w.admin, batchId);
    expect(page.entering).toEqual([expect.objectContaining({ id: w.counter.id, stale: true })]);
    expect(page.can).toMatchObject({
      commit: true,
      commitConfirmation:
        'attack-counter@a.example.org has this batch open and last saved a gift 7 minutes ago. Commit anyway?',
    });
    const asks = await post(w.admin, `/api/batches/${batchId}/commit`);
    expect(asks.statusCode).toBe(409);
    expect(message(asks)).toBe(page.can.commitConfirmation);
    const confirmed = await post(w.admin, `/api/batches/${batchId}/commit`, { overStalePresence: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });
});

describe('a counter', () => {
  it("is warned of an unusual amount without the donor's usual figure, and of a duplicate check without a batch they cannot open", async () => {
    const { ann, batchId } = await committed();
    for (const day of ['2026-01-04', '2026-02-01']) {
      const other = await createBatch(t.app, w.admin, {
        name: `Mail ${day}`,
        receivedDate: day,
        expectedCount: 1,
        expectedTotalCents: 10_000,
        expectedCashCents: null,
        expectedCheckCents: null,
      });
      await addGiftOk(t.app, w.admin, other, {
        ...check(ann, 10_000, `9${day.slice(6, 7)}`),
        giftDate: day,
        acknowledgeWarnings: true,
      });
      await leave(w.admin, other);
      expect((await post(w.master, `/api/batches/${other}/commit`)).statusCode).toBe(200);
    }
    const open = await createBatch(t.app, w.admin, {
      name: 'Sunday 9:00, Nov 29 2026',
      receivedDate: '2026-11-29',
    });
    const warned = await addGift(t.app, w.counter, open, {
      ...check(ann, 1_000_000, '1042'),
      giftDate: '2026-11-29',
    });
    expect(warned.statusCode, warned.body).toBe(409);
    const messages = warned.json().warnings.map((x: { message: string }) => x.message);
    expect(messages).toContain('$10,000.00 is unusual for Ann Lee: please check the amount');
    expect(messages).toContain('Check 1042 from Ann Lee is already in a committed batch');
    expect(JSON.stringify(messages)).not.toContain('$100.00');
    expect(JSON.stringify(messages)).not.toContain('Sunday 9:00, Nov 22 2026');
    // An admin keeps the full wording.
    const admin = await addGift(t.app, w.admin, open, {
      ...check(ann, 1_000_000, '1042'),
      giftDate: '2026-11-29',
    });
    const full = admin.json().warnings.map((x: { message: string }) => x.message);
    expect(full).toContain("$10,000.00 is 10 times or more Ann Lee's usual gift of $100.00");
    expect(full).toContain('Check 1042 from Ann Lee is already in Sunday 9:00, Nov 22 2026');
    expect(batchId).toBeTruthy();
  });
});

describe('bad characters and dates', () => {
  it('are 400s naming the field, never 500s, and nothing is saved', async () => {
    const ann = await newDonor(t.app, w.admin, 'Ann', 'Lee');
    const batchId = await createBatch(t.app, w.admin);
    const cases: [object, string][] = [
      [{ ...check(ann, 100, '10\u000042') }, 'Check number must be on one line, without control characters'],
      [
        { ...check(ann, 100, '1042'), giftDate: '2026-02-30' },
        'Gift date must be a real date, as YYYY-MM-DD',
      ],
      [
        { ...check(ann, 100, '1042'), giftDate: '0000-01-01' },
        'Gift date must be a real date, as YYYY-MM-DD',
      ],
      [
        { ...check(ann, 100, '1042'), allocations: [{ fund: 'Gen\u0000eral', amountCents: 100 }] },
        'Fund must be on one line, without control characters',
      ],
      [{ ...check(ann, 100, '1042'), memo: 'Thanks\u0000' }, 'Memo must not contain control characters'],
      [{ ...check(ann, 100, '1042'), allocations: [] }, 'Please enter the amount'],
    ];
    for (const [payload, expected] of cases) {
      const response = await post(w.counter, `/api/batches/${batchId}/gifts`, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(message(response)).toContain(expected);
    }
    const badBatch = await post(w.admin, '/api/batches', {
      name: 'Sunday\u0000',
      receivedDate: '2026-11-22',
      expectedCount: 1,
      expectedTotalCents: 100,
      expectedCashCents: null,
      expectedCheckCents: null,
    });
    expect(badBatch.statusCode).toBe(400);
    expect(message(badBatch)).toContain('Batch name must be on one line, without control characters');
    const badDay = await post(w.admin, '/api/batches', {
      receivedDate: '2026-02-30',
      expectedCount: 1,
      expectedTotalCents: 100,
      expectedCashCents: null,
      expectedCheckCents: null,
    });
    expect(message(badDay)).toContain('Received date must be a real date, as YYYY-MM-DD');
    expect((await detail(w.admin, batchId)).gifts).toEqual([]);
    const [stored] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from contribution_batches where organization_id = ${w.organizationA} and name like 'Sunday%' and name <> 'Sunday 9:00, Nov 22 2026'`,
    );
    expect(stored?.n).toBe(0);
  });
});
