import { createTestApp } from '@test/app';
import { importDonorFile, mergeDonorImport, previewDonorFile } from '@test/donor-imports';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'duplicates');
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  for (const actor of [w.admin, w.otherMaster]) {
    expect((await call(t.app, 'DELETE', '/api/donors', { cookie: actor.cookie })).statusCode).toBe(204);
  }
});

const HEADER = 'Gift ID,First Name,Last Name,Email,Phone,Street Address,City,State,Zip,Amount,Date,Fund';
const csv = (rows: string[]) => [HEADER, ...rows].join('\n');

/** Margaret O'Neil of 18 Birch Lane under one giving system, Margret ONeil of 18 Birch Ln under another. */
const MARGARET =
  "M1,Margaret,O'Neil,,217-555-0101,18 Birch Lane,Springfield,IL,62701,100.00,2025-03-01,General";
const MARGRET =
  'M2,Margret,ONeil,margret@example.org,,18 Birch Ln,Springfield,IL,62701-0042,50.00,2025-09-01,Missions';
/** A household: two people at one address, with one phone and one email. */
const JOHN =
  'S1,John,Smith,smiths@example.org,217-555-0199,12 Elm Street,Springfield,IL,62701,20.00,2025-02-01,General';
const MARY =
  'S2,Mary,Smith,smiths@example.org,217-555-0199,12 Elm St.,Springfield,IL,62701,30.00,2025-02-01,General';

async function donorId(actor: Actor, first: string, last: string) {
  const response = await call(t.app, 'GET', `/api/donors?q=${encodeURIComponent(last)}`, {
    cookie: actor.cookie,
  });
  const found = response
    .json()
    .items.find((d: { firstName: string; lastName: string }) => d.firstName === first && d.lastName === last);
  if (!found) throw new Error(`no donor ${first} ${last}`);
  return found.id as string;
}

function list(actor: Actor, query = '') {
  return call(t.app, 'GET', `/api/donors/duplicates${query}`, { cookie: actor.cookie });
}

