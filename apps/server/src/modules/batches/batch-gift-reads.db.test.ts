import { createTestApp } from '@test/app';
import { importDonorFile, mergeDonorImport, previewDonorFile } from '@test/donor-imports';
import { type SeededGift, seedAdjustment, seedBatch } from '@test/seed-batches';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { givenInPeriod } from '@/modules/statements/service/statement-content';

/**
 * Gifts entered by hand in contribution batches wherever gifts are read: the donor's page, the
 * statements, a donor merge, an import's undo, Clear All Data, and a later import of the same gifts.
 * The batches are written straight into the tables (test/seed-batches.ts) as a commit leaves them.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'reads');
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  for (const actor of [w.admin, w.otherMaster]) {
    const cleared = await call(t.app, 'DELETE', '/api/donors', { cookie: actor.cookie });
    expect(cleared.statusCode, cleared.body).toBe(204);
  }
});

const csv = (rows: string[]) => ['Gift ID,First Name,Last Name,Amount,Date,Fund', ...rows].join('\n');
const get = (actor: Actor, url: string) => call(t.app, 'GET', url, { cookie: actor.cookie });

async function donorId(name: string, actor = w.admin) {
  const found = (await get(actor, `/api/donors?q=${encodeURIComponent(name)}`))
    .json()
    .items.find((d: { firstName: string; lastName: string }) => `${d.firstName} ${d.lastName}` === name);
  if (!found) throw new Error(`no donor ${name}`);
  return found.id as string;
}

/** A donor added by hand (as the entry grid's "new donor" does, by the import's identity rule). */
async function addDonor(firstName: string, lastName: string) {
  const response = await call(t.app, 'POST', '/api/donors', {
    cookie: w.admin.cookie,
    payload: {
      firstName,
      lastName,
      email: '',
      phone: '',
      address: { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return donorId(`${firstName} ${lastName}`);
}

const check = (
  donor: string,
  giftDate: string,
  cents: number,
  fund: string,
  checkNumber: string,
): SeededGift => ({
  donorId: donor,
  method: 'check',
  checkNumber,
  giftDate,
  allocations: [{ fund, amountCents: cents }],
});
const inKind = (donor: string | null, giftDate: string, description: string): SeededGift => ({
  donorId: donor,
  method: 'in_kind',
  giftDate,
  inKindDescription: description,
  allocations: [{ fund: '', amountCents: null }],
});

const seed = (
  name: string,
  status: 'open' | 'committed' | 'deposited',
  gifts: SeededGift[],
  organizationId = w.organizationA,
) => seedBatch(t.database.db, { organizationId, name, receivedDate: '2026-11-22', status, gifts });

/** A gift of the gift list that no adjustment touched. */
const unadjusted = { corrected: false, adjustmentWaiting: null };

async function batchRows(organizationId: string) {
  const [row] = await queryRows<{ batches: number | string; gifts: number | string }>(
    t.database.db,
    sql`select (select count(*) from contribution_batches where organization_id = ${organizationId}) as batches,
          (select count(*) from batch_gifts where organization_id = ${organizationId}) as gifts`,
  );
  return { batches: Number(row?.batches), gifts: Number(row?.gifts) };
}

describe("a donor's page", () => {
  it('shows the batch, method and check number of a gift entered by hand, and the in-kind gifts of committed batches', async () => {
    await importDonorFile(t.app, w.admin, 'giving.csv', csv(['TX-1,Ann,Lee,100.00,2025-01-05,General']));
    const ann = await donorId('Ann Lee');
    await seed('Sunday 9:00, Nov 22 2026', 'committed', [
      check(ann, '2026-11-22', 5000, 'Building', '1234'),
      // A split check: one gift, two funds, two lines of the gift list.
      {
        donorId: ann,
        method: 'check',
        checkNumber: '1235',
        giftDate: '2026-11-22',
        allocations: [
          { fund: 'General', amountCents: 2000 },
          { fund: 'Missions', amountCents: 1000 },
        ],
      },
      inKind(ann, '2026-11-22', 'Two boxes of canned food'),
      // Reversed: neither the gift nor its reversal is listed.
      inKind(ann, '2026-11-21', 'A chair, entered by mistake'),
      { ...inKind(ann, '2026-11-21', 'A chair, entered by mistake'), kind: 'reversal', adjusts: 3 },
    ]);
    // Open batches count nowhere yet.
    await seed('Sunday 11:00, Nov 22 2026', 'open', [
      check(ann, '2026-11-22', 9900, 'General', '77'),
      inKind(ann, '2026-11-22', 'A piano'),
    ]);

    const gifts = (await get(w.admin, `/api/donors/${ann}/gifts`)).json();
    expect(gifts.total).toBe(4);
    expect(gifts.items).toEqual([
      {
        date: '2026-11-22',
        amount: 50,
        fund: 'Building',
        externalId: null,
        batchName: 'Sunday 9:00, Nov 22 2026',
        method: 'check',
        checkNumber: '1234',
        ...unadjusted,
      },
      {
        date: '2026-11-22',
        amount: 20,
        fund: 'General',
        externalId: null,
        batchName: 'Sunday 9:00, Nov 22 2026',
        method: 'check',
        checkNumber: '1235',
        ...unadjusted,
      },
      {
        date: '2026-11-22',
        amount: 10,
        fund: 'Missions',
        externalId: null,
        batchName: 'Sunday 9:00, Nov 22 2026',
        method: 'check',
        checkNumber: '1235',
        ...unadjusted,
      },
      {
        date: '2025-01-05',
        amount: 100,
        fund: 'General',
        externalId: 'TX-1',
        batchName: null,
        method: null,
        checkNumber: null,
        ...unadjusted,
      },
    ]);
    expect((await get(w.admin, `/api/donors/${ann}`)).json().inKindGifts).toEqual([
      { date: '2026-11-22', description: 'Two boxes of canned food', batchName: 'Sunday 9:00, Nov 22 2026' },
    ]);
  });
});

describe("a donor's adjustments", () => {
  it('shows each with who proposed, who approved, when and why; one waiting changes no gift and no figure', async () => {
    const ann = await addDonor('Ann', 'Lee');
    const reversalOf = (gift: SeededGift, adjusts: number): SeededGift => ({
      ...gift,
      kind: 'reversal',
      adjusts,
      allocations: gift.allocations.map((a) => ({ ...a, amountCents: -(a.amountCents ?? 0) })),
    });
    const first = check(ann, '2026-11-22', 5000, 'Building', '1234');
    const returned = check(ann, '2026-11-22', 2000, '', '1236');
    const { batchId, giftIds } = await seed('Sunday 9:00, Nov 22 2026', 'committed', [
      first,
      reversalOf(first, 0),
      { ...check(ann, '2026-11-22', 7500, 'Building', '1234'), kind: 'correction', adjusts: 0 },
      check(ann, '2026-11-22', 3000, '', '1235'),
      returned,
      reversalOf(returned, 4),
    ]);
    const [corrected, reversal, correction, waiting, reversed, takenBack] = giftIds as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const db = t.database.db;
    const organizationId = w.organizationA;
    await seedAdjustment(db, {
      organizationId,
      batchId,
      giftId: corrected,
      reason: 'The check says $75',
      status: 'approved',
      proposedBy: w.admin.id,
      proposedAt: '2026-11-23T09:00:00Z',
      decidedBy: w.master.id,
      decidedAt: '2026-11-23T11:30:00Z',
      carriedOutBy: [reversal, correction],
    });
    await seedAdjustment(db, {
      organizationId,
      batchId,
      giftId: reversed,
      reason: 'Returned by the bank',
      status: 'approved',
      proposedBy: w.master.id,
      proposedAt: '2026-11-24T09:00:00Z',
      decidedBy: w.master.id,
      decidedAt: '2026-11-24T09:00:00Z',
      lone: true,
      carriedOutBy: [takenBack],
    });
    const proposal = {
      organizationId,
      batchId,
      giftId: waiting,
      corrected: {
        method: 'check' as const,
        checkNumber: '1235',
        giftDate: '2026-11-22',
        memo: null,
        inKindDescription: null,
        allocations: [{ fund: '', amountCents: 3500 }],
      },
      proposedBy: w.admin.id,
    };
    // Turned down: changed nothing, so not listed.
    await seedAdjustment(db, {
      ...proposal,
      reason: 'Typed wrong',
      status: 'rejected',
      proposedAt: '2026-11-24T12:00:00Z',
      decidedBy: w.master.id,
      decidedAt: '2026-11-24T13:00:00Z',
    });
    await seedAdjustment(db, {
      ...proposal,
      reason: 'The check says $35',
      status: 'pending',
      proposedAt: '2026-11-25T08:00:00Z',
    });

    const gifts = (await get(w.admin, `/api/donors/${ann}/gifts`)).json();
    expect(gifts.total).toBe(2);
    const byHand = {
      date: '2026-11-22',
      externalId: null,
      batchName: 'Sunday 9:00, Nov 22 2026',
      method: 'check',
    };
    expect(gifts.items).toEqual([
      {
        ...byHand,
        amount: 75,
        fund: 'Building',
        checkNumber: '1234',
        corrected: true,
        adjustmentWaiting: null,
      },
      {
        ...byHand,
        amount: 30,
        fund: '',
        checkNumber: '1235',
        corrected: false,
        adjustmentWaiting: 'correction',
      },
    ]);
    const profile = (await get(w.admin, `/api/donors/${ann}`)).json();
    // The $35 waits: the figures are the committed $30 and the corrected $75.
    expect(profile.donor.totalAmount).toBe(105);
    expect(profile.funds).toEqual([
      { fund: 'Building', amount: 75, gifts: 1 },
      { fund: '', amount: 30, gifts: 1 },
    ]);
    const adjustment = {
      batchName: 'Sunday 9:00, Nov 22 2026',
      giftDate: '2026-11-22',
      method: 'check',
      lone: false,
    };
    expect(profile.adjustments).toEqual([
      {
        ...adjustment,
        status: 'pending',
        checkNumber: '1235',
        amount: 30,
        correctedAmount: 35,
        reason: 'The check says $35',
        proposedBy: w.admin.email,
        proposedAt: '2026-11-25T08:00:00.000Z',
        approvedBy: null,
        approvedAt: null,
      },
      {
        ...adjustment,
        status: 'approved',
        checkNumber: '1236',
        amount: 20,
        correctedAmount: null,
        reason: 'Returned by the bank',
        proposedBy: w.master.email,
        proposedAt: '2026-11-24T09:00:00.000Z',
        approvedBy: w.master.email,
        approvedAt: '2026-11-24T09:00:00.000Z',
        lone: true,
      },
      {
        ...adjustment,
        status: 'approved',
        checkNumber: '1234',
        amount: 50,
        correctedAmount: 75,
        reason: 'The check says $75',
        proposedBy: w.admin.email,
        proposedAt: '2026-11-23T09:00:00.000Z',
        approvedBy: w.master.email,
        approvedAt: '2026-11-23T11:30:00.000Z',
      },
    ]);
  });
});

describe("a donor's statement", () => {
  it("lists the in-kind gifts of the period from committed and deposited batches, and no one else's", async () => {
    const ann = await addDonor('Ann', 'Lee');
    const ben = await addDonor('Ben', 'Ray');
    await seed('Sunday 9:00, Nov 22 2026', 'committed', [
      check(ann, '2026-11-22', 5000, '', '1234'),
      inKind(ann, '2026-11-22', 'Two boxes of canned food'),
      inKind(ben, '2026-11-22', 'A bicycle'),
      inKind(ann, '2025-12-28', 'Last year: another period'),
    ]);
    await seed('Sunday 9:00, Nov 29 2026', 'deposited', [inKind(ann, '2026-11-29', 'Hymnals')]);
    await seed('Sunday 9:00, Dec 6 2026', 'open', [inKind(ann, '2026-12-06', 'Not committed yet')]);

    const given = (
      await givenInPeriod(t.database.db, w.organizationA, [{ donorId: ann, givers: null }], {
        start: '2026-01-01',
        end: '2026-12-31',
      })
    )(ann);
    expect(given).toEqual({
      gifts: [{ date: '2026-11-22', fund: '', amountCents: 5000 }],
      inKind: [
        { date: '2026-11-22', description: 'Two boxes of canned food' },
        { date: '2026-11-29', description: 'Hymnals' },
      ],
      pledges: [],
    });
  });
});

describe('merging two donors', () => {
  it("moves the merged donor's batch gifts and their donations to the survivor", async () => {
    await importDonorFile(t.app, w.admin, 'giving.csv', csv(['TX-1,Ann,Lee,100.00,2025-01-05,General']));
    const ann = await donorId('Ann Lee');
    const annie = await addDonor('Annie', 'Lee');
    await seed('Sunday 9:00, Nov 22 2026', 'committed', [
      check(annie, '2026-11-22', 5000, 'Building', '1234'),
      inKind(annie, '2026-11-22', 'Two boxes of canned food'),
    ]);
    await seed('Sunday 11:00, Nov 22 2026', 'open', [check(annie, '2026-11-22', 2500, 'General', '88')]);

    const merged = await call(t.app, 'POST', `/api/donors/${ann}/merge`, {
      cookie: w.admin.cookie,
      payload: { donorId: annie },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().giftsMoved).toBe(1);

    const holders = await queryRows<{ donor_id: string }>(
      t.database.db,
      sql`select distinct donor_id from batch_gifts where organization_id = ${w.organizationA}`,
    );
    expect(holders).toEqual([{ donor_id: ann }]);
    const gifts = (await get(w.admin, `/api/donors/${ann}/gifts`)).json();
    expect(
      gifts.items.map((g: { batchName: string | null; checkNumber: string | null }) => g.checkNumber),
    ).toEqual(['1234', null]);
    expect((await get(w.admin, `/api/donors/${ann}`)).json().inKindGifts).toHaveLength(1);
  });
});

describe('undoing an import whose donors have gifts entered by hand', () => {
  it('is refused while a committed batch has gifts of donors it created, keeps them when confirmed', async () => {
    const giving = await importDonorFile(
      t.app,
      w.admin,
      'giving.csv',
      csv(['TX-1,Cy,Fox,25.00,2025-01-05,General', 'TX-2,Dee,Park,40.00,2025-01-05,General']),
    );
    const cy = await donorId('Cy Fox');
    await seed('Sunday 9:00, Nov 22 2026', 'committed', [check(cy, '2026-11-22', 5000, 'General', '501')]);
    const reason =
      'The committed batch "Sunday 9:00, Nov 22 2026" has gifts entered by hand for 1 donor this import added: ' +
      'undoing it keeps that donor, with the details this import gave them.';

    expect((await get(w.admin, `/api/donors/imports/${giving.importId}`)).json().dependents).toEqual([
      reason,
    ]);
    const refused = await call(t.app, 'POST', `/api/donors/imports/${giving.importId}/undo`, {
      cookie: w.admin.cookie,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(reason);

    const confirmed = await call(t.app, 'POST', `/api/donors/imports/${giving.importId}/undo`, {
      cookie: w.admin.cookie,
      payload: { confirm: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ giftsRemoved: 2, donorsRemoved: 1 });
    // Cy stays with the check entered by hand (and its totals), Dee goes.
    const directory = (await get(w.admin, '/api/donors?sort=name')).json().items;
    expect(
      directory.map((d: { firstName: string; totalAmount: number }) => [d.firstName, d.totalAmount]),
    ).toEqual([['Cy', 50]]);
  });

  it('keeps a donor it created whose only gift entered by hand is in an open batch or in-kind', async () => {
    const giving = await importDonorFile(
      t.app,
      w.admin,
      'giving.csv',
      csv(['TX-1,Cy,Fox,25.00,2025-01-05,General', 'TX-2,Dee,Park,40.00,2025-01-05,General']),
    );
    await seed('Sunday 9:00, Nov 22 2026', 'open', [
      check(await donorId('Cy Fox'), '2026-11-22', 5000, '', '9'),
    ]);
    await seed('Sunday 9:00, Nov 29 2026', 'committed', [
      inKind(await donorId('Dee Park'), '2026-11-29', 'Hymnals'),
    ]);

    const undone = await call(t.app, 'POST', `/api/donors/imports/${giving.importId}/undo`, {
      cookie: w.admin.cookie,
      payload: {},
    });
    // Dee's in-kind gift is in a committed batch: asked about it first.
    expect(undone.statusCode).toBe(409);
    const confirmed = await call(t.app, 'POST', `/api/donors/imports/${giving.importId}/undo`, {
      cookie: w.admin.cookie,
      payload: { confirm: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ giftsRemoved: 2, donorsRemoved: 0 });
    expect((await batchRows(w.organizationA)).gifts).toBe(2);
  });
});

describe('Clear All Data', () => {
  it("removes the organisation's batches and their gifts, and no other organisation's", async () => {
    const ann = await addDonor('Ann', 'Lee');
    await seed('Sunday 9:00, Nov 22 2026', 'committed', [
      check(ann, '2026-11-22', 5000, '', '1'),
      inKind(ann, '2026-11-22', 'Food'),
    ]);
    await seed('Sunday 11:00, Nov 22 2026', 'open', [
      { ...check(ann, '2026-11-22', 700, '', '2'), donorId: null, method: 'cash' },
    ]);
    const ginaResponse = await call(t.app, 'POST', '/api/donors', {
      cookie: w.otherMaster.cookie,
      payload: {
        firstName: 'Gina',
        lastName: 'Hill',
        email: '',
        phone: '',
        address: { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' },
      },
    });
    expect(ginaResponse.statusCode).toBe(201);
    await seed(
      'Other church',
      'committed',
      [check(await donorId('Gina Hill', w.otherMaster), '2026-11-22', 100, '', '5')],
      w.organizationB,
    );

    const cleared = await call(t.app, 'DELETE', '/api/donors', { cookie: w.admin.cookie });
    expect(cleared.statusCode, cleared.body).toBe(204);
    expect(await batchRows(w.organizationA)).toEqual({ batches: 0, gifts: 0 });
    expect(await batchRows(w.organizationB)).toEqual({ batches: 1, gifts: 1 });
    expect((await get(w.admin, '/api/donors')).json().items).toEqual([]);
  });
});

describe('importing gifts already entered by hand', () => {
  const FILE = csv([
    ',Ann,Lee,50.00,2026-11-22,Building',
    ',Ann,Lee,75.00,2026-11-29,Building',
    ',Ben,Ray,20.00,2026-11-22,',
  ]);

  async function handEntered() {
    const ann = await addDonor('Ann', 'Lee');
    await seed('Sunday 9:00, Nov 22 2026', 'committed', [check(ann, '2026-11-22', 5000, 'Building', '1234')]);
    return ann;
  }

  async function annGifts(ann: string) {
    return (await get(w.admin, `/api/donors/${ann}/gifts`))
      .json()
      .items.map((g: { date: string; amount: number; batchName: string | null }) => [
        g.date,
        g.amount,
        g.batchName,
      ]);
  }

  it('lists them in the preview with their batch and adds nothing twice', async () => {
    const ann = await handEntered();
    const preview = await previewDonorFile(t.app, w.admin, 'giving.csv', FILE);
    expect(preview.handEntered).toEqual({
      count: 1,
      rows: [
        {
          line: 2,
          firstName: 'Ann',
          lastName: 'Lee',
          date: '2026-11-22',
          amount: 50,
          fund: 'Building',
          batchName: 'Sunday 9:00, Nov 22 2026',
        },
      ],
    });
    // The admin chooses: the file waits in its preview rather than merging at once.
    expect(preview.canMergeDirectly).toBe(false);

    const merged = await mergeDonorImport(t.app, w.admin, preview.importId);
    expect(merged.recordsAdded).toBe(2);
    expect(await annGifts(ann)).toEqual([
      ['2026-11-29', 75, null],
      ['2026-11-22', 50, 'Sunday 9:00, Nov 22 2026'],
    ]);
    // The same file again: nothing is added, and the preview still says why.
    const again = await previewDonorFile(t.app, w.admin, 'giving.csv', FILE);
    expect(again.handEntered.count).toBe(1);
    expect((await mergeDonorImport(t.app, w.admin, again.importId)).recordsAdded).toBe(0);
  });

  it("never compares a file with another organisation's batches", async () => {
    const response = await call(t.app, 'POST', '/api/donors', {
      cookie: w.otherMaster.cookie,
      payload: {
        firstName: 'Ann',
        lastName: 'Lee',
        email: '',
        phone: '',
        address: { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' },
      },
    });
    expect(response.statusCode).toBe(201);
    const theirAnn = await donorId('Ann Lee', w.otherMaster);
    await seed(
      'Their Sunday',
      'committed',
      [check(theirAnn, '2026-11-22', 5000, 'Building', '1')],
      w.organizationB,
    );

    const preview = await previewDonorFile(t.app, w.admin, 'giving.csv', FILE);
    expect(preview.handEntered).toEqual({ count: 0, rows: [] });
    expect((await mergeDonorImport(t.app, w.admin, preview.importId)).recordsAdded).toBe(3);
  });

  it('adds them as gifts of their own when the admin includes them, and only once', async () => {
    const ann = await handEntered();
    const preview = await previewDonorFile(t.app, w.admin, 'giving.csv', FILE);
    const included = await call(t.app, 'POST', `/api/donors/imports/${preview.importId}/merge`, {
      cookie: w.admin.cookie,
      payload: { includeHandEntered: true },
    });
    expect(included.statusCode, included.body).toBe(200);
    expect(included.json().recordsAdded).toBe(3);
    expect(await annGifts(ann)).toEqual([
      ['2026-11-29', 75, null],
      ['2026-11-22', 50, null],
      ['2026-11-22', 50, 'Sunday 9:00, Nov 22 2026'],
    ]);
    const profile = (await get(w.admin, `/api/donors/${ann}`)).json();
    expect(profile.donor).toMatchObject({ donationCount: 3, totalAmount: 175 });

    // The file's gift is now the imported one: importing it again, included or not, adds nothing.
    const again = await previewDonorFile(t.app, w.admin, 'giving.csv', FILE);
    expect(again.handEntered.count).toBe(0);
    expect(again.canMergeDirectly).toBe(true);
    const twice = await call(t.app, 'POST', `/api/donors/imports/${again.importId}/merge`, {
      cookie: w.admin.cookie,
      payload: { includeHandEntered: true },
    });
    expect(twice.json().recordsAdded).toBe(0);
  });
});
