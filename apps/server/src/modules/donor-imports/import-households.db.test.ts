import { createTestApp } from '@test/app';
import { mergeDonorImport, previewDonorFile } from '@test/donor-imports';
import { buildWorld, call, type World } from '@test/world';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'import-households');
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  expect((await call(t.app, 'DELETE', '/api/donors', { cookie: w.admin.cookie })).statusCode).toBe(204);
});

/**
 * A Planning Center export: the Smiths are household 501 (Mary twice), the Lees 502, and Ann Ray
 * is 503 alone. Tom gave only a refund, so he is no donor to join.
 */
const EXPORT = [
  'First Name,Last Name,Email,Amount,Date,Household ID',
  'John,Smith,john@example.org,100.00,2025-01-05,501',
  'Mary,Smith,mary@example.org,50.00,2025-01-12,501',
  'Mary,Smith,,25.00,2025-02-12,501',
  'Bo,Lee,,10.00,2025-02-02,502',
  'Cy,Lee,,15.00,2025-02-03,502',
  'Ann,Ray,,20.00,2025-03-01,503',
  'Tom,Lee,,-5.00,2025-03-02,502',
].join('\n');

async function households() {
  const donors = (await call(t.app, 'GET', '/api/donors?pageSize=50', { cookie: w.admin.cookie })).json();
  const names = new Map<string, string[]>();
  for (const donor of donors.items as { id: string }[]) {
    const page = (await call(t.app, 'GET', `/api/donors/${donor.id}`, { cookie: w.admin.cookie })).json();
    if (page.household) {
      names.set(
        page.household.name,
        page.household.members.map((m: { firstName: string }) => m.firstName),
      );
    }
  }
  return Object.fromEntries([...names].sort());
}

describe("an import's household column", () => {
  it('is recognised, counted in the preview, and makes one household per value of two donors or more', async () => {
    const preview = await previewDonorFile(t.app, w.admin, 'people.csv', EXPORT);
    expect(preview.mapping.household).toBe(5);
    expect(preview.households).toBe(2);
    const merged = await mergeDonorImport(t.app, w.admin, preview.importId);
    expect(merged.households).toEqual({ made: 2, extended: 0 });
    expect(await households()).toEqual({
      'Bo and Cy Lee': ['Bo', 'Cy'],
      'John and Mary Smith': ['John', 'Mary'],
    });
  });

  it('has a later file of the same household join it, and its undo take the newcomer out again', async () => {
    const first = await previewDonorFile(t.app, w.admin, 'people.csv', EXPORT);
    await mergeDonorImport(t.app, w.admin, first.importId);
    // Next month: only Sam of the Smiths gave, under the same household id.
    const later = await previewDonorFile(
      t.app,
      w.admin,
      'people-2.csv',
      'First Name,Last Name,Amount,Date,Household ID\nSam,Smith,5.00,2025-04-01,501\nJohn,Smith,7.00,2025-04-02,501',
    );
    const merged = await mergeDonorImport(t.app, w.admin, later.importId);
    expect(merged.households).toEqual({ made: 0, extended: 1 });
    expect((await households())['John, Mary and Sam Smith']).toEqual(['John', 'Mary', 'Sam']);

    const undone = await call(t.app, 'POST', `/api/donors/imports/${later.importId}/undo`, {
      cookie: w.admin.cookie,
      payload: { confirm: true },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await households()).toEqual({
      'Bo and Cy Lee': ['Bo', 'Cy'],
      'John and Mary Smith': ['John', 'Mary'],
    });

    const undoFirst = await call(t.app, 'POST', `/api/donors/imports/${first.importId}/undo`, {
      cookie: w.admin.cookie,
      payload: { confirm: true },
    });
    expect(undoFirst.statusCode, undoFirst.body).toBe(200);
    expect(await households()).toEqual({});
  });

  it('never moves a donor out of a household a person made, and leaves a value of two households alone', async () => {
    await mergeDonorImport(
      t.app,
      w.admin,
      (
        await previewDonorFile(
          t.app,
          w.admin,
          'plain.csv',
          'First Name,Last Name,Amount,Date\nJohn,Smith,1.00,2025-01-01\nAnn,Ray,1.00,2025-01-01\nMary,Smith,1.00,2025-01-01\nBo,Lee,1.00,2025-01-01',
        )
      ).importId,
    );
    const ids = new Map<string, string>();
    for (const d of (await call(t.app, 'GET', '/api/donors?pageSize=50', { cookie: w.admin.cookie })).json()
      .items)
      ids.set(d.firstName, d.id);
    const made = (id: string, other: string) =>
      call(t.app, 'POST', `/api/donors/${id}/household`, {
        cookie: w.admin.cookie,
        payload: { donorId: other },
      });
    expect((await made(ids.get('John') as string, ids.get('Ann') as string)).statusCode).toBe(200);
    expect((await made(ids.get('Mary') as string, ids.get('Bo') as string)).statusCode).toBe(200);

    const merged = await mergeDonorImport(
      t.app,
      w.admin,
      (await previewDonorFile(t.app, w.admin, 'people.csv', EXPORT)).importId,
    );
    // 501's John and Mary are in two households: neither moves. 502's Cy joins Bo's. Ann stays
    // with John, though the file calls her 503.
    expect(merged.households).toEqual({ made: 0, extended: 1 });
    expect(await households()).toEqual({
      'John Smith and Ann Ray': ['John', 'Ann'],
      'Mary Smith, Bo Lee and Cy Lee': ['Mary', 'Bo', 'Cy'],
    });
  });

  it('keeps the gift of a row whose household value is over its limit, without a household', async () => {
    const preview = await previewDonorFile(
      t.app,
      w.admin,
      'long.csv',
      `First Name,Last Name,Amount,Date,Family\nJo,Long,1.00,2025-01-01,${'x'.repeat(201)}\nKim,Long,1.00,2025-01-01,${'x'.repeat(201)}`,
    );
    expect(preview.rowsKept).toBe(2);
    expect(preview.households).toBe(0);
    expect(preview.rowProblems[0]).toMatchObject({ field: 'household', problem: 'too_long', count: 2 });
    const merged = await mergeDonorImport(t.app, w.admin, preview.importId);
    expect(merged.households).toEqual({ made: 0, extended: 0 });
  });
});
