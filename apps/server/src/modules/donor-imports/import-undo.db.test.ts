import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp } from '@test/app';
import { importDonorFile, previewDonorFile } from '@test/donor-imports';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { migrationsFolder } from '@/db/migrate';

/**
 * An import's record and its undo: exactly the gifts, refunds and donors it added go, and every
 * figure is what it was before the import (the analysis, the monthly trends, the donors' totals).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'undo');
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  expect((await call(t.app, 'DELETE', '/api/donors', { cookie: w.admin.cookie })).statusCode).toBe(204);
});

const csv = (rows: string[]) => ['First Name,Last Name,Amount,Date,Fund', ...rows].join('\n');

// Ann and Ben give in 2024 and early 2025 (Ann twice in one month).
const FIRST = csv([
  'Ann,Lee,100.00,2024-03-02,General',
  'Ann,Lee,50.00,2025-01-05,General',
  'Ann,Lee,20.00,2025-01-25,General',
  'Ben,Ray,80.00,2024-03-20,Missions',
  'Ben,Ray,40.00,2025-02-01,Missions',
]);
// Ann gives again (in a month she and Ben gave in, and in a new one), Ben has a refund, Cy and Dee
// are new (Cy twice in one month), and a row is left out for its amount.
const SECOND = csv([
  'Ann,Lee,75.00,2024-03-09,General',
  'Ann,Lee,60.00,2025-04-10,Building',
  'Ben,Ray,-40.00,2025-02-15,Missions',
  'Cy,Fox,25.00,2025-01-05,General',
  'Cy,Fox,25.00,2025-01-19,General',
  'Dee,Park,500.00,2023-12-24,General',
  'Eve,Stone,,2025-01-05,General',
]);

const get = (actor: Actor, url: string) => call(t.app, 'GET', url, { cookie: actor.cookie });
const undo = (actor: Actor, importId: string, payload: object = {}) =>
  call(t.app, 'POST', `/api/donors/imports/${importId}/undo`, { cookie: actor.cookie, payload });

/** Every figure a treasurer sees: the analysis (with its monthly trends) and each donor's totals and years. */
async function figures() {
  const analysis = (await get(w.admin, '/api/donors/analysis')).json();
  const directory = (await get(w.admin, '/api/donors?sort=name&pageSize=100')).json();
  const donors = await Promise.all(
    directory.items.map(async (donor: { id: string }) => {
      const profile = (await get(w.admin, `/api/donors/${donor.id}`)).json();
      return { ...donor, years: profile.years, funds: profile.funds, refunds: profile.refunds };
    }),
  );
  return { analysis, donors };
}

/** The stored rollups and totals agree with the gifts that are there, as a merge from scratch makes them. */
async function expectFiguresFromGifts(organizationId: string) {
  const drift = await queryRows<{ what: string }>(
    t.database.db,
    sql`select 'donor ' || d.id as what from donors d
          left join (select donor_id, sum(amount_cents) as total, count(*) as n, min(gift_date) as first_gift,
                       max(gift_date) as last_gift from donations group by donor_id) g on g.donor_id = d.id
          where d.organization_id = ${organizationId}
            and (d.total_cents <> coalesce(g.total, 0) or d.gift_count <> coalesce(g.n, 0)
              or d.first_gift is distinct from g.first_gift or d.last_gift is distinct from g.last_gift)
        union all
        select 'month ' || coalesce(m.month, g.month)::text from
          (select * from donation_months where organization_id = ${organizationId}) m
          full join (select date_trunc('month', gift_date)::date as month, sum(amount_cents) as cents, count(*) as n,
                       count(distinct donor_id) as donors
                     from donations where organization_id = ${organizationId} group by 1) g on g.month = m.month
          where m.amount_cents is distinct from g.cents or m.gift_count is distinct from g.n
            or m.donor_count is distinct from g.donors
        union all
        select 'year ' || coalesce(y.donor_id, g.donor_id) || ' ' || coalesce(y.year, g.year) from
          (select * from donor_years where organization_id = ${organizationId}) y
          full join (select donor_id, extract(year from gift_date)::integer as year, sum(amount_cents) as cents, count(*) as n
                     from donations where organization_id = ${organizationId} group by 1, 2) g
            on g.donor_id = y.donor_id and g.year = y.year
          where y.amount_cents is distinct from g.cents or y.gift_count is distinct from g.n`,
  );
  expect(drift).toEqual([]);
}

