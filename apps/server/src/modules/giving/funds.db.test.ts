import { createTestApp } from '@test/app';
import { addGift, addGiftOk, check, createBatch, expectNoDrift, looseCash, newDonor } from '@test/batches';
import { importDonorFile, mergeDonorImport, previewDonorFile } from '@test/donor-imports';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { giftsInPeriod } from '@/modules/statements/queries/statements';

/**
 * The fund list: gift entry takes funds from it, a rename or a merge moves every gift, and an
 * import maps its file's fund names onto it.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'funds');
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  expect((await call(t.app, 'DELETE', '/api/donors', { cookie: w.admin.cookie })).statusCode).toBe(204);
  await t.database.db.execute(sql`delete from funds`);
});

const get = (actor: Actor, url: string) => call(t.app, 'GET', url, { cookie: actor.cookie });
const send = (actor: Actor, method: 'POST' | 'PATCH', url: string, payload: object) =>
  call(t.app, method, url, { cookie: actor.cookie, payload });

interface FundBody {
  id: string;
  name: string;
  label: string;
  giftCount: number;
  archived: boolean;
}

async function addFund(name: string, extra: object = {}) {
  const response = await send(w.admin, 'POST', '/api/giving/funds', { name, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as FundBody;
}

async function fundList() {
  return (await get(w.admin, '/api/giving/funds')).json().items as FundBody[];
}

const HEADER = 'Transaction ID,First Name,Last Name,Amount,Date,Fund';

/** Every donation and refund of A with its fund, occurrence and external id, in a stable order. */
async function storedGifts() {
  return queryRows<{
    kind: string;
    name: string;
    day: string;
    cents: string;
    fund: string;
    occurrence: number;
    ext: string | null;
  }>(
    t.database.db,
    sql`select 'gift' as kind, d.first_name as name, x.gift_date::text as day, x.amount_cents::text as cents,
          x.fund, x.occurrence, x.external_id as ext
        from donations x join donors d on d.id = x.donor_id where x.organization_id = ${w.organizationA}
        union all
        select 'refund', d.first_name, r.refund_date::text, r.amount_cents::text, r.fund, r.occurrence, r.external_id
        from donor_refunds r join donors d on d.id = r.donor_id where r.organization_id = ${w.organizationA}
        order by 1, 2, 3, 4, 6`,
  );
}

async function auditDetail(action: string) {
  const [row] = await queryRows<{ target: string; detail: string }>(
    t.database.db,
    sql`select target, detail from audit_log where organization_id = ${w.organizationA} and action = ${action}
        order by created_at desc limit 1`,
  );
  return row;
}

