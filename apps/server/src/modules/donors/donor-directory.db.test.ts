import { FUNDRAISING_RESTRICTED, LIMITS } from '@steward/domain';
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
  w = await buildWorld(t.app, 'directory');
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  for (const actor of [w.admin, w.otherMaster]) {
    expect((await call(t.app, 'DELETE', '/api/donors', { cookie: actor.cookie })).statusCode).toBe(204);
  }
});

/** Five donors whose name, total and last-gift orders all differ. */
const GIVING = [
  'First Name,Last Name,Amount,Date',
  'Ann,Zeller,$10.00,2024-03-01',
  'Bob,adams,$500.00,2024-01-10',
  'Cy,Moreno,$75.00,2024-06-30',
  'Dee,Baker,$40.00,2023-12-24',
  'Dee,Baker,$40.00,2024-02-02',
  'Eve,Moreno,$1000.00,2022-05-05',
].join('\n');

interface Listed {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  donationCount: number;
  totalAmount: number;
  frequency: string | null;
}

async function list(actor: Actor, query: string) {
  const response = await call(t.app, 'GET', `/api/donors?${query}`, { cookie: actor.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Listed[]; total: number; filteredTotal: number; page: number };
}

async function names(actor: Actor, query: string) {
  return (await list(actor, query)).items.map((donor) => `${donor.firstName} ${donor.lastName}`);
}

function newDonor(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Margaret',
    lastName: "O'Neil",
    email: 'margaret@example.org',
    phone: '555-0142',
    address: {
      line1: '18 Birch Lane',
      line2: null,
      city: 'Springfield',
      region: 'IL',
      postalCode: '62704',
      country: null,
    },
    ...overrides,
  };
}

function addDonor(actor: Actor, payload: object) {
  return call(t.app, 'POST', '/api/donors', { cookie: actor.cookie, payload });
}

async function donorCount(organizationId: string) {
  const [row] = await queryRows<{ n: number | string }>(
    t.database.db,
    sql`select count(*) as n from donors where organization_id = ${organizationId}`,
  );
  return Number(row?.n);
}