async function donorIdOf(name: string) {
  const directory = (await get(w.admin, `/api/donors?q=${encodeURIComponent(name)}`)).json();
  const donor = directory.items.find(
    (d: { firstName: string; lastName: string }) => `${d.firstName} ${d.lastName}` === name,
  );
  if (!donor) throw new Error(`no donor ${name}`);
  return donor.id as string;
}

describe('an import’s record', () => {
  it('says who merged it, when, what it read and added, and which rows it left out and why', async () => {
    await importDonorFile(t.app, w.admin, 'first.csv', FIRST);
    const merged = await importDonorFile(t.app, w.admin, 'second.csv', SECOND);
    expect(merged).toMatchObject({ recordsAdded: 5, giftDonors: 3, donorsAdded: 2, refundsAdded: 1 });

    const history = (await get(w.admin, '/api/donors/imports')).json();
    expect(history.items[0]).toMatchObject({
      id: merged.importId,
      fileName: 'second.csv',
      mergedBy: 'undo-admin@a.example.org',
      recordsProcessed: 7,
      recordsAdded: 5,
      donorsAdded: 2,
      refundsAdded: 1,
      undone: null,
    });
    const record = await get(w.admin, `/api/donors/imports/${merged.importId}`);
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({
      fileName: 'second.csv',
      giftDonors: 3,
      dropped: [{ reason: 'missing_amount', label: 'Amount missing or 0', count: 1, lines: [8] }],
      rowProblems: [],
      dependents: [],
    });
  });
});

