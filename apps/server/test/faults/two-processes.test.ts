import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, isoDay } from '@steward/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../../e2e/support/smtp-sink';
import { type AuthorizationServer, startAuthorizationServer } from '../oauth-server';
import { STATEMENT_SETTINGS } from '../statement-settings';
import {
  APP_SECRET,
  api,
  createDatabase,
  killAll,
  MUTATION,
  query,
  type StewardProcess,
  signIn,
  startSteward,
  waitFor,
} from './steward-process';

// Issue: two Steward processes on one database run the renewal reminder digest and the OAuth
// token refresh sweep, each on its own timer, and the work is done once: one digest email, one
// refresh at the provider (a rotated refresh token used twice would end the grant).
//
// To make both processes run both jobs at the same moment, the test holds an exclusive lock on the
// two tables the jobs claim their work in (reminder_digests, oauth_connections), makes the work
// due inside that transaction, waits until PostgreSQL shows all four job runs (two jobs, two
// processes) queued behind the lock, and lets them all go at once.

const ORGANIZATION = 'Parish of Two Processes';
const founder = { email: 'founder@two.example.org', password: 'correct-horse' };
const CLIENT = { clientId: 'steward-client', clientSecret: 'steward-client-secret' };

let database: Awaited<ReturnType<typeof createDatabase>>;
let sink: SmtpSink;
let as: AuthorizationServer;
let a: StewardProcess;
let b: StewardProcess;
const dataDirs: string[] = [];

beforeAll(async () => {
  database = await createDatabase();
  sink = await startSmtpSink();
  as = await startAuthorizationServer();
  // Every token the provider hands out is good for an hour, so only a forced expiry is due.
  as.answerTokenRequests((response) => {
    if (response.body) response.body.expires_in = 3600;
  });
  // One folder for both, as a shared volume: either process may be asked for a file the other stored.
  const dataDir = mkdtempSync(join(tmpdir(), 'steward-fault-'));
  dataDirs.push(dataDir);
  const start = (name: string) => {
    return startSteward({
      DATABASE_URL: database.urlFor(name),
      DATA_DIR: dataDir,
      DEMO_MODE: 'false',
      APP_SECRET,
      SMTP_URL: sink.url,
      OAUTH_PROVIDER_OVERRIDES: JSON.stringify(as.overrides),
      JOB_INTERVAL_SECONDS: '1',
    });
  };
  // Started one after the other: both migrate under an advisory lock, but there is no need to race.
  a = await start('steward-a');
  b = await start('steward-b');
}, 120_000);