describe('donor directory sorting and paging', () => {
  it('sorts by name, total and last gift in both directions, in pages that follow one another', async () => {
    await importDonorFile(t.app, w.admin, 'giving.csv', GIVING);

    // By last name, then first name, whatever their case.
    expect(await names(w.admin, 'sort=name&order=asc')).toEqual([
      'Bob adams',
      'Dee Baker',
      'Cy Moreno',
      'Eve Moreno',
      'Ann Zeller',
    ]);
    expect(await names(w.admin, 'sort=name&order=desc')).toEqual([
      'Ann Zeller',
      'Eve Moreno',
      'Cy Moreno',
      'Dee Baker',
      'Bob adams',
    ]);
    expect(await names(w.admin, 'sort=totalAmount&order=asc')).toEqual([
      'Ann Zeller',
      'Cy Moreno',
      'Dee Baker',
      'Bob adams',
      'Eve Moreno',
    ]);
    // Descending is the default, as the spec's All Donors tab asks.
    expect(await names(w.admin, 'sort=totalAmount')).toEqual([
      'Eve Moreno',
      'Bob adams',
      'Dee Baker',
      'Cy Moreno',
      'Ann Zeller',
    ]);
    expect(await names(w.admin, 'sort=lastDonation&order=asc')).toEqual([
      'Eve Moreno',
      'Bob adams',
      'Dee Baker',
      'Ann Zeller',
      'Cy Moreno',
    ]);

    // Pages of two, in both directions, cover every donor once and in order.
    for (const order of ['asc', 'desc']) {
      const pages = [];
      for (const page of [1, 2, 3]) {
        pages.push(...(await names(w.admin, `sort=name&order=${order}&pageSize=2&page=${page}`)));
      }
      expect(pages).toEqual(await names(w.admin, `sort=name&order=${order}`));
    }
    const third = await list(w.admin, 'sort=name&order=asc&pageSize=2&page=3');
    expect(third).toMatchObject({ page: 3, total: 5, filteredTotal: 5 });
    expect(third.items).toHaveLength(1);

    // The search narrows what is sorted.
    expect(await names(w.admin, 'q=moreno&sort=totalAmount&order=asc')).toEqual(['Cy Moreno', 'Eve Moreno']);
  });

  it('refuses an order or sort it does not know', async () => {
    for (const query of ['order=up', 'sort=email', 'pageSize=1000']) {
      const response = await call(t.app, 'GET', `/api/donors?${query}`, { cookie: w.admin.cookie });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('adding a donor by hand', () => {
  it('creates the donor without gifts, audited, listed first by oldest last gift and last by newest', async () => {
    await importDonorFile(t.app, w.admin, 'giving.csv', GIVING);
    const response = await addDonor(w.admin, newDonor());
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json();
    expect(added).toMatchObject({
      firstName: 'Margaret',
      lastName: "O'Neil",
      email: 'margaret@example.org',
      phone: '555-0142',
      donationCount: 0,
      totalAmount: 0,
      lastDonation: null,
      frequency: null,
      address: { line1: '18 Birch Lane', city: 'Springfield', region: 'IL', postalCode: '62704' },
    });

    const [audit] = await queryRows<{ action: string; target: string; actor_id: string }>(
      t.database.db,
      sql`select action, target, actor_id from audit_log where organization_id = ${w.organizationA}
          order by created_at desc limit 1`,
    );
    expect(audit).toEqual({ action: 'donor_added', target: "Margaret O'Neil", actor_id: w.admin.id });

    const everyone = await list(w.admin, 'sort=lastDonation&order=asc');
    expect(everyone.total).toBe(6);
    expect(everyone.items[0]?.id).toBe(added.id);
    expect((await list(w.admin, 'sort=lastDonation&order=desc')).items.at(-1)?.id).toBe(added.id);
    expect((await list(w.admin, 'sort=totalAmount&order=asc')).items[0]?.id).toBe(added.id);
    // No gift, no frequency class; the analysis counts donors who gave.
    expect((await list(w.admin, 'frequency=one-time')).items.map((d) => d.id)).not.toContain(added.id);
    const analysis = (await call(t.app, 'GET', '/api/donors/analysis', { cookie: w.admin.cookie })).json();
    expect(analysis.totalDonors).toBe(5);
    expect((await call(t.app, 'GET', `/api/donors/${added.id}`, { cookie: w.admin.cookie })).statusCode).toBe(
      200,
    );
  });

  it('is found by a later import of the same person, whose gifts land on the added donor', async () => {
    const added = (await addDonor(w.admin, newDonor())).json();
    const merged = await importDonorFile(
      t.app,
      w.admin,
      'later.csv',
      [
        'First Name,Last Name,Email,Amount,Date',
        "MARGARET,o'neil,other@example.org,$120.00,2025-02-02",
        " margaret , O'NEIL ,,$30.00,2025-03-03",
        'Ann,Zeller,,$10.00,2025-03-01',
      ].join('\n'),
    );
    expect(merged).toMatchObject({ recordsAdded: 3, donorsAdded: 1 });

    const margaret = (await list(w.admin, "q=O'Neil")).items;
    expect(margaret).toHaveLength(1);
    expect(margaret[0]).toMatchObject({
      id: added.id,
      donationCount: 2,
      totalAmount: 150,
      // The email typed by hand stays; an import only fills a missing one.
      email: 'margaret@example.org',
      frequency: 'occasional',
    });
  });

  it('refuses a name another donor has, or had before a correction, with a link to that donor', async () => {
    await importDonorFile(t.app, w.admin, 'giving.csv', GIVING);
    const bob = (await list(w.admin, 'q=adams')).items[0] as Listed;
    const before = await donorCount(w.organizationA);

    const same = await addDonor(w.admin, newDonor({ firstName: ' BOB ', lastName: 'Adams' }));
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toEqual({
      code: 'conflict',
      message: 'A donor named BOB Adams is already in your donor database',
      existingId: bob.id,
    });

    // Bob's name corrected: his old name is still his, as an import would find it.
    const corrected = await call(t.app, 'PATCH', `/api/donors/${bob.id}`, {
      cookie: w.admin.cookie,
      payload: newDonor({ firstName: 'Robert', lastName: 'Adams', email: null, phone: null }),
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const old = await addDonor(w.admin, newDonor({ firstName: 'Bob', lastName: 'adams' }));
    expect(old.statusCode).toBe(409);
    expect(old.json().error.existingId).toBe(bob.id);
    expect(await donorCount(w.organizationA)).toBe(before);
  });

  it('keeps organisations apart: another organisation may have the same person, and never learns of ours', async () => {
    const ours = (await addDonor(w.admin, newDonor())).json();
    const theirs = await addDonor(w.otherMaster, newDonor());
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().id).not.toBe(ours.id);
    expect((await list(w.otherMaster, '')).items.map((d) => d.id)).toEqual([theirs.json().id]);
    expect((await list(w.admin, '')).items.map((d) => d.id)).toEqual([ours.id]);
  });

  it('refuses a plain member with spec 001’s message, and adds nothing', async () => {
    const response = await addDonor(w.user, newDonor());
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(FUNDRAISING_RESTRICTED);
    expect(await donorCount(w.organizationA)).toBe(0);
  });

  it('refuses a missing first name, over-long values and line breaks, and adds nothing', async () => {
    const long = 'x'.repeat(LIMITS.donors.contactField + 1);
    const cases: [object, string][] = [
      [newDonor({ firstName: '  ' }), 'First name is required'],
      [newDonor({ lastName: long }), `Last name must be at most ${LIMITS.donors.contactField} characters`],
      [newDonor({ phone: '5'.repeat(LIMITS.contact.phone + 1) }), 'Phone must be at most'],
      [newDonor({ email: 'a@x.org, b@y.org' }), 'email'],
      [newDonor({ address: { ...newDonor().address, city: long } }), 'City must be at most'],
      [newDonor({ firstName: 'Ann\nBcc: x' }), 'First name must be on one line'],
    ];
    for (const [payload, message] of cases) {
      const response = await addDonor(w.admin, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    expect(await donorCount(w.organizationA)).toBe(0);
  });
});
