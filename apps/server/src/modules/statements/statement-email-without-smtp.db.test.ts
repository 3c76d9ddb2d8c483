import { STATEMENT_PREVIEW_NO_ADDRESS_HEADER } from '@steward/domain';
import { createTestApp } from '@test/app';
import { importDonorFile } from '@test/donor-imports';
import { saveStatementSettings } from '@test/statement-settings';
import { buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

// No SMTP_URL: the server has no mail server, as a fresh install.
let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
let runId: string;

const GIVING = [
  'Gift ID,First Name,Last Name,Email,Street Address,City,State,Zip,Amount,Date,Fund',
  'A1,Ann,Lee,ann@example.org,12 Elm Street,Springfield,IL,62704,300.00,2025-01-05,General',
  'B1,Ben,Ray,,9 Oak Road,Albany,NY,12203,20.00,2025-03-01,Missions',
  'C1,Cy,Moss,,,,,,250.00,2025-11-20,General',
].join('\n');

const YEAR_2025 = { start: '2025-01-01', end: '2025-12-31' };

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'no-smtp');
  await importDonorFile(t.app, w.admin, 'giving.csv', GIVING);
  await saveStatementSettings(t.app, w.admin);
  const created = await call(t.app, 'POST', '/api/statements/runs', {
    cookie: w.admin.cookie,
    payload: { period: YEAR_2025, donors: { kind: 'all' } },
  });
  runId = created.json().id;
  const job = t.app.schedule.jobs.find((candidate) => candidate.name === 'generate statements');
  await job?.run();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const run = async () =>
  (await call(t.app, 'GET', `/api/statements/runs/${runId}`, { cookie: w.admin.cookie })).json();
const recipients = async (query = '') =>
  (await call(t.app, 'GET', `/api/statements/runs/${runId}/recipients${query}`, { cookie: w.admin.cookie }))
    .json()
    .items.map((r: { donorName: string; emailState: string; hasAddress: boolean }) => [
      r.donorName,
      r.emailState,
      r.hasAddress,
    ]);

describe('emailing statements without a mail server', () => {
  it('tells the web app that email is not set up', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/app-info' });
    expect(info.json().services.email).toBe(false);
  });

  it('keeps the statements in the outbox and never counts or marks one sent', async () => {
    const response = await call(t.app, 'POST', `/api/statements/runs/${runId}/email`, {
      cookie: w.admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ queued: 0, inOutbox: 1, noEmail: 2, failed: 0 });
    expect((await run()).email).toEqual({
      notSent: 0,
      inOutbox: 1,
      queued: 0,
      sent: 0,
      failed: 0,
      noEmail: 2,
    });
    expect(await recipients()).toContainEqual(['Ann Lee', 'outbox', true]);
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from outbox where ${'ann@example.org'} = any(recipients)`,
    );
    expect(row?.status).toBe('local');
  });

  it('does not pile up a second outbox copy when asked again', async () => {
    const again = await call(t.app, 'POST', `/api/statements/runs/${runId}/email`, {
      cookie: w.admin.cookie,
    });
    expect(again.json()).toEqual({ queued: 0, inOutbox: 0, noEmail: 2, failed: 0 });
    const copies = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from outbox where ${'ann@example.org'} = any(recipients)`,
    );
    expect(copies[0]?.n).toBe(1);
  });
});

describe('donors reached by neither email nor post', () => {
  it('lists the donors without email with whether the run has a mailing address for each', async () => {
    expect(await recipients('?noEmail=true')).toEqual([
      ['Ben Ray', 'no-email', true],
      ['Cy Moss', 'no-email', false],
    ]);
  });

  it('flags the preview of a donor without a mailing address, and only that one', async () => {
    const donors = await queryRows<{ id: string; first_name: string }>(
      t.database.db,
      sql`select id, first_name from donors where organization_id = ${w.organizationA}`,
    );
    const preview = (firstName: string) =>
      call(t.app, 'POST', '/api/statements/preview', {
        cookie: w.admin.cookie,
        payload: { period: YEAR_2025, donorId: donors.find((d) => d.first_name === firstName)?.id },
      });
    const cy = await preview('Cy');
    expect(cy.statusCode, cy.body).toBe(200);
    expect(cy.headers[STATEMENT_PREVIEW_NO_ADDRESS_HEADER.toLowerCase()]).toBe('1');
    const ben = await preview('Ben');
    expect(ben.statusCode).toBe(200);
    expect(ben.headers[STATEMENT_PREVIEW_NO_ADDRESS_HEADER.toLowerCase()]).toBeUndefined();
  });
});