afterAll(async () => {
  await killAll();
  await as?.stop();
  await sink?.stop();
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** An exclusive lock on tables where the jobs claim their work, held (with more) until release. */
async function holdTables(tables: string) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('begin');
  const lock = (more: string) => client.query(`lock table ${more} in access exclusive mode`);
  await lock(tables);
  return {
    client,
    lock,
    async release() {
      await client.query('commit');
      await client.end();
    },
  };
}

/**
 * Resolves once both processes have a reminder run and a token sweep waiting for the lock: four
 * job runs that will start their claims at the same moment when it is released.
 */
async function allFourJobsQueued() {
  await waitFor('both processes to queue both jobs behind the lock', async () => {
    for (const process of [a, b]) {
      if (process.child.exitCode !== null) throw new Error(`a Steward process exited:\n${process.output()}`);
    }
    const waiting = await query<{ application_name: string; query: string }>(
      database.url,
      `select application_name, query from pg_stat_activity
       where application_name in ('steward-a', 'steward-b') and wait_event_type = 'Lock'`,
    );
    const queued = (name: string, table: string) =>
      waiting.some((row) => row.application_name === name && row.query.includes(table));
    return ['steward-a', 'steward-b'].every(
      (name) => queued(name, 'reminder_digests') && queued(name, 'oauth_connections'),
    );
  });
}

const digests = () => sink.received.filter((email) => email.raw.includes(`to renew at ${ORGANIZATION}`));
const refreshes = () => as.tokenRequests.filter((request) => request.body.grant_type === 'refresh_token');

describe('two server processes on one database', () => {
  it('send the reminder digest once and refresh a token once when both run both jobs at the same moment', async () => {
    // The first digest run of an organisation's day claims its one digest, due documents or not:
    // no reminder run may look before the document is there.
    const lock = await holdTables('reminder_digests');
    try {
      // An organisation with a connected provider whose token has an hour left: nothing is due yet.
      const signedUp = await fetch(`${a.url}/api/auth/sign-up`, {
        method: 'POST',
        headers: { ...MUTATION, 'content-type': 'application/json' },
        body: JSON.stringify(founder),
      });
      expect(signedUp.status).toBe(201);
      const cookie = await signIn(a.url, founder);
      expect((await api(a.url, cookie, 'POST', '/api/organizations', { name: ORGANIZATION })).status).toBe(
        201,
      );
      expect((await api(a.url, cookie, 'PUT', '/api/oauth/configs/google-workspace', CLIENT)).status).toBe(
        204,
      );
      const authorized = await api(a.url, cookie, 'POST', '/api/oauth/google-workspace/authorize');
      expect(authorized.status, authorized.text).toBe(200);
      const { parameters } = await as.consent(String(authorized.json?.authorizationUrl));
      const connected = await api(a.url, cookie, 'POST', '/api/oauth/google-workspace/callback', parameters);
      expect(connected.status, connected.text).toBe(200);

      // Made due while the jobs cannot look: a document expiring in 3 days, a token expiring in 2
      // minutes (under the 5-minute margin).
      const form = new FormData();
      form.append('category', 'Legal');
      form.append('expiryDate', addDays(isoDay(new Date()), 3));
      form.append('file', new Blob(['Liability cover'], { type: 'text/plain' }), 'Insurance.txt');
      const uploaded = await fetch(`${b.url}/api/documents`, {
        method: 'POST',
        headers: { cookie, ...MUTATION },
        body: form,
      });
      expect(uploaded.status, await uploaded.text()).toBe(201);
      await lock.lock('oauth_connections');
      await lock.client.query(`update oauth_connections set expires_at = now() + interval '2 minutes'`);
      await allFourJobsQueued();
    } finally {
      await lock.release();
    }

    await sink.waitFor((email) => email.raw.includes(`to renew at ${ORGANIZATION}`), 30_000);
    await waitFor('the refreshed token to be stored', async () => {
      const [row] = await query<{ later: boolean }>(
        database.url,
        `select expires_at > now() + interval '30 minutes' as later from oauth_connections where is_active`,
      );
      return row?.later;
    });
    // Every run of the first round has finished once each process has queued its next runs.
    const again = await holdTables('reminder_digests, oauth_connections');
    try {
      await allFourJobsQueued();
    } finally {
      await again.release();
    }

    expect(digests()).toHaveLength(1);
    expect(digests()[0]?.to).toEqual([founder.email]);
    expect(digests()[0]?.raw).toContain('Insurance.txt');
    expect(refreshes()).toHaveLength(1);
    const [outbox] = await query<{ n: string }>(
      database.url,
      `select count(*) as n from outbox where subject like '%to renew%'`,
    );
    expect(Number(outbox?.n)).toBe(1);
  }, 90_000);

  it('read the text of each document once when both work the text queue', async () => {
    const cookie = await signIn(a.url, founder);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const form = new FormData();
      form.append('category', 'Other');
      form.append(
        'file',
        new Blob([`Minutes of meeting ${i}: the trustees met.`], { type: 'text/plain' }),
        `Minutes ${i}.txt`,
      );
      // Half through each process: each wakes its own reader, and both poll every second.
      const uploaded = await fetch(`${(i % 2 ? a : b).url}/api/documents`, {
        method: 'POST',
        headers: { cookie, ...MUTATION },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      ids.push(((await uploaded.json()) as { id: string }).id);
    }
    const rows = () =>
      query<{ state: string; attempts: number }>(
        database.url,
        `select state, attempts from document_texts where document_id in (${ids.map((id) => `'${id}'`).join(', ')})`,
      );
    await waitFor('every text to be read', async () => (await rows()).every((row) => row.state === 'done'));
    expect((await rows()).map((row) => row.attempts)).toEqual(ids.map(() => 1));
    const found = await api(b.url, cookie, 'GET', '/api/documents?q=trustees');
    expect(found.json?.total).toBe(10);
  }, 90_000);
  it('make each statement run once when both work the statements queue', async () => {
    const cookie = await signIn(a.url, founder);
    const rows = ['First Name,Last Name,Email,Amount,Date'];
    for (let i = 0; i < 60; i++)
      rows.push(`Giver,Number ${i},giver${i}@example.org,${10 + i}.00,2025-0${1 + (i % 9)}-15`);
    const form = new FormData();
    form.append('file', new Blob([rows.join('\n')], { type: 'text/csv' }), 'giving.csv');
    const previewed = await fetch(`${a.url}/api/donors/imports`, {
      method: 'POST',
      headers: { cookie, ...MUTATION },
      body: form,
    });
    expect(previewed.status).toBe(200);
    const { importId } = (await previewed.json()) as { importId: string };
    expect((await api(a.url, cookie, 'POST', `/api/donors/imports/${importId}/merge`, {})).status).toBe(200);

    const settings = await api(a.url, cookie, 'PUT', '/api/statements/settings', STATEMENT_SETTINGS);
    expect(settings.status).toBe(200);
    // Two runs, one through each process: each wakes its own generator, and both poll every second.
    const runs: string[] = [];
    for (const process of [a, b, a, b]) {
      const created = await api(process.url, cookie, 'POST', '/api/statements/runs', {
        period: { start: '2025-01-01', end: '2025-12-31' },
        donors: { kind: 'all' },
      });
      expect(created.status).toBe(202);
      runs.push(created.json?.id as string);
    }
    const list = runs.map((id) => `'${id}'`).join(', ');
    const state = () =>
      query<{ status: string; attempts: number; donors_done: number; stored: string }>(
        database.url,
        `select r.status, r.attempts, r.donors_done,
           (select count(*) from statement_documents d where d.run_id = r.id and d.storage_key is not null) as stored
         from statement_runs r where r.id in (${list})`,
      );
    await waitFor('every run to be done', async () => (await state()).every((row) => row.status === 'done'));
    expect(await state()).toEqual(
      runs.map(() => ({ status: 'done', attempts: 1, donors_done: 60, stored: '60' })),
    );
  }, 90_000);

  it("take a member's new role and deactivation within a second of each other's change", async () => {
    const founderCookie = await signIn(a.url, founder);
    const member = { email: 'member@two.example.org', password: 'member-password-1' };
    const invited = await api(a.url, founderCookie, 'POST', '/api/invitations', {
      email: member.email,
      role: 'user',
    });
    expect(invited.status, invited.text).toBe(201);
    const accepted = await fetch(`${b.url}/api/invitations/accept`, {
      method: 'POST',
      headers: { ...MUTATION, 'content-type': 'application/json' },
      body: JSON.stringify({ token: invited.json?.token, password: member.password }),
    });
    expect(accepted.status).toBe(201);
    const memberId = ((await accepted.json()) as { user: { id: string } }).user.id;
    const memberCookie = await signIn(b.url, member);

    // The member's session is resolved (and kept) by process B; the founder changes it through A.
    const analysisOnB = async () => (await api(b.url, memberCookie, 'GET', '/api/donors/analysis')).status;
    expect(await analysisOnB()).toBe(403);
    expect(await analysisOnB()).toBe(403);
    const seenWithin = async (expected: number) => {
      const started = Date.now();
      const status = await waitFor(
        `B to answer ${expected}`,
        async () => (await analysisOnB()) === expected,
        1000,
        10,
      );
      expect(status).toBe(true);
      return Date.now() - started;
    };

    const promoted = await api(a.url, founderCookie, 'PATCH', `/api/members/${memberId}/role`, {
      role: 'admin',
    });
    expect(promoted.status, promoted.text).toBe(200);
    const promotedAfter = await seenWithin(200);

    const deactivated = await api(a.url, founderCookie, 'POST', `/api/members/${memberId}/deactivate`);
    expect(deactivated.status, deactivated.text).toBe(200);
    const deactivatedAfter = await seenWithin(401);
    expect(Math.max(promotedAfter, deactivatedAfter)).toBeLessThan(1000);
  }, 60_000);
});
