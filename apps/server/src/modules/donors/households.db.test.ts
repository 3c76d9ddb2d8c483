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
  w = await buildWorld(t.app, 'households');
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  for (const actor of [w.admin, w.otherMaster]) {
    expect((await call(t.app, 'DELETE', '/api/donors', { cookie: actor.cookie })).statusCode).toBe(204);
  }
  await importDonorFile(t.app, w.admin, 'giving.csv', GIVING);
});

const GIVING = [
  'First Name,Last Name,Email,Amount,Date,Street,City',
  'John,Smith,john@example.org,$100.00,2025-01-05,,',
  'Mary,Smith,mary@example.org,$50.00,2025-01-12,12 Elm St,Springfield',
  'Sam,Smith,,$10.00,2025-02-02,,',
  'Tom,Becker,tom@example.org,$25.00,2025-03-01,,',
  'Lena,Hoffmann,lena@example.org,$30.00,2025-03-02,,',
].join('\n');

async function donorId(name: string, actor: Actor = w.admin) {
  const response = await call(t.app, 'GET', `/api/donors?q=${encodeURIComponent(name)}`, {
    cookie: actor.cookie,
  });
  const found = response
    .json()
    .items.find((d: { firstName: string; lastName: string }) => `${d.firstName} ${d.lastName}` === name);
  if (!found) throw new Error(`no donor ${name}`);
  return found.id as string;
}

function join(id: string, otherId: string, actor: Actor = w.admin) {
  return call(t.app, 'POST', `/api/donors/${id}/household`, {
    cookie: actor.cookie,
    payload: { donorId: otherId },
  });
}

