// Possible duplicates of a large donor file (docs/security.md, "Donor database"): pairing an
// organisation's donors is seconds of CPU for tens of thousands of similar names, so it must
// never stop the server for the other organisations, must stop at its time limit, and is cached
// only for as long as the donors it paired are unchanged.

import { createTestApp } from '@test/app';
import { importDonorFile } from '@test/donor-imports';
import { buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@/config';
import { queryRows } from '@/db/client';

/** The setup each describe block starts: a test app whose pairing has these limits, and its world. */
function appWith(limits: Partial<Config['duplicateFinding']>) {
  const setup = {} as { t: Awaited<ReturnType<typeof createTestApp>>; w: World };
  beforeAll(async () => {
    setup.t = await createTestApp(
      {},
      { config: (config) => ({ ...config, duplicateFinding: { ...config.duplicateFinding, ...limits } }) },
    );
    setup.w = await buildWorld(setup.t.app, 'duplicate-attacks');
  }, 60_000);
  afterAll(() => setup.t.close());
  return setup;
}

/**
 * `donors` donors of organisation A named like an imported file of similar names (John, Jon,
 * Johnny... Leeaa, Leeba...): 6,000 make about 146,000 possible pairs and 1.4 s of pairing, 10,000
 * make 246,000 and 2.6 s (on an idle core).
 */
async function similarNames(
  t: Awaited<ReturnType<typeof createTestApp>>,
  organizationId: string,
  donors: number,
) {
  await queryRows(
    t.database.db,
    sql`insert into donors (organization_id, donor_key, first_name, last_name)
        select ${organizationId}, 'similar-' || i,
          (array['John', 'Jon', 'Johnny', 'Johan', 'Jonathan', 'Joan', 'Jane', 'Janet', 'Jean', 'Joe'])[i % 10 + 1],
          'Lee' || chr(97 + (i / 280) % 26) || chr(97 + (i / 7280) % 26)
        from generate_series(0, ${donors - 1}) as i`,
  );
}

async function count(t: Awaited<ReturnType<typeof createTestApp>>, cookie: string) {
  return call(t.app, 'GET', '/api/donors/duplicates/count', { cookie });
}

/** `work`'s result, and how long each /api/health took, asked one after another while it ran. */
async function healthWhile<T>(t: Awaited<ReturnType<typeof createTestApp>>, work: Promise<T>) {
  const latencies: number[] = [];
  let done = false;
  const asking = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      latencies.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    return { result: await work, latencies };
  } finally {
    done = true;
    await asking;
  }
}

describe('possible duplicates of 6,000 similar names', () => {
  const s = appWith({ threads: 1 });

  it('are paired off the event loop, /api/health answering within 100 ms, and counted again from the cache', async () => {
    const { t, w } = s;
    // The first pairing starts the thread (from TypeScript source, in tests: seconds).
    expect((await count(t, w.otherMaster.cookie)).json()).toEqual({ count: 0 });
    await similarNames(t, w.organizationA, 6_000);

    const started = performance.now();
    const { result: first, latencies } = await healthWhile(t, count(t, w.admin.cookie));
    const pairing = performance.now() - started;
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().count).toBeGreaterThan(100_000);
    latencies.sort((a, b) => a - b);
    // On the event loop, a /api/health asked meanwhile waited for the whole pairing (seconds).
    expect(latencies.length).toBeGreaterThan(10);
    // Nearly every answer within 100 ms: this shared machine's other test files pair and render in
    // threads of their own on its two cores, and now and then one of them takes the core.
    expect(latencies[Math.floor(latencies.length * 0.95)]).toBeLessThan(100);
    expect(latencies.at(-1)).toBeLessThan(1_000);

    // The same donors again: the pairs come from the cache, not from another pairing.
    const again = performance.now();
    const second = await count(t, w.admin.cookie);
    expect(second.json()).toEqual(first.json());
    expect(performance.now() - again).toBeLessThan(pairing / 3);
    // 6,000 donors imported and paired in a thread started from source: 10-15 s alone, past 30 s
    // with CPU-bound work beside the suite (2026-12-02).
  }, 90_000);

  it('are paired again once a donor changes, so an edit or a merge shows at once', async () => {
    const { t, w } = s;
    expect((await call(t.app, 'DELETE', '/api/donors', { cookie: w.admin.cookie })).statusCode).toBe(204);
    await importDonorFile(
      t.app,
      w.admin,
      'giving.csv',
      [
        'First Name,Last Name,Email,Street Address,City,State,Zip,Amount,Date',
        "Margaret,O'Neil,,18 Birch Lane,Springfield,IL,62701,100.00,2025-03-01",
        'Margret,ONeil,,18 Birch Ln,Springfield,IL,62701,50.00,2025-09-01',
        'Ben,Ray,ben@example.org,9 Oak Road,Albany,NY,12203,20.00,2025-03-01',
      ].join('\n'),
    );
    expect((await count(t, w.admin.cookie)).json()).toEqual({ count: 1 });
    const [ben] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from donors where organization_id = ${w.organizationA} and first_name = 'Ben'`,
    );

    // Ben becomes a third Margaret O'Neil of 18 Birch Lane: three pairs now.
    const edited = await call(t.app, 'PATCH', `/api/donors/${ben?.id}`, {
      cookie: w.admin.cookie,
      payload: {
        firstName: 'Margaret',
        lastName: "O'Neill",
        email: null,
        phone: null,
        address: { line1: '18 Birch Lane', postalCode: '62701' },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await count(t, w.admin.cookie)).json()).toEqual({ count: 3 });

    // Merged into one of the others: one pair is left.
    const [margret] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from donors where organization_id = ${w.organizationA} and first_name = 'Margret'`,
    );
    const merged = await call(t.app, 'POST', `/api/donors/${ben?.id}/merge`, {
      cookie: w.admin.cookie,
      payload: {
        donorId: margret?.id,
        keep: { firstName: 'this', lastName: 'this', email: 'this', phone: 'this', address: 'this' },
      },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await count(t, w.admin.cookie)).json()).toEqual({ count: 1 });
    const list = await call(t.app, 'GET', '/api/donors/duplicates', { cookie: w.admin.cookie });
    expect(list.json().items.map((item: { donors: { lastName: string }[] }) => item.donors.length)).toEqual([
      2,
    ]);
  });
});

describe('a pairing past its time limit', () => {
  // Well past for 10,000 similar names, well within for two donors on a busy machine.
  const s = appWith({ threads: 1, timeoutMs: 1_000 });

  it('answers 503 with the reason, and the server goes on answering, that organisation too', async () => {
    const { t, w } = s;
    expect((await count(t, w.otherMaster.cookie)).json()).toEqual({ count: 0 });
    await similarNames(t, w.organizationA, 10_000);

    for (const url of ['/api/donors/duplicates/count', '/api/donors/duplicates']) {
      const response = await call(t.app, 'GET', url, { cookie: w.admin.cookie });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual({
        error: {
          code: 'unavailable',
          message: 'Finding possible duplicates took too long; try again later.',
        },
      });
    }

    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await count(t, w.otherMaster.cookie)).json()).toEqual({ count: 0 });
    // Fewer donors pair within the limit: the failure was not kept.
    await queryRows(
      t.database.db,
      sql`delete from donors where organization_id = ${w.organizationA} and donor_key <> 'similar-0'
            and donor_key <> 'similar-10'`,
    );
    expect((await count(t, w.admin.cookie)).json()).toEqual({ count: 1 });
  });
});