async function count(actor: Actor, query = '') {
  const response = await call(t.app, 'GET', `/api/donors/duplicates/count${query}`, { cookie: actor.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().count as number;
}

describe('possible duplicates', () => {
  it("suggests Margaret O'Neil of 18 Birch Lane and Margret ONeil of 18 Birch Ln, and not John and Mary Smith of one house", async () => {
    await importDonorFile(t.app, w.admin, 'giving.csv', csv([MARGARET, MARGRET, JOHN, MARY]));
    const [margaret, margret] = [
      await donorId(w.admin, 'Margaret', "O'Neil"),
      await donorId(w.admin, 'Margret', 'ONeil'),
    ];

    const response = await list(w.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: 1, page: 1 });
    const [pair] = response.json().items;
    expect(pair.reasons).toEqual(['address', 'name']);
    // The donor who gave more comes first: the one a merge keeps unless told otherwise.
    expect(pair.donors.map((d: { id: string }) => d.id)).toEqual([margaret, margret]);
    expect(await count(w.admin)).toBe(1);

    // Each one's page offers the other, with the same reasons.
    const page = (await call(t.app, 'GET', `/api/donors/${margret}`, { cookie: w.admin.cookie })).json();
    expect(page.possibleDuplicates).toEqual([
      expect.objectContaining({ id: margaret, reasons: ['address', 'name'] }),
    ]);
    const john = await donorId(w.admin, 'John', 'Smith');
    expect(
      (await call(t.app, 'GET', `/api/donors/${john}`, { cookie: w.admin.cookie })).json().possibleDuplicates,
    ).toEqual([]);
  });

  it('never offers again a pair marked "Not a duplicate", in the list, the count or either page; audited', async () => {
    await importDonorFile(t.app, w.admin, 'giving.csv', csv([MARGARET, MARGRET]));
    const [margaret, margret] = [
      await donorId(w.admin, 'Margaret', "O'Neil"),
      await donorId(w.admin, 'Margret', 'ONeil'),
    ];

    const dismissed = await call(t.app, 'POST', '/api/donors/duplicates/dismissals', {
      cookie: w.admin.cookie,
      payload: { donorIds: [margret, margaret] },
    });
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    // Marking it again changes nothing.
    const again = await call(t.app, 'POST', '/api/donors/duplicates/dismissals', {
      cookie: w.admin.cookie,
      payload: { donorIds: [margaret, margret] },
    });
    expect(again.statusCode).toBe(204);

    expect((await list(w.admin)).json()).toMatchObject({ total: 0, items: [] });
    expect(await count(w.admin)).toBe(0);
    for (const id of [margaret, margret]) {
      expect(
        (await call(t.app, 'GET', `/api/donors/${id}`, { cookie: w.admin.cookie })).json().possibleDuplicates,
      ).toEqual([]);
    }
    // A later import of the same people does not bring the pair back.
    await importDonorFile(t.app, w.admin, 'again.csv', csv([MARGARET, MARGRET]));
    expect(await count(w.admin)).toBe(0);

    const [audit] = await queryRows<{ action: string; detail: string }>(
      t.database.db,
      sql`select action, detail from audit_log where organization_id = ${w.organizationA} and action = 'donor_duplicate_dismissed'`,
    );
    expect(audit?.detail).toMatch(/^Not the same person as /);
  });

  it('counts the pairs with a donor of one import, or with a donor who gave in a period', async () => {
    await importDonorFile(t.app, w.admin, 'first.csv', csv([MARGARET, JOHN]));
    const previewed = await previewDonorFile(t.app, w.admin, 'second.csv', csv([MARGRET]));
    await mergeDonorImport(t.app, w.admin, previewed.importId);
    const smiths = await previewDonorFile(t.app, w.admin, 'third.csv', csv([MARY]));
    await mergeDonorImport(t.app, w.admin, smiths.importId);

    expect(await count(w.admin, `?importId=${previewed.importId}`)).toBe(1);
    // The Smiths' import brought a household, no duplicate.
    expect(await count(w.admin, `?importId=${smiths.importId}`)).toBe(0);

    expect(await count(w.admin, '?start=2025-01-01&end=2025-12-31')).toBe(1);
    expect(await count(w.admin, '?start=2024-01-01&end=2024-12-31')).toBe(0);
    const half = await call(t.app, 'GET', '/api/donors/duplicates/count?start=2025-01-01', {
      cookie: w.admin.cookie,
    });
    expect(half.statusCode).toBe(400);
  });
});

describe('merging two donors field by field', () => {
  it('keeps the chosen values of each, moves every gift, and later imports of either name find the survivor', async () => {
    await importDonorFile(t.app, w.admin, 'giving.csv', csv([MARGARET, MARGRET]));
    const [margaret, margret] = [
      await donorId(w.admin, 'Margaret', "O'Neil"),
      await donorId(w.admin, 'Margret', 'ONeil'),
    ];

    const response = await call(t.app, 'POST', `/api/donors/${margaret}/merge`, {
      cookie: w.admin.cookie,
      payload: {
        donorId: margret,
        keep: { firstName: 'this', lastName: 'this', email: 'other', phone: 'this', address: 'other' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      giftsMoved: 1,
      donor: {
        id: margaret,
        firstName: 'Margaret',
        lastName: "O'Neil",
        email: 'margret@example.org',
        phone: '217-555-0101',
        totalAmount: 150,
        donationCount: 2,
        address: { line1: '18 Birch Ln', city: 'Springfield', region: 'IL', postalCode: '62701-0042' },
      },
    });
    expect(await count(w.admin)).toBe(0);

    // The chosen name stays the donor's; both names lead the next import to it.
    const again = await importDonorFile(
      t.app,
      w.admin,
      'later.csv',
      csv([
        'M3,Margret,ONeil,,,,,,,25.00,2026-01-05,General',
        "M4,Margaret,O'Neil,,,,,,,10.00,2026-01-06,General",
      ]),
    );
    expect(again).toMatchObject({ recordsAdded: 2, donorsAdded: 0 });

    const [audit] = await queryRows<{ detail: string }>(
      t.database.db,
      sql`select detail from audit_log where organization_id = ${w.organizationA} and action = 'donors_merged'`,
    );
    expect(audit?.detail).toBe(
      "Merged Margret ONeil into it (1 gifts moved); kept Margret ONeil's email, address",
    );
  });

  it("takes the other donor's name when chosen, and refuses a name a third donor has", async () => {
    await importDonorFile(
      t.app,
      w.admin,
      'giving.csv',
      csv([MARGARET, MARGRET, 'X1,Margaret,ONeil,,,,,,,5.00,2025-01-01,General']),
    );
    const [margaret, margret] = [
      await donorId(w.admin, 'Margaret', "O'Neil"),
      await donorId(w.admin, 'Margret', 'ONeil'),
    ];
    const third = await call(t.app, 'POST', `/api/donors/${margaret}/merge`, {
      cookie: w.admin.cookie,
      payload: { donorId: margret, keep: { firstName: 'this', lastName: 'other' } },
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toBe(
      'Another donor is already named Margaret ONeil: merge the two donors instead',
    );

    const taken = await call(t.app, 'POST', `/api/donors/${margaret}/merge`, {
      cookie: w.admin.cookie,
      payload: { donorId: margret, keep: { firstName: 'other', lastName: 'other' } },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().donor).toMatchObject({ id: margaret, firstName: 'Margret', lastName: 'ONeil' });
  });
});

describe('who may see and change possible duplicates', () => {
  it("never shows one organisation another's donors, and answers 404 for another's pair", async () => {
    await importDonorFile(t.app, w.admin, 'giving.csv', csv([MARGARET, MARGRET]));
    await importDonorFile(t.app, w.otherMaster, 'giving.csv', csv([MARGARET]));
    const margaret = await donorId(w.admin, 'Margaret', "O'Neil");
    const otherMargaret = await donorId(w.otherMaster, 'Margaret', "O'Neil");

    expect((await list(w.otherMaster)).json()).toMatchObject({ total: 0, items: [] });
    expect(await count(w.otherMaster)).toBe(0);
    const across = await call(t.app, 'POST', '/api/donors/duplicates/dismissals', {
      cookie: w.otherMaster.cookie,
      payload: { donorIds: [otherMargaret, margaret] },
    });
    expect(across.statusCode).toBe(404);
    const merged = await call(t.app, 'POST', `/api/donors/${otherMargaret}/merge`, {
      cookie: w.otherMaster.cookie,
      payload: { donorId: margaret, keep: { email: 'other' } },
    });
    expect(merged.statusCode).toBe(404);
    expect(await count(w.admin)).toBe(1);
  });

  it('refuses a plain member the list, the count and marking a pair not a duplicate', async () => {
    await importDonorFile(t.app, w.admin, 'giving.csv', csv([MARGARET, MARGRET]));
    const ids = [await donorId(w.admin, 'Margaret', "O'Neil"), await donorId(w.admin, 'Margret', 'ONeil')];
    expect((await list(w.user)).statusCode).toBe(403);
    expect(
      (await call(t.app, 'GET', '/api/donors/duplicates/count', { cookie: w.user.cookie })).statusCode,
    ).toBe(403);
    const dismissed = await call(t.app, 'POST', '/api/donors/duplicates/dismissals', {
      cookie: w.user.cookie,
      payload: { donorIds: ids },
    });
    expect(dismissed.statusCode).toBe(403);
    expect(await count(w.admin)).toBe(1);
  });
});