describe('undoing an import', () => {
  it('removes exactly its gifts, refunds and new donors, and every figure is what it was before', async () => {
    await importDonorFile(t.app, w.admin, 'first.csv', FIRST);
    const before = await figures();
    const second = await importDonorFile(t.app, w.admin, 'second.csv', SECOND);
    const afterSecond = await figures();
    expect(afterSecond).not.toEqual(before);

    const response = await undo(w.admin, second.importId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      giftsRemoved: 5,
      refundsRemoved: 1,
      donorsRemoved: 2,
      record: { id: second.importId, undone: { by: 'undo-admin@a.example.org' } },
    });
    expect(await figures()).toEqual(before);
    await expectFiguresFromGifts(w.organizationA);

    // Marked undone in the history, audited, and not undone twice.
    const history = (await get(w.admin, '/api/donors/imports')).json();
    expect(
      history.items.map((item: { fileName: string; undone: unknown }) => [item.fileName, item.undone]),
    ).toEqual([
      ['second.csv', { date: expect.any(String), by: 'undo-admin@a.example.org' }],
      ['first.csv', null],
    ]);
    const [audit] = await queryRows<{ action: string; target: string; detail: string }>(
      t.database.db,
      sql`select action, target, detail from audit_log where organization_id = ${w.organizationA}
          order by created_at desc limit 1`,
    );
    expect(audit).toEqual({
      action: 'donor_import_undone',
      target: 'second.csv',
      detail: '5 gifts, 1 refund and 2 donors removed',
    });
    const again = await undo(w.admin, second.importId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This import has already been undone');

    // The same file merged again brings back exactly what the undo took.
    const redone = await importDonorFile(t.app, w.admin, 'second.csv', SECOND);
    expect(redone).toMatchObject({ recordsAdded: 5, donorsAdded: 2, refundsAdded: 1 });
    const withoutIds = (all: Awaited<ReturnType<typeof figures>>) =>
      JSON.parse(JSON.stringify(all).replace(/"id":"[^"]+"/g, '"id":""'));
    expect(withoutIds(await figures())).toEqual(withoutIds(afterSecond));
  });

  it('keeps a donor another import also gave gifts to, with their own gifts', async () => {
    const first = await importDonorFile(t.app, w.admin, 'first.csv', FIRST);
    await importDonorFile(t.app, w.admin, 'second.csv', SECOND);
    const ann = await donorIdOf('Ann Lee');

    expect((await undo(w.admin, first.importId)).json()).toMatchObject({
      giftsRemoved: 5,
      donorsRemoved: 0,
    });
    const profile = (await get(w.admin, `/api/donors/${ann}`)).json();
    expect(profile.donor).toMatchObject({
      totalAmount: 135,
      donationCount: 2,
      firstDonation: '2024-03-09',
      lastDonation: '2025-04-10',
    });
    expect(profile.years).toEqual([
      { year: 2024, amount: 75, gifts: 1 },
      { year: 2025, amount: 60, gifts: 1 },
    ]);
    // Ben's only gifts were the first file's, but the second file's refund is his: he stays, giving nothing.
    const ben = await queryRows<{ gift_count: number }>(
      t.database.db,
      sql`select gift_count from donors where organization_id = ${w.organizationA} and first_name = 'Ben'`,
    );
    expect(ben).toEqual([{ gift_count: 0 }]);
    await expectFiguresFromGifts(w.organizationA);
  });

  it('follows donors merged since: a donor it created and merged into another goes, one that took in another stays', async () => {
    const first = await importDonorFile(t.app, w.admin, 'first.csv', FIRST);
    await importDonorFile(t.app, w.admin, 'later.csv', csv(['Annie,Lee,30.00,2025-06-01,General']));
    await importDonorFile(t.app, w.admin, 'robert.csv', csv(['Robert,Ray,10.00,2025-07-01,General']));
    // Annie (later) goes into Ann (first); Ben (first) goes into Robert (robert).
    const ann = await donorIdOf('Ann Lee');
    const robert = await donorIdOf('Robert Ray');
    const merge = (survivor: string, other: string) =>
      call(t.app, 'POST', `/api/donors/${survivor}/merge`, {
        cookie: w.admin.cookie,
        payload: { donorId: other },
      });
    expect((await merge(ann, await donorIdOf('Annie Lee'))).statusCode).toBe(200);
    expect((await merge(robert, await donorIdOf('Ben Ray'))).statusCode).toBe(200);

    expect((await undo(w.admin, first.importId)).json()).toMatchObject({ giftsRemoved: 5, donorsRemoved: 0 });
    // Ann, created by the first file, keeps Annie's gift; Robert keeps his own and loses Ben's.
    expect((await get(w.admin, `/api/donors/${ann}`)).json().donor).toMatchObject({
      firstName: 'Ann',
      totalAmount: 30,
      donationCount: 1,
    });
    expect((await get(w.admin, `/api/donors/${robert}`)).json().donor).toMatchObject({
      totalAmount: 10,
      donationCount: 1,
    });
    await expectFiguresFromGifts(w.organizationA);
  });

  it('is refused while a statement run includes its gifts, with the reason, and goes ahead when confirmed', async () => {
    const first = await importDonorFile(t.app, w.admin, 'first.csv', FIRST);
    const settings = await call(t.app, 'PUT', '/api/statements/settings', {
      cookie: w.admin.cookie,
      payload: { legalName: 'Grace Church', message: 'Thank you.' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const run = await call(t.app, 'POST', '/api/statements/runs', {
      cookie: w.admin.cookie,
      payload: { period: { start: '2025-01-01', end: '2025-12-31' }, donors: { kind: 'all' } },
    });
    expect(run.statusCode, run.body).toBe(202);
    const today = new Date().toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    const reason = `The statements made on ${today} for January 1, 2025 – December 31, 2025 include 3 gifts of this import: undoing it leaves those statements as they were sent.`;

    expect((await get(w.admin, `/api/donors/imports/${first.importId}`)).json().dependents).toEqual([reason]);
    const refused = await undo(w.admin, first.importId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(reason);
    expect((await figures()).analysis.donationCount).toBe(5);

    const confirmed = await undo(w.admin, first.importId, { confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ giftsRemoved: 5, donorsRemoved: 2 });
    expect((await figures()).analysis.donationCount).toBe(0);
    // The run stays, as the record of what was made.
    expect((await get(w.admin, '/api/statements/runs')).json().items).toHaveLength(1);
  });

  it('names only the statement runs still making statements when it was merged, and then needs no confirmation', async () => {
    await call(t.app, 'PUT', '/api/statements/settings', {
      cookie: w.admin.cookie,
      payload: { legalName: 'Grace Church', message: 'Thank you.' },
    });
    const createRun = async () => {
      const run = await call(t.app, 'POST', '/api/statements/runs', {
        cookie: w.admin.cookie,
        payload: { period: { start: '2025-01-01', end: '2025-12-31' }, donors: { kind: 'all' } },
      });
      expect(run.statusCode, run.body).toBe(202);
      return run.json().id as string;
    };
    await importDonorFile(t.app, w.admin, 'first.csv', FIRST);
    // Ann's and Ben's 2025 statements, made and finished before the second file arrives (as the
    // generator finishes a run, without making the PDFs).
    const finished = await createRun();
    await t.database.db.execute(
      sql`update statement_runs set status = 'done', finished_at = now() - interval '1 minute' where id = ${finished}`,
    );

    const second = await importDonorFile(t.app, w.admin, 'second.csv', SECOND);
    expect((await get(w.admin, `/api/donors/imports/${second.importId}`)).json().dependents).toEqual([]);
    const undone = await undo(w.admin, second.importId);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ giftsRemoved: 5, refundsRemoved: 1 });

    // A run made before a merge but still making its statements reads the new gifts as it goes.
    await createRun();
    const again = await importDonorFile(t.app, w.admin, 'second.csv', SECOND);
    const today = new Date().toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    expect((await get(w.admin, `/api/donors/imports/${again.importId}`)).json().dependents).toEqual([
      `The statements made on ${today} for January 1, 2025 – December 31, 2025 include 2 gifts of this import: undoing it leaves those statements as they were sent.`,
    ]);
    expect((await undo(w.admin, again.importId)).statusCode).toBe(409);
  });

  it('is not seen or undone by another organisation (404), nor by a plain member (403)', async () => {
    const first = await importDonorFile(t.app, w.admin, 'first.csv', FIRST);
    for (const actor of [w.otherMaster, w.user]) {
      const status = actor === w.user ? 403 : 404;
      expect((await get(actor, `/api/donors/imports/${first.importId}`)).statusCode).toBe(status);
      expect((await undo(actor, first.importId, { confirm: true })).statusCode).toBe(status);
    }
    expect((await get(w.otherMaster, '/api/donors/imports')).json().items).toEqual([]);
    expect((await figures()).analysis.donationCount).toBe(5);
  });

  it('knows the donors each merge recorded before this change created (the migration)', async () => {
    const first = await importDonorFile(t.app, w.admin, 'first.csv', FIRST);
    const second = await importDonorFile(t.app, w.admin, 'second.csv', SECOND);
    const creators = () =>
      queryRows<{ first_name: string; import_id: string | null }>(
        t.database.db,
        sql`select first_name, import_id from donors where organization_id = ${w.organizationA} order by first_name`,
      );
    const made = await creators();
    expect(made).toEqual([
      { first_name: 'Ann', import_id: first.importId },
      { first_name: 'Ben', import_id: first.importId },
      { first_name: 'Cy', import_id: second.importId },
      { first_name: 'Dee', import_id: second.importId },
    ]);
    await t.database.db.execute(
      sql`update donors set import_id = null where organization_id = ${w.organizationA}`,
    );
    const migration = readdirSync(migrationsFolder())
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(join(migrationsFolder(), name), 'utf8'))
      .find((text) => text.includes('SET "import_id"'));
    const backfill = migration?.split('-- hand-written: begin')[1]?.split('-- hand-written: end')[0];
    expect(backfill).toBeDefined();
    await t.database.db.execute(sql.raw(backfill as string));
    expect(await creators()).toEqual(made);
  });

  it('runs one at a time: two undos at once undo once, and an undo during a merge leaves every figure right', async () => {
    const first = await importDonorFile(t.app, w.admin, 'first.csv', FIRST);
    const [one, two] = await Promise.all([undo(w.admin, first.importId), undo(w.master, first.importId)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect((await figures()).analysis.donationCount).toBe(0);

    const again = await importDonorFile(t.app, w.admin, 'first.csv', FIRST);
    const waiting = await previewDonorFile(t.app, w.admin, 'second.csv', SECOND);
    const [undone, merged] = await Promise.all([
      undo(w.admin, again.importId),
      call(t.app, 'POST', `/api/donors/imports/${waiting.importId}/merge`, {
        cookie: w.admin.cookie,
        payload: {},
      }),
    ]);
    expect([undone.statusCode, merged.statusCode]).toEqual([200, 200]);
    await expectFiguresFromGifts(w.organizationA);
  });
});