async function householdOnPage(id: string) {
  const response = await call(t.app, 'GET', `/api/donors/${id}`, { cookie: w.admin.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().household;
}

function outbox() {
  return queryRows<{ recipients: string[]; subject: string; text_body: string }>(
    t.database.db,
    sql`select recipients, subject, text_body from outbox
        where organization_id = ${w.organizationA} and subject like 'Your giving at %' order by created_at`,
  );
}

function audit(action: string) {
  return queryRows<{ target: string; detail: string }>(
    t.database.db,
    sql`select target, detail from audit_log where organization_id = ${w.organizationA} and action = ${action}
        order by created_at`,
  );
}

async function householdCount() {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from households where organization_id = ${w.organizationA}`,
  );
  return row?.n;
}

describe('households', () => {
  it('joins two donors into one household, named by them, mailed to the one with an address, and tells each by email', async () => {
    const [john, mary] = [await donorId('John Smith'), await donorId('Mary Smith')];
    const before = (await outbox()).length;
    const joined = await join(john, mary);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      name: 'John and Mary Smith',
      nameChosen: false,
      envelopeNumber: null,
      primaryDonorId: mary,
      address: { line1: '12 Elm St', city: 'Springfield' },
      members: [
        { donorId: john, firstName: 'John', email: 'john@example.org', givesJointly: true },
        { donorId: mary, firstName: 'Mary', email: 'mary@example.org', givesJointly: true },
      ],
    });
    // Both pages show it; joining is not merging: each keeps their own gifts.
    expect(await householdOnPage(john)).toEqual(joined.json());
    expect(await householdOnPage(mary)).toEqual(joined.json());
    const page = (await call(t.app, 'GET', `/api/donors/${john}`, { cookie: w.admin.cookie })).json();
    expect(page.donor).toMatchObject({ totalAmount: 100, donationCount: 1 });

    const mail = (await outbox()).slice(before);
    expect(mail.map((m) => m.recipients)).toEqual([['john@example.org'], ['mary@example.org']]);
    expect(mail.map((m) => m.subject)).toEqual([
      'Your giving at Organisation A now shares one statement',
      'Your giving at Organisation A now shares one statement',
    ]);
    expect(mail[0]?.text_body).toContain('Hello John Smith,');
    expect(mail[0]?.text_body).toContain(
      'now keeps your giving with Mary Smith as the household "John and Mary Smith"',
    );
    expect(mail[1]?.text_body).toContain('with John Smith as the household');
    expect((await audit('household_joined')).slice(-1)).toEqual([
      { target: 'John and Mary Smith', detail: 'John Smith joined Mary Smith; 2 members told by email' },
    ]);
  });

  it('lists the giving units: a household as one line with its members summed, the others alone, found by any member', async () => {
    const john = await donorId('John Smith');
    const mary = await donorId('Mary Smith');
    expect((await join(john, mary)).statusCode).toBe(200);
    const units = async (query = '') =>
      (await call(t.app, 'GET', `/api/households${query}`, { cookie: w.admin.cookie })).json();
    const all = await units();
    expect(all.total).toBe(4);
    expect(
      all.items.map(
        (u: {
          kind: string;
          name: string;
          members: string[];
          totalAmount: number;
          donationCount: number;
        }) => [u.kind, u.name, u.members, u.totalAmount, u.donationCount],
      ),
    ).toEqual([
      ['household', 'John and Mary Smith', ['John Smith', 'Mary Smith'], 150, 2],
      ['donor', 'Lena Hoffmann', [], 30, 1],
      ['donor', 'Tom Becker', [], 25, 1],
      ['donor', 'Sam Smith', [], 10, 1],
    ]);
    // Mailed to Mary (the one with an address): her page is the household's line.
    expect(all.items[0].donorId).toBe(mary);
    const found = await units('?q=mary');
    expect(found.items.map((u: { name: string }) => u.name)).toEqual(['John and Mary Smith']);
    const byName = await units('?sort=name&order=asc');
    expect(byName.items.map((u: { name: string }) => u.name)).toEqual([
      'John and Mary Smith',
      'Lena Hoffmann',
      'Sam Smith',
      'Tom Becker',
    ]);
    expect((await call(t.app, 'GET', '/api/households', { cookie: w.otherMaster.cookie })).json().total).toBe(
      0,
    );
  });

  it('takes a third member into the household of the donor joined with, and names households of different last names in full', async () => {
    const [john, mary, sam] = [
      await donorId('John Smith'),
      await donorId('Mary Smith'),
      await donorId('Sam Smith'),
    ];
    await join(john, mary);
    const third = await join(sam, mary);
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().name).toBe('John, Mary and Sam Smith');
    expect(third.json().members.map((m: { donorId: string }) => m.donorId)).toEqual([john, mary, sam]);

    const couple = await join(await donorId('Tom Becker'), await donorId('Lena Hoffmann'));
    expect(couple.json().name).toBe('Tom Becker and Lena Hoffmann');
    expect(await householdCount()).toBe(2);
  });

  it('renames the household, names it after its members again when cleared, and keeps a chosen name as members join', async () => {
    const [john, mary] = [await donorId('John Smith'), await donorId('Mary Smith')];
    const { id } = (await join(john, mary)).json();
    const renamed = await call(t.app, 'PATCH', `/api/households/${id}`, {
      cookie: w.admin.cookie,
      payload: { name: '  The Smith Family ', envelopeNumber: '104', primaryDonorId: john },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'The Smith Family',
      nameChosen: true,
      envelopeNumber: '104',
      primaryDonorId: john,
      address: null,
    });
    expect((await join(await donorId('Sam Smith'), john)).json().name).toBe('The Smith Family');
    const donorsNumber = await call(t.app, 'PATCH', `/api/donors/${await donorId('Tom Becker')}`, {
      cookie: w.admin.cookie,
      payload: {
        firstName: 'Tom',
        lastName: 'Becker',
        email: '',
        phone: '',
        address: {},
        envelopeNumber: '104',
      },
    });
    expect(donorsNumber.statusCode).toBe(409);
    expect(donorsNumber.json().error.message).toBe(
      'Envelope number 104 already belongs to the household The Smith Family',
    );
    expect((await audit('household_changed')).at(-1)).toEqual({
      target: 'The Smith Family',
      detail: "renamed The Smith Family; envelope number 104; mailed to John Smith's address",
    });

    const cleared = await call(t.app, 'PATCH', `/api/households/${id}`, {
      cookie: w.admin.cookie,
      payload: { name: '' },
    });
    expect(cleared.json()).toMatchObject({
      name: 'John, Mary and Sam Smith',
      nameChosen: false,
      envelopeNumber: '104',
    });
  });

  it('lets a member opt out to a statement of their own, and opt in again, audited', async () => {
    const [john, mary] = [await donorId('John Smith'), await donorId('Mary Smith')];
    const { id } = (await join(john, mary)).json();
    const out = await call(t.app, 'PATCH', `/api/households/${id}/members/${mary}`, {
      cookie: w.admin.cookie,
      payload: { givesJointly: false },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().members.map((m: { givesJointly: boolean }) => m.givesJointly)).toEqual([true, false]);
    await call(t.app, 'PATCH', `/api/households/${id}/members/${mary}`, {
      cookie: w.admin.cookie,
      payload: { givesJointly: true },
    });
    expect((await audit('household_changed')).map((a) => a.detail).slice(-2)).toEqual([
      'Mary Smith gives separately (own statement)',
      'Mary Smith gives jointly again',
    ]);
    const stranger = await call(
      t.app,
      'PATCH',
      `/api/households/${id}/members/${await donorId('Tom Becker')}`,
      {
        cookie: w.admin.cookie,
        payload: { givesJointly: false },
      },
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('dissolves a household its second-last member leaves: a household of one is a person', async () => {
    const [john, mary, sam] = [
      await donorId('John Smith'),
      await donorId('Mary Smith'),
      await donorId('Sam Smith'),
    ];
    const { id } = (await join(john, mary)).json();
    await join(sam, john);
    expect(
      (await call(t.app, 'DELETE', `/api/donors/${sam}/household`, { cookie: w.admin.cookie })).statusCode,
    ).toBe(204);
    expect((await householdOnPage(john)).name).toBe('John and Mary Smith');
    expect(await householdOnPage(sam)).toBeNull();
    expect(
      (await call(t.app, 'DELETE', `/api/donors/${mary}/household`, { cookie: w.admin.cookie })).statusCode,
    ).toBe(204);
    expect(await householdOnPage(john)).toBeNull();
    expect((await call(t.app, 'GET', `/api/households/${id}`, { cookie: w.admin.cookie })).statusCode).toBe(
      404,
    );
    expect((await audit('household_left')).map((a) => a.detail).slice(-2)).toEqual([
      'Sam Smith left',
      'Mary Smith left; the household was dissolved',
    ]);
    const again = await call(t.app, 'DELETE', `/api/donors/${mary}/household`, { cookie: w.admin.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Mary Smith is not in a household');
  });

  it('refuses a donor already in a household, themselves, another organisation’s donor, and a bad name or envelope number, changing nothing', async () => {
    const [john, mary, tom] = [
      await donorId('John Smith'),
      await donorId('Mary Smith'),
      await donorId('Tom Becker'),
    ];
    const { id } = (await join(john, mary)).json();
    const mailBefore = (await outbox()).length;

    const taken = await join(john, tom);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(
      'John Smith is already in the household John and Mary Smith: leave it first',
    );
    expect(await householdOnPage(tom)).toBeNull();

    const self = await join(tom, tom);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('A donor cannot join a household with themselves');

    await importDonorFile(
      t.app,
      w.otherMaster,
      'b.csv',
      'First Name,Last Name,Amount,Date\nZed,Other,$5,2025-01-01\n',
    );
    const foreign = await donorId('Zed Other', w.otherMaster);
    expect((await join(tom, foreign)).statusCode).toBe(404);
    expect((await join(foreign, tom, w.otherMaster)).statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/households/${id}`, { cookie: w.otherMaster.cookie })).statusCode,
    ).toBe(404);

    const patch = (payload: object) =>
      call(t.app, 'PATCH', `/api/households/${id}`, { cookie: w.admin.cookie, payload });
    const long = await patch({ name: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('Household name must be at most 200 characters');
    const control = await patch({ name: 'The\nSmiths' });
    expect(control.statusCode).toBe(400);
    expect(control.json().error.message).toContain(
      'Household name must be on one line, without control characters',
    );
    const outsider = await patch({ primaryDonorId: tom });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.message).toBe('The primary member must be a member of the household');

    await call(t.app, 'PATCH', `/api/donors/${tom}`, {
      cookie: w.admin.cookie,
      payload: {
        firstName: 'Tom',
        lastName: 'Becker',
        email: 'tom@example.org',
        phone: '',
        address: {},
        envelopeNumber: 'A7',
      },
    });
    const envelope = await patch({ envelopeNumber: 'a7' });
    expect(envelope.statusCode).toBe(409);
    expect(envelope.json().error.message).toBe('Envelope number a7 already belongs to Tom Becker');

    expect(
      (await call(t.app, 'GET', `/api/households/${id}`, { cookie: w.admin.cookie })).json(),
    ).toMatchObject({
      name: 'John and Mary Smith',
      envelopeNumber: null,
      primaryDonorId: mary,
    });
    expect((await outbox()).length).toBe(mailBefore);
  });

  it('keeps the household through a merge: a member merged into a donor without one passes it on; two households need a choice', async () => {
    const [john, mary, sam] = [
      await donorId('John Smith'),
      await donorId('Mary Smith'),
      await donorId('Sam Smith'),
    ];
    await join(john, mary);
    // Sam is Mary under another name: merging Mary into Sam gives Sam her place.
    const merged = await call(t.app, 'POST', `/api/donors/${sam}/merge`, {
      cookie: w.admin.cookie,
      payload: { donorId: mary },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await householdOnPage(sam)).members.map((m: { donorId: string }) => m.donorId)).toEqual([
      john,
      sam,
    ]);
    expect((await householdOnPage(john)).name).toBe('John and Sam Smith');

    const [tom, lena] = [await donorId('Tom Becker'), await donorId('Lena Hoffmann')];
    await join(tom, lena);
    const across = await call(t.app, 'POST', `/api/donors/${john}/merge`, {
      cookie: w.admin.cookie,
      payload: { donorId: tom },
    });
    expect(across.statusCode).toBe(409);
    expect(across.json().error.message).toBe(
      'John Smith is in the household John and Sam Smith and Tom Becker in Tom Becker and Lena Hoffmann: choose which household the merged donor stays in',
    );
    expect(await donorId('Tom Becker')).toBe(tom);

    // Chosen: the person stays in Tom's household, and John's, left with Sam alone, goes.
    const chosen = await call(t.app, 'POST', `/api/donors/${john}/merge`, {
      cookie: w.admin.cookie,
      payload: { donorId: tom, household: 'other' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await householdOnPage(john)).name).toBe('John Smith and Lena Hoffmann');
    expect(await householdOnPage(sam)).toBeNull();

    // Two members of one household merged: one person is left, so the household goes.
    expect(
      (
        await call(t.app, 'POST', `/api/donors/${john}/merge`, {
          cookie: w.admin.cookie,
          payload: { donorId: lena },
        })
      ).statusCode,
    ).toBe(200);
    expect(await householdOnPage(john)).toBeNull();
    expect(await householdCount()).toBe(0);
  });

  it('is removed by Clear All Data, and a household an undone import empties is dissolved', async () => {
    await join(await donorId('John Smith'), await donorId('Mary Smith'));
    expect((await call(t.app, 'DELETE', '/api/donors', { cookie: w.admin.cookie })).statusCode).toBe(204);
    expect(await householdCount()).toBe(0);

    await importDonorFile(t.app, w.admin, 'giving.csv', GIVING);
    const later = await importDonorFile(
      t.app,
      w.admin,
      'later.csv',
      'First Name,Last Name,Amount,Date\nNew,Person,$5,2025-05-01\n',
    );
    await join(await donorId('John Smith'), await donorId('New Person'));
    const undone = await call(t.app, 'POST', `/api/donors/imports/${later.importId}/undo`, {
      cookie: w.admin.cookie,
      payload: { confirm: true },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await householdCount()).toBe(0);
    expect(await householdOnPage(await donorId('John Smith'))).toBeNull();
  });
});
