import { createTestApp } from '@test/app';
import { importDonorFile } from '@test/donor-imports';
import { generateStatements } from '@test/statement-runs';
import { saveStatementSettings } from '@test/statement-settings';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

/**
 * A run prints the settings saved when it was made, and says which; one that never reached anyone
 * can be deleted, files and all.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'statement-run-settings');
  await importDonorFile(
    t.app,
    w.admin,
    'giving.csv',
    [
      'First Name,Last Name,Email,Amount,Date',
      'Ann,Lee,ann@example.org,300.00,2025-01-05',
      'Ben,Ray,,20.00,2025-03-01',
    ].join('\n'),
  );
}, 60_000);
afterAll(async () => {
  await t.close();
});

const YEAR_2025 = { period: { start: '2025-01-01', end: '2025-12-31' }, donors: { kind: 'all' } };

function createRun(actor: Actor = w.admin) {
  return call(t.app, 'POST', '/api/statements/runs', { cookie: actor.cookie, payload: YEAR_2025 });
}

const generate = () => generateStatements(t.app);

async function madeRun() {
  const created = await createRun();
  expect(created.statusCode, created.body).toBe(202);
  await generate();
  return created.json().id as string;
}

async function storedKeys(runId: string) {
  const rows = await queryRows<{ key: string }>(
    t.database.db,
    sql`select storage_key as key from statement_documents where run_id = ${runId} and storage_key is not null
        union all select combined_key from statement_runs where id = ${runId} and combined_key is not null`,
  );
  return rows.map((row) => row.key);
}

async function exists(key: string) {
  return t.app.storage.get(key).then(
    (stream) => {
      stream.destroy();
      return true;
    },
    () => false,
  );
}

describe('a statement run and its settings', () => {
  it('is refused until the settings are saved, with a clear message, and leaves no run', async () => {
    const refused = await createRun();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Save the statement settings before generating statements: every statement prints the legal name, EIN and address saved there',
    );
    const runs = await call(t.app, 'GET', '/api/statements/runs', { cookie: w.admin.cookie });
    expect(runs.json().items).toEqual([]);
  });

  it('shows the settings it was made with, and prints them, after the settings change', async () => {
    await saveStatementSettings(t.app, w.admin, {
      legalName: 'Grace Community Church',
      ein: '12-3456789',
      address: '100 Church Lane\nSpringfield, IL 62701',
    });
    const created = await createRun();
    expect(created.statusCode, created.body).toBe(202);
    const runId = created.json().id as string;
    const made = {
      legalName: 'Grace Community Church',
      ein: '12-3456789',
      address: '100 Church Lane\nSpringfield, IL 62701',
    };
    expect(created.json().settings).toEqual(made);

    // Changed before the run's statements were made: they still print what the run was made with.
    await saveStatementSettings(t.app, w.admin, { legalName: 'Renamed Church', ein: '98-7654321' });
    await generate();
    const run = (
      await call(t.app, 'GET', `/api/statements/runs/${runId}`, { cookie: w.admin.cookie })
    ).json();
    expect(run).toMatchObject({ status: 'done', settings: made });
    const listed = (await call(t.app, 'GET', '/api/statements/runs', { cookie: w.admin.cookie })).json();
    expect(listed.items[0].settings).toEqual(made);
    const ann = (
      await call(t.app, 'GET', `/api/statements/runs/${runId}/recipients`, { cookie: w.admin.cookie })
    ).json().items[0].donorId;
    const pdf = await call(t.app, 'GET', `/api/statements/runs/${runId}/recipients/${ann}/pdf`, {
      cookie: w.admin.cookie,
    });
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload), { isEvalSupported: false }), {
        mergePages: true,
      })
    ).text;
    expect(text).toContain('12-3456789');
    expect(text).not.toContain('98-7654321');
  });
});

describe('deleting a statement run', () => {
  it('deletes a run never emailed, with its stored PDFs, and audits it', async () => {
    const runId = await madeRun();
    const keys = await storedKeys(runId);
    expect(keys.length).toBe(3); // two donors' statements and the combined PDF
    for (const key of keys) expect(await exists(key)).toBe(true);
    const run = (
      await call(t.app, 'GET', `/api/statements/runs/${runId}`, { cookie: w.admin.cookie })
    ).json();
    expect(run.can).toEqual({ delete: true });

    const deleted = await call(t.app, 'DELETE', `/api/statements/runs/${runId}`, { cookie: w.admin.cookie });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(
      (await call(t.app, 'GET', `/api/statements/runs/${runId}`, { cookie: w.admin.cookie })).statusCode,
    ).toBe(404);
    for (const key of keys) expect(await exists(key)).toBe(false);
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from statement_documents where run_id = ${runId}`,
    );
    expect(left[0]?.n).toBe(0);
    const audit = (await call(t.app, 'GET', '/api/audit', { cookie: w.admin.cookie })).json();
    expect(audit.items[0]).toMatchObject({
      action: 'statement_run_deleted',
      target: 'January 1, 2025 – December 31, 2025',
      detail: '2 donors, never emailed',
    });
  });

  it('refuses to delete a run emailed to a donor, and keeps its files', async () => {
    const runId = await madeRun();
    const emailed = await call(t.app, 'POST', `/api/statements/runs/${runId}/email`, {
      cookie: w.admin.cookie,
    });
    expect(emailed.statusCode, emailed.body).toBe(200);
    const run = (
      await call(t.app, 'GET', `/api/statements/runs/${runId}`, { cookie: w.admin.cookie })
    ).json();
    expect(run.can).toEqual({ delete: false });

    const refused = await call(t.app, 'DELETE', `/api/statements/runs/${runId}`, { cookie: w.admin.cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This run was emailed to donors, so it stays as the record of what they were sent',
    );
    expect(
      (await call(t.app, 'GET', `/api/statements/runs/${runId}`, { cookie: w.admin.cookie })).statusCode,
    ).toBe(200);
    for (const key of await storedKeys(runId)) expect(await exists(key)).toBe(true);
  });

  it('refuses a run still being made', async () => {
    const created = await createRun();
    const runId = created.json().id as string;
    const refused = await call(t.app, 'DELETE', `/api/statements/runs/${runId}`, { cookie: w.admin.cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'The statements are still being made: delete the run once it is finished',
    );
    await generate();
  });

  it('answers 404 to another organisation and 403 to a plain member, deleting nothing', async () => {
    const runId = await madeRun();
    const outsider = await call(t.app, 'DELETE', `/api/statements/runs/${runId}`, {
      cookie: w.otherMaster.cookie,
    });
    expect(outsider.statusCode).toBe(404);
    const member = await call(t.app, 'DELETE', `/api/statements/runs/${runId}`, { cookie: w.user.cookie });
    expect(member.statusCode).toBe(403);
    expect(
      (await call(t.app, 'GET', `/api/statements/runs/${runId}`, { cookie: w.admin.cookie })).statusCode,
    ).toBe(200);
    for (const key of await storedKeys(runId)) expect(await exists(key)).toBe(true);
  });
});
