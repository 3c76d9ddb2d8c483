import { createTestApp } from '@test/app';
import { importDonorFile } from '@test/donor-imports';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'records');
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  for (const actor of [w.admin, w.otherMaster]) {
    expect((await call(t.app, 'DELETE', '/api/donors', { cookie: actor.cookie })).statusCode).toBe(204);
  }
});

const HEADER = 'Gift ID,First Name,Last Name,Email,Amount,Date,Fund';

function csv(rows: string[]) {
  return [HEADER, ...rows].join('\n');
}

async function donorId(actor: Actor, name: string) {
  const response = await call(t.app, 'GET', `/api/donors?q=${encodeURIComponent(name)}`, {
    cookie: actor.cookie,
  });
  const found = response
    .json()
    .items.find((d: { firstName: string; lastName: string }) => `${d.firstName} ${d.lastName}` === name);
  if (!found) throw new Error(`no donor ${name}`);
  return found.id as string;
}

function profile(id: string, actor = w.admin) {
  return call(t.app, 'GET', `/api/donors/${id}`, { cookie: actor.cookie });
}

async function analysis(actor: Actor) {
  return (await call(t.app, 'GET', '/api/donors/analysis', { cookie: actor.cookie })).json();
}

const contact = (fields: Record<string, unknown> = {}) => ({
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.org',
  phone: '',
  address: {
    line1: '12 Elm Street',
    line2: '',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: 'USA',
  },
  ...fields,
});

/** An imported gift has no batch, method or check number (those are a batch gift's). */
const IMPORTED = {
  batchName: null,
  method: null,
  checkNumber: null,
  corrected: false,
  adjustmentWaiting: null,
};