describe('the fund list', () => {
  it('adds funds with names unique without case, and gift entry takes only active funds of the list', async () => {
    const building = await addFund('Building Fund', {
      restricted: true,
      quickbooksAccount: 'Contributions:Building Fund',
      xeroAccountCode: '4200',
    });
    expect(building).toMatchObject({
      label: 'Building Fund',
      restricted: true,
      giftCount: 0,
      archived: false,
    });
    const twice = await send(w.admin, 'POST', '/api/giving/funds', { name: ' building FUND ' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      message: 'A fund named Building Fund already exists',
      existingId: building.id,
    });
    const numbered = await send(w.admin, 'POST', '/api/giving/funds', {
      name: 'Missions',
      quickbooksAccount: '4100 Missions',
    });
    expect(numbered.statusCode).toBe(400);
    expect(numbered.json().error.message).toContain('QuickBooks Online imports accounts by name');
    const spaced = await send(w.admin, 'POST', '/api/giving/funds', {
      name: 'Missions',
      xeroAccountCode: '41 00',
    });
    expect(spaced.json().error.message).toContain('Xero imports accounts by their code alone');
    await addFund('Missions');
    expect((await send(w.counter, 'POST', '/api/giving/funds', { name: 'Youth' })).statusCode).toBe(403);
    expect((await get(w.counter, '/api/giving/funds')).statusCode).toBe(403);

    const ann = await newDonor(t.app, w.admin, 'Ann', 'Lee');
    const refusedBatch = await send(w.admin, 'POST', '/api/batches', {
      name: 'Sunday',
      receivedDate: '2026-11-22',
      expectedCount: 1,
      expectedTotalCents: 100,
      expectedCashCents: null,
      expectedCheckCents: null,
      defaultFund: 'General',
    });
    expect(refusedBatch.statusCode).toBe(400);
    expect(refusedBatch.json().error.message).toBe(
      'Fund "General" is not in the fund list: add it as a new fund first',
    );
    const batchId = await createBatch(t.app, w.admin, { defaultFund: 'Missions' });
    const typo = await addGift(t.app, w.counter, batchId, check(ann, 5_000, '1', 'Bulding Fund'));
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error.message).toBe('Fund "Bulding Fund" is not in the fund list');
    const byAdmin = await addGift(t.app, w.admin, batchId, looseCash(100));
    expect(byAdmin.json().error.message).toBe(
      'Fund "General" is not in the fund list: add it as a new fund first',
    );
    await addGiftOk(t.app, w.counter, batchId, check(ann, 5_000, '1', 'Building Fund'));

    const entry = (await get(w.counter, '/api/batches/funds')).json();
    expect(entry).toEqual({
      items: [
        { id: building.id, name: 'Building Fund', label: 'Building Fund', restricted: true },
        expect.objectContaining({ name: 'Missions', restricted: false }),
      ],
      canCreate: false,
    });
    expect((await get(w.admin, '/api/batches/funds')).json().canCreate).toBe(true);

    const archived = await send(w.admin, 'PATCH', `/api/giving/funds/${building.id}`, {
      name: 'Building Fund',
      restricted: true,
      archived: true,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ archived: true, giftCount: 1, quickbooksAccount: null });
    const late = await addGift(t.app, w.counter, batchId, check(ann, 2_500, '2', 'Building Fund'));
    expect(late.json().error.message).toBe('Fund "Building Fund" is archived: it takes no new gifts.');
    expect((await get(w.counter, '/api/batches/funds')).json().items.map((f: FundBody) => f.name)).toEqual([
      'Missions',
    ]);
    expect((await fundList()).map((f) => [f.name, f.archived])).toEqual([
      ['Missions', false],
      ['Building Fund', true],
    ]);
    expect(await auditDetail('fund_changed')).toEqual({
      target: 'Building Fund',
      detail: 'QuickBooks Online account: none; Xero account code: none; Archived',
    });
  });

  it('renames a fund with every gift, and keeps the old name for the next import', async () => {
    const bldg = await addFund('Bldg');
    await importDonorFile(
      t.app,
      w.admin,
      'first.csv',
      [HEADER, 'T-1,Ann,Lee,$50.00,01/05/2026,Bldg'].join('\n'),
    );
    const ann = (
      await queryRows<{ id: string }>(t.database.db, sql`select id from donors where first_name = 'Ann'`)
    )[0]?.id as string;
    const batchId = await createBatch(t.app, w.admin, { defaultFund: 'Bldg' });
    await addGiftOk(t.app, w.admin, batchId, check(ann, 7_500, '12', 'Bldg'));
    const renamed = await send(w.admin, 'PATCH', `/api/giving/funds/${bldg.id}`, { name: 'Building Fund' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Building Fund', giftCount: 2 });
    const batch = (await get(w.admin, `/api/batches/${batchId}`)).json();
    expect(batch.batch.defaultFund).toBe('Building Fund');
    expect(batch.gifts[0].allocations).toEqual([{ fund: 'Building Fund', amountCents: 7_500 }]);
    expect((await storedGifts()).map((g) => g.fund)).toEqual(['Building Fund']);
    // The same file again lands on the renamed fund: nothing added, no fund "Bldg" again.
    const again = await previewDonorFile(
      t.app,
      w.admin,
      'first.csv',
      [HEADER, 'T-1,Ann,Lee,$50.00,01/05/2026,Bldg'].join('\n'),
    );
    expect(again.funds).toMatchObject({
      mapped: [{ name: 'Bldg', by: 'alias', fundId: bldg.id, fundLabel: 'Building Fund', rows: 1 }],
      added: [],
    });
    expect((await mergeDonorImport(t.app, w.admin, again.importId)).recordsAdded).toBe(0);
    expect((await fundList()).map((f) => f.name)).toEqual(['Building Fund']);
    expect(await auditDetail('fund_changed')).toMatchObject({
      target: 'Building Fund',
      detail: 'Renamed from Bldg (2 gifts moved)',
    });
  });
});

describe('merging two funds', () => {
  it('moves every gift, keeps each identity and the donor figures, and names the merged fund an alias', async () => {
    const general = await addFund('General Fund');
    const plain = await addFund('General');
    // Ann gave $50 to each on one day (the export split one transaction T-1 across them), and
    // $20 twice to "General"; Ben's $30 to "General" was refunded.
    await importDonorFile(
      t.app,
      w.admin,
      'giving.csv',
      [
        HEADER,
        'T-1,Ann,Lee,$50.00,01/05/2026,General Fund',
        'T-1,Ann,Lee,$50.00,01/05/2026,General',
        'T-2,Ann,Lee,$20.00,01/12/2026,General',
        'T-3,Ann,Lee,$20.00,01/12/2026,General',
        'T-4,Ben,Ray,$30.00,02/01/2026,General',
        'T-5,Ben,Ray,-$30.00,02/03/2026,General',
      ].join('\n'),
    );
    const ann = (
      await queryRows<{ id: string }>(t.database.db, sql`select id from donors where first_name = 'Ann'`)
    )[0]?.id as string;
    // A check split across both funds, committed; and an open batch defaulting to "General".
    const committed = await createBatch(t.app, w.admin, {
      defaultFund: 'General',
      expectedCount: 1,
      expectedTotalCents: 10_000,
      expectedCashCents: null,
      expectedCheckCents: 10_000,
    });
    const split = await addGiftOk(t.app, w.counter, committed, {
      ...check(ann, 0, '1042'),
      allocations: [
        { fund: 'General Fund', amountCents: 6_000 },
        { fund: 'General', amountCents: 4_000 },
      ],
    });
    await call(t.app, 'DELETE', `/api/batches/${committed}/presence`, { cookie: w.counter.cookie });
    const commit = await call(t.app, 'POST', `/api/batches/${committed}/commit`, {
      cookie: w.admin.cookie,
      payload: {},
    });
    expect(commit.statusCode, commit.body).toBe(200);
    // A correction of the check waiting for a second admin names the fund too.
    const proposed = await send(w.admin, 'POST', `/api/batches/${committed}/gifts/${split}/adjust`, {
      reason: 'All of it was for the general fund',
      corrected: { ...check(ann, 10_000, '1042', 'General') },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const open = await createBatch(t.app, w.admin, { name: 'Next Sunday', defaultFund: 'General' });
    const before = await giftsInPeriod(t.database.db, w.organizationA, [ann], '2026-01-01', '2026-12-31');
    expect((await fundList()).map((f) => [f.name, f.giftCount])).toEqual([
      ['General', 5],
      ['General Fund', 2],
    ]);

    const merged = await send(w.admin, 'POST', `/api/giving/funds/${plain.id}/merge`, {
      intoFundId: general.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({
      fund: { id: general.id, name: 'General Fund', giftCount: 6 },
      moved: { gifts: 4, refunds: 1, batchLines: 1, batchDefaults: 2 },
    });
    expect(await storedGifts()).toEqual([
      // Each moved gift takes the occurrence after the kept fund's own; the one whose transaction id
      // the kept fund already has loses the id, not the gift.
      {
        kind: 'gift',
        name: 'Ann',
        day: '2026-01-05',
        cents: '5000',
        fund: 'General Fund',
        occurrence: 1,
        ext: 'T-1',
      },
      {
        kind: 'gift',
        name: 'Ann',
        day: '2026-01-05',
        cents: '5000',
        fund: 'General Fund',
        occurrence: 2,
        ext: null,
      },
      {
        kind: 'gift',
        name: 'Ann',
        day: '2026-01-12',
        cents: '2000',
        fund: 'General Fund',
        occurrence: 1,
        ext: 'T-2',
      },
      {
        kind: 'gift',
        name: 'Ann',
        day: '2026-01-12',
        cents: '2000',
        fund: 'General Fund',
        occurrence: 2,
        ext: 'T-3',
      },
      // The split check is one line of $100 now, and one donation.
      {
        kind: 'gift',
        name: 'Ann',
        day: '2026-11-22',
        cents: '10000',
        fund: 'General Fund',
        occurrence: 1,
        ext: null,
      },
      {
        kind: 'gift',
        name: 'Ben',
        day: '2026-02-01',
        cents: '3000',
        fund: 'General Fund',
        occurrence: 1,
        ext: 'T-4',
      },
      {
        kind: 'refund',
        name: 'Ben',
        day: '2026-02-03',
        cents: '3000',
        fund: 'General Fund',
        occurrence: 1,
        ext: 'T-5',
      },
    ]);
    await expectNoDrift(t.database.db, w.organizationA);
    const after = await giftsInPeriod(t.database.db, w.organizationA, [ann], '2026-01-01', '2026-12-31');
    const total = (rows: typeof before) => rows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
    expect(total(after)).toBe(total(before));
    expect(new Set(after.map((row) => row.fund))).toEqual(new Set(['General Fund']));
    const committedGift = (await get(w.admin, `/api/batches/${committed}`)).json().gifts[0];
    expect(committedGift.allocations).toEqual([{ fund: 'General Fund', amountCents: 10_000 }]);
    expect((await get(w.admin, `/api/batches/${open}`)).json().batch.defaultFund).toBe('General Fund');
    const [waiting] = await queryRows<{ corrected: { allocations: { fund: string }[] } }>(
      t.database.db,
      sql`select corrected from batch_adjustments where batch_id = ${committed} and status = 'pending'`,
    );
    expect(waiting?.corrected.allocations.map((line) => line.fund)).toEqual(['General Fund']);
    expect((await fundList()).map((f) => f.name)).toEqual(['General Fund']);
    expect(await auditDetail('funds_merged')).toEqual({
      target: 'General into General Fund',
      detail:
        '4 gifts, 1 refunds, 1 batch gift lines (1 joined to a line of General Fund), 2 batch defaults moved',
    });

    // The same file again adds nothing: "General" is an alias of General Fund now.
    const again = await previewDonorFile(
      t.app,
      w.admin,
      'giving.csv',
      [
        HEADER,
        'T-1,Ann,Lee,$50.00,01/05/2026,General Fund',
        'T-1,Ann,Lee,$50.00,01/05/2026,General',
        'T-2,Ann,Lee,$20.00,01/12/2026,General',
        'T-3,Ann,Lee,$20.00,01/12/2026,General',
        'T-4,Ben,Ray,$30.00,02/01/2026,General',
        'T-5,Ben,Ray,-$30.00,02/03/2026,General',
      ].join('\n'),
    );
    expect(again.funds.mapped).toEqual([
      {
        name: 'General',
        label: 'General',
        by: 'alias',
        fundId: general.id,
        fundLabel: 'General Fund',
        rows: 5,
      },
    ]);
    const result = await mergeDonorImport(t.app, w.admin, again.importId);
    expect([result.recordsAdded, result.refundsAdded]).toEqual([0, 0]);
    expect(
      (await send(w.admin, 'POST', `/api/giving/funds/${general.id}/merge`, { intoFundId: general.id }))
        .statusCode,
    ).toBe(400);
    // Restricted money never changes its restriction by a merge.
    const building = await addFund('Building Fund', { restricted: true });
    const across = await send(w.admin, 'POST', `/api/giving/funds/${general.id}/merge`, {
      intoFundId: building.id,
    });
    expect(across.statusCode).toBe(400);
    expect(across.json().error.message).toBe(
      'General Fund is not restricted and Building Fund is restricted: a merge does not move gifts in or out of a restricted fund. Mark both alike first if they are one fund.',
    );
    expect((await fundList()).map((f) => f.name)).toContain('General Fund');
  });
});

describe('an import’s funds', () => {
  it('lists the funds a file would add, maps one onto the list as the admin chose, and remembers it', async () => {
    const missions = await addFund('Missions');
    await addFund('Building Fund');
    const file = [
      HEADER,
      'T-1,Ann,Lee,$50.00,01/05/2026,missions ',
      'T-2,Ann,Lee,$25.00,01/12/2026,Missions Trip',
      'T-3,Ben,Ray,$10.00,01/12/2026,Missions Trip',
      'T-4,Ben,Ray,$15.00,01/19/2026,Youth',
      'T-5,Cy,Fox,$15.00,01/19/2026,youth',
    ].join('\n');
    const preview = await previewDonorFile(t.app, w.admin, 'online.csv', file);
    expect(preview.canMergeDirectly).toBe(false);
    expect(preview.funds).toEqual({
      mapped: [
        {
          name: 'missions',
          label: 'missions',
          by: 'case',
          fundId: missions.id,
          fundLabel: 'Missions',
          rows: 1,
        },
      ],
      added: [
        { name: 'Missions Trip', label: 'Missions Trip', rows: 2 },
        { name: 'Youth', label: 'Youth', rows: 2 },
      ],
      choices: [expect.objectContaining({ label: 'Building Fund' }), { id: missions.id, label: 'Missions' }],
      problem: null,
    });
    expect(preview.sample.map((row) => row.fund)).toEqual([
      'Missions',
      'Missions Trip',
      'Missions Trip',
      'Youth',
      'Youth',
    ]);
    const merged = await call(t.app, 'POST', `/api/donors/imports/${preview.importId}/merge`, {
      cookie: w.admin.cookie,
      payload: { fundMapping: { 'Missions Trip': missions.id } },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await storedGifts()).map((g) => `${g.name} ${g.fund}`)).toEqual([
      'Ann Missions',
      'Ann Missions',
      'Ben Missions',
      'Ben Youth',
      'Cy Youth',
    ]);
    expect((await fundList()).map((f) => [f.name, f.giftCount])).toEqual([
      ['Building Fund', 0],
      ['Missions', 3],
      ['Youth', 2],
    ]);
    expect(await auditDetail('fund_created')).toEqual({
      target: 'Youth',
      detail: 'Added by the import of online.csv',
    });
    // The next export of the same platform lands without asking.
    const next = await previewDonorFile(
      t.app,
      w.admin,
      'online-2.csv',
      [HEADER, 'T-9,Dee,Ash,$40.00,02/02/2026,Missions Trip'].join('\n'),
    );
    expect(next.funds).toMatchObject({ mapped: [{ name: 'Missions Trip', by: 'alias' }], added: [] });
    expect(next.canMergeDirectly).toBe(true);
    // A mapping onto a fund that is not the organisation's is refused, and nothing is merged.
    const wrong = await call(t.app, 'POST', `/api/donors/imports/${next.importId}/merge`, {
      cookie: w.admin.cookie,
      payload: { fundMapping: { Elsewhere: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('The fund chosen for "Elsewhere" is not in the fund list');
  });

  it('refuses a file naming more new funds than one import adds (a wrong column taken for the fund)', async () => {
    await addFund('Missions');
    const rows = Array.from({ length: 101 }, (_, i) => `T-${i},Ann,Lee,$1.00,01/05/2026,Fund ${i}`);
    const preview = await previewDonorFile(t.app, w.admin, 'wrong.csv', [HEADER, ...rows].join('\n'));
    expect(preview.funds.added).toHaveLength(100);
    expect(preview.funds.problem).toBe(
      'This file names more than 100 funds the fund list does not have: check that its Fund column is the right one, or add the funds in Giving settings first.',
    );
    expect(preview.canMergeDirectly).toBe(false);
    const merged = await call(t.app, 'POST', `/api/donors/imports/${preview.importId}/merge`, {
      cookie: w.admin.cookie,
      payload: {},
    });
    expect(merged.statusCode).toBe(400);
    expect((await fundList()).map((f) => f.name)).toEqual(['Missions']);
  });
});
