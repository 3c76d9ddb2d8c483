import { createTestApp } from '@test/app';
import { importDonorFile } from '@test/donor-imports';
import { buildWorld, call, type World } from '@test/world';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'household-suggestions');
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  for (const actor of [w.admin, w.otherMaster]) {
    expect((await call(t.app, 'DELETE', '/api/donors', { cookie: actor.cookie })).statusCode).toBe(204);
  }
  await importDonorFile(t.app, w.admin, 'giving.csv', GIVING);
  await importDonorFile(t.app, w.otherMaster, 'giving.csv', GIVING);
});

/**
 * The Smiths live at 12 Elm Street (written two ways), and their son Sam too; Ann Lee lives there
 * as well but is no Smith; Tom Smith lives next door.
 */
const GIVING = [
  'First Name,Last Name,Email,Amount,Date,Street,City,Zip',
  'John,Smith,john@example.org,$100.00,2025-01-05,12 Elm Street,Springfield,62704',
  'Mary,Smith,mary@example.org,$50.00,2025-01-12,12 Elm St.,Springfield,62704',
  'Ann,Lee,ann@example.org,$10.00,2025-02-02,12 Elm St,Springfield,62704',
  'Tom,Smith,,$25.00,2025-03-01,14 Elm St,Springfield,62704',
  'Bo,Ray,,$30.00,2025-03-02,9 Oak Road,Albany,12203',
  'Cy,Ray,,$30.00,2025-03-03,9 Oak Rd,Albany,12203',
].join('\n');

interface Suggestion {
  donors: { id: string; firstName: string; lastName: string }[];
  household: { id: string; name: string } | null;
}

async function suggestions(cookie = w.admin.cookie) {
  const response = await call(t.app, 'GET', '/api/households/suggestions', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as { items: Suggestion[]; total: number };
  return {
    ...page,
    named: page.items.map((s) => s.donors.map((d) => `${d.firstName} ${d.lastName}`)),
  };
}

describe('household suggestions', () => {
  it('suggests donors of one last name at one address, by last name, and nobody else', async () => {
    const page = await suggestions();
    expect(page.named).toEqual([
      ['Bo Ray', 'Cy Ray'],
      ['John Smith', 'Mary Smith'],
    ]);
    expect(page.total).toBe(2);
    expect(page.items.every((s) => s.household === null)).toBe(true);
  });

  it('makes the household from a suggestion, then suggests a newcomer at the address join it', async () => {
    const [, smiths] = (await suggestions()).items;
    const made = await call(t.app, 'POST', '/api/households', {
      cookie: w.admin.cookie,
      payload: { donorIds: smiths?.donors.map((d) => d.id) },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ name: 'John and Mary Smith' });
    expect((await suggestions()).named).toEqual([['Bo Ray', 'Cy Ray']]);

    await importDonorFile(
      t.app,
      w.admin,
      'more.csv',
      'First Name,Last Name,Amount,Date,Street,City,Zip\nSam,Smith,$5.00,2025-04-01,12 Elm Street,Springfield,62704-0001',
    );
    const again = await suggestions();
    expect(again.named).toContainEqual(['John Smith', 'Mary Smith', 'Sam Smith']);
    const withSam = again.items.find((s) => s.household !== null);
    expect(withSam?.household).toEqual({ id: made.json().id, name: 'John and Mary Smith' });
    const joined = await call(t.app, 'POST', '/api/households', {
      cookie: w.admin.cookie,
      payload: { donorIds: withSam?.donors.map((d) => d.id) },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ id: made.json().id, name: 'John, Mary and Sam Smith' });
    expect(joined.json().members).toHaveLength(3);
  });

  it('remembers a dismissed suggestion, and audits it', async () => {
    const [rays] = (await suggestions()).items;
    const dismissed = await call(t.app, 'POST', '/api/households/suggestions/dismissals', {
      cookie: w.admin.cookie,
      payload: { donorIds: rays?.donors.map((d) => d.id).reverse() },
    });
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    expect((await suggestions()).named).toEqual([['John Smith', 'Mary Smith']]);
    const audit = await call(t.app, 'GET', '/api/audit', { cookie: w.admin.cookie });
    expect(
      audit
        .json()
        .items.find((entry: { action: string }) => entry.action === 'household_suggestion_dismissed'),
    ).toMatchObject({ target: 'Cy and Bo Ray' });
  });

  it("refuses donors of two households, already one household, too few, and another organisation's donor", async () => {
    const page = await suggestions();
    const [rays, smiths] = page.items.map((s) => s.donors.map((d) => d.id)) as [string[], string[]];
    for (const ids of [rays, smiths]) {
      const made = await call(t.app, 'POST', '/api/households', {
        cookie: w.admin.cookie,
        payload: { donorIds: ids },
      });
      expect(made.statusCode).toBe(200);
    }
    const across = await call(t.app, 'POST', '/api/households', {
      cookie: w.admin.cookie,
      payload: { donorIds: [rays[0], smiths[0]] },
    });
    expect(across.statusCode).toBe(409);
    expect(across.json().error.message).toBe(
      'Bo Ray is in the household Bo and Cy Ray and John Smith in John and Mary Smith: a donor is in one household at most',
    );
    const same = await call(t.app, 'POST', '/api/households', {
      cookie: w.admin.cookie,
      payload: { donorIds: rays },
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe('These donors are already the household Bo and Cy Ray');
    const one = await call(t.app, 'POST', '/api/households', {
      cookie: w.admin.cookie,
      payload: { donorIds: [rays[0]] },
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().error.message).toContain('A household has at least two donors');
    const twice = await call(t.app, 'POST', '/api/households', {
      cookie: w.admin.cookie,
      payload: { donorIds: [rays[0], rays[0]] },
    });
    expect(twice.statusCode).toBe(400);

    const theirs = (await suggestions(w.otherMaster.cookie)).items[0]?.donors.map((d) => d.id) ?? [];
    const ann = (await call(t.app, 'GET', '/api/donors?q=Ann', { cookie: w.admin.cookie })).json().items[0]
      .id as string;
    const foreign = await call(t.app, 'POST', '/api/households', {
      cookie: w.admin.cookie,
      payload: { donorIds: [ann, theirs[0]] },
    });
    expect(foreign.statusCode).toBe(404);
    // The other organisation's suggestions are its own, untouched by these.
    expect((await suggestions(w.otherMaster.cookie)).total).toBe(2);
  });
});