describe("a donor's page", () => {
  it('shows giving by year and by fund, and every gift newest first, paged', async () => {
    await importDonorFile(
      t.app,
      w.admin,
      'giving.csv',
      csv([
        'G1,Ann,Lee,ann@example.org,100.00,2023-03-01,General',
        'G2,Ann,Lee,,250.00,2024-01-15,Building',
        'G3,Ann,Lee,,50.00,2024-06-30,General',
        'G4,Ben,Ray,,10.00,2024-01-01,General',
      ]),
    );
    const id = await donorId(w.admin, 'Ann Lee');
    const response = await profile(id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.donor).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.org',
      totalAmount: 400,
      donationCount: 3,
    });
    expect(body.years).toEqual([
      { year: 2023, amount: 100, gifts: 1 },
      { year: 2024, amount: 300, gifts: 2 },
    ]);
    expect(body.funds).toEqual([
      { fund: 'Building', amount: 250, gifts: 1 },
      { fund: 'General', amount: 150, gifts: 2 },
    ]);

    const first = (
      await call(t.app, 'GET', `/api/donors/${id}/gifts?pageSize=2`, { cookie: w.admin.cookie })
    ).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items).toEqual([
      { date: '2024-06-30', amount: 50, fund: 'General', externalId: 'G3', ...IMPORTED },
      { date: '2024-01-15', amount: 250, fund: 'Building', externalId: 'G2', ...IMPORTED },
    ]);
    const second = (
      await call(t.app, 'GET', `/api/donors/${id}/gifts?pageSize=2&page=2`, { cookie: w.admin.cookie })
    ).json();
    expect(second.items.map((gift: { date: string }) => gift.date)).toEqual(['2023-03-01']);
  });

  it("never shows another organisation's donor", async () => {
    await importDonorFile(t.app, w.admin, 'a.csv', csv(['G1,Ann,Lee,,100.00,2024-01-01,General']));
    const id = await donorId(w.admin, 'Ann Lee');
    expect((await profile(id, w.otherMaster)).statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/donors/${id}/gifts`, { cookie: w.otherMaster.cookie })).statusCode,
    ).toBe(404);
    const patch = await call(t.app, 'PATCH', `/api/donors/${id}`, {
      cookie: w.otherMaster.cookie,
      payload: contact(),
    });
    expect(patch.statusCode).toBe(404);
    expect((await profile(id)).json().donor.address).toBeNull();
  });
});

describe("correcting a donor's details", () => {
  it('saves the address and email, and the audit log says what changed', async () => {
    await importDonorFile(t.app, w.admin, 'a.csv', csv(['G1,Ann,Lee,,100.00,2024-01-01,General']));
    const id = await donorId(w.admin, 'Ann Lee');
    const response = await call(t.app, 'PATCH', `/api/donors/${id}`, {
      cookie: w.admin.cookie,
      payload: contact(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'ann@example.org',
      phone: null,
      address: {
        line1: '12 Elm Street',
        line2: null,
        city: 'Springfield',
        region: 'IL',
        postalCode: '62701',
        country: 'USA',
      },
    });
    const [entry] = await queryRows<{ action: string; target: string; detail: string }>(
      t.database.db,
      sql`select action, target, detail from audit_log where organization_id = ${w.organizationA} order by created_at desc limit 1`,
    );
    expect(entry).toEqual({
      action: 'donor_updated',
      target: 'Ann Lee',
      detail: 'Changed email, street, city, state or region, postal code, country',
    });
  });

  it('refuses a bad email and changes nothing', async () => {
    await importDonorFile(
      t.app,
      w.admin,
      'a.csv',
      csv(['G1,Ann,Lee,ann@example.org,100.00,2024-01-01,General']),
    );
    const id = await donorId(w.admin, 'Ann Lee');
    const response = await call(t.app, 'PATCH', `/api/donors/${id}`, {
      cookie: w.admin.cookie,
      payload: contact({ email: 'not an address' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Please enter a valid email address');
    expect((await profile(id)).json().donor).toMatchObject({
      email: 'ann@example.org',
      address: null,
    });
  });

  it('refuses over-long values and control characters with a clear message, and changes nothing', async () => {
    await importDonorFile(
      t.app,
      w.admin,
      'a.csv',
      csv(['G1,Ann,Lee,ann@example.org,100.00,2024-01-01,General']),
    );
    const id = await donorId(w.admin, 'Ann Lee');
    const street = (line1: string) => ({ address: { ...contact().address, line1 } });
    for (const [fields, message] of [
      [{ lastName: 'x'.repeat(201) }, 'Last name must be at most 200 characters'],
      [{ phone: '5'.repeat(41) }, 'Phone must be at most 40 characters'],
      [street('x'.repeat(201)), 'Street must be at most 200 characters'],
      // A NUL used to reach PostgreSQL, which cannot store it: a 500.
      [{ lastName: 'L\u0000ee' }, 'Last name must be on one line, without control characters'],
      [street('12 Elm Street\nApt 4'), 'Street must be on one line, without control characters'],
    ] as const) {
      const response = await call(t.app, 'PATCH', `/api/donors/${id}`, {
        cookie: w.admin.cookie,
        payload: contact(fields),
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    expect((await profile(id)).json().donor).toMatchObject({ lastName: 'Lee', phone: null, address: null });
  });

  it("refuses another donor's name (merge them instead), and a corrected name still receives its old name's gifts", async () => {
    await importDonorFile(
      t.app,
      w.admin,
      'a.csv',
      csv(['G1,Ann,Lee,,100.00,2024-01-01,General', 'G2,Anne,Leigh,,20.00,2024-02-01,General']),
    );
    const id = await donorId(w.admin, 'Anne Leigh');
    const taken = await call(t.app, 'PATCH', `/api/donors/${id}`, {
      cookie: w.admin.cookie,
      payload: contact(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(
      'Another donor is already named Ann Lee: merge the two donors instead',
    );

    const renamed = await call(t.app, 'PATCH', `/api/donors/${id}`, {
      cookie: w.admin.cookie,
      payload: contact({ firstName: 'Anne', lastName: 'Leigh-Smith', email: '' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // The next export from the giving system still says "Anne Leigh".
    await importDonorFile(t.app, w.admin, 'b.csv', csv(['G3,Anne,Leigh,,30.00,2024-03-01,General']));
    expect((await profile(id)).json().donor).toMatchObject({
      lastName: 'Leigh-Smith',
      donationCount: 2,
      totalAmount: 50,
    });
    expect((await analysis(w.admin)).totalDonors).toBe(2);
  });
});

describe('merging two donors', () => {
  const ROBERT = [
    'R1,Robert,Smith,rob@example.org,100.00,2023-05-01,General',
    'R2,Robert,Smith,,40.00,2024-01-10,General',
  ];
  // Bob Smith is Robert under another giving system: one gift equal to Robert's (same day, amount
  // and fund: still two gifts) and one in a month Robert did not give.
  const BOB = ['B1,Bob,Smith,,40.00,2024-01-10,General', 'B2,Bob,Smith,,60.00,2025-02-01,Missions'];

  it('keeps every gift and leaves totals, rollups and retention as if the gifts had one name from the start', async () => {
    await importDonorFile(t.app, w.admin, 'robert.csv', csv(ROBERT));
    await importDonorFile(t.app, w.admin, 'bob.csv', csv([...BOB, 'C1,Cara,Diaz,,5.00,2024-01-20,General']));
    const robert = await donorId(w.admin, 'Robert Smith');
    const bob = await donorId(w.admin, 'Bob Smith');
    // In full, as the merge dialog sets the two side by side: Bob's details and his gifts.
    expect((await profile(robert)).json().possibleDuplicates).toEqual([
      expect.objectContaining({
        id: bob,
        firstName: 'Bob',
        phone: null,
        address: null,
        donationCount: 2,
        totalAmount: 100,
        reasons: ['name'],
      }),
    ]);

    const response = await call(t.app, 'POST', `/api/donors/${robert}/merge`, {
      cookie: w.admin.cookie,
      payload: { donorId: bob },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      giftsMoved: 2,
      donor: {
        firstName: 'Robert',
        email: 'rob@example.org',
        totalAmount: 240,
        donationCount: 4,
        lastDonation: '2025-02-01',
      },
    });
    expect((await profile(bob)).statusCode).toBe(404);

    // Organisation B imports the same gifts under one name: its figures are what A's must be.
    const asOnePerson = [
      ...ROBERT,
      ...BOB.map((row) => row.replace('Bob,Smith', 'Robert,Smith')),
      'C1,Cara,Diaz,,5.00,2024-01-20,General',
    ];
    await importDonorFile(t.app, w.otherMaster, 'one.csv', csv(asOnePerson));
    const [merged, expected] = [await analysis(w.admin), await analysis(w.otherMaster)];
    const withoutIds = (result: { topDonors: { id: string }[] }) => ({
      ...result,
      topDonors: result.topDonors.map(({ id: _id, ...donor }) => donor),
    });
    expect(withoutIds(merged)).toEqual(withoutIds(expected));
    expect(merged.totalDonors).toBe(2);
    expect(merged.monthlyTrends.find((m: { month: string }) => m.month === '2024-01')).toMatchObject({
      donorCount: 2,
      giftCount: 3,
    });

    const [audit] = await queryRows<{ action: string; target: string; detail: string }>(
      t.database.db,
      sql`select action, target, detail from audit_log where organization_id = ${w.organizationA} order by created_at desc limit 1`,
    );
    expect(audit).toEqual({
      action: 'donors_merged',
      target: 'Robert Smith',
      detail: 'Merged Bob Smith into it (2 gifts moved)',
    });
  });

  it("sends a later import under the merged donor's name to the survivor, adding nothing twice", async () => {
    await importDonorFile(t.app, w.admin, 'robert.csv', csv(ROBERT));
    await importDonorFile(t.app, w.admin, 'bob.csv', csv(BOB));
    const robert = await donorId(w.admin, 'Robert Smith');
    const bob = await donorId(w.admin, 'Bob Smith');
    await call(t.app, 'POST', `/api/donors/${robert}/merge`, {
      cookie: w.admin.cookie,
      payload: { donorId: bob },
    });

    const again = await importDonorFile(
      t.app,
      w.admin,
      'bob.csv',
      csv([...BOB, 'B3,Bob,Smith,,15.00,2025-03-01,General']),
    );
    expect(again).toMatchObject({ recordsAdded: 1, donorsAdded: 0 });
    expect((await profile(robert)).json().donor).toMatchObject({ donationCount: 5, totalAmount: 255 });
    expect((await analysis(w.admin)).totalDonors).toBe(1);
  });

  it('refuses a donor of another organisation, and a donor merged with itself', async () => {
    await importDonorFile(t.app, w.admin, 'robert.csv', csv(ROBERT));
    await importDonorFile(t.app, w.otherMaster, 'bob.csv', csv(BOB));
    const robert = await donorId(w.admin, 'Robert Smith');
    const otherBob = await donorId(w.otherMaster, 'Bob Smith');

    const across = await call(t.app, 'POST', `/api/donors/${robert}/merge`, {
      cookie: w.admin.cookie,
      payload: { donorId: otherBob },
    });
    expect(across.statusCode).toBe(404);
    const reverse = await call(t.app, 'POST', `/api/donors/${otherBob}/merge`, {
      cookie: w.admin.cookie,
      payload: { donorId: robert },
    });
    expect(reverse.statusCode).toBe(404);
    expect((await analysis(w.otherMaster)).donationCount).toBe(2);
    expect((await analysis(w.admin)).donationCount).toBe(2);

    const self = await call(t.app, 'POST', `/api/donors/${robert}/merge`, {
      cookie: w.admin.cookie,
      payload: { donorId: robert },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('A donor cannot be merged with itself');
  });
});
