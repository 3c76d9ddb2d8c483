import { addDays, FUNDRAISING_RESTRICTED, isoDay } from '@steward/domain';
import { createTestApp } from '@test/app';
import { type Actor, acceptInvitation, buildWorld, call, invite, upload, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

/**
 * Donor Data documents (the giving exports the fundraising area merges) are donor data, for members
 * with fundraising access only (spec 001 §6), on every path that shows a document's existence,
 * name, count, text, snippet, bytes or suggestions. The statuses of every document route for each
 * role are in route-permissions.db.test.ts; here, what the answers contain.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
let donorId: string;
let leaseId: string;
let notesId: string;

/** Words of the giving export, so a search by its text and its suggestions can find it. */
const LEDGER_TEXT =
  'First Name,Last Name,Amount,Date,Memo\nAnn,Lee,250,2026-01-02,zephyrine pledge tithe envelope offering\n';

async function readTexts() {
  const job = t.app.schedule.jobs.find((candidate) => candidate.name === 'read document text');
  if (!job) throw new Error('no text reading job');
  await job.run();
}

async function uploaded(actor: Actor, filename: string, content: string, fields: Record<string, string>) {
  const response = await upload(t.app, actor, { filename, content }, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

function get(url: string, actor: Actor) {
  return call(t.app, 'GET', url, { cookie: actor.cookie });
}

const names = (response: { json: () => { items: { name: string }[] } }) =>
  response.json().items.map((item) => item.name);

beforeAll(async () => {
  t = await createTestApp({ TEXT_READERS: '1' });
  w = await buildWorld(t.app, 'donordocs');
  donorId = await uploaded(w.admin, 'Pledge Ledger.csv', LEDGER_TEXT, {
    category: 'Donor Data',
    tags: 'pledges, worship',
    expiryDate: addDays(isoDay(new Date()), 10),
    description: 'Giving export of the spring campaign',
  });
  leaseId = await uploaded(w.user, 'Hall Lease.txt', 'The lease of the fellowship hall.', {
    category: 'Legal',
    tags: 'worship',
    expiryDate: addDays(isoDay(new Date()), 20),
  });
  // The same words as the export: the export is its most similar document.
  notesId = await uploaded(w.user, 'Offering Notes.txt', LEDGER_TEXT.replaceAll(',', ' '), {
    category: 'Other',
  });
  await readTexts();
}, 60_000);
afterAll(() => t.close());

describe('Donor Data documents in lists, searches and counts', () => {
  it('lists and counts them only for members with fundraising access', async () => {
    const forUser = await get('/api/documents', w.user);
    expect(names(forUser).sort()).toEqual(['Hall Lease.txt', 'Offering Notes.txt']);
    expect(forUser.json().total).toBe(2);
    const forAdmin = await get('/api/documents', w.admin);
    expect(names(forAdmin)).toContain('Pledge Ledger.csv');
    expect(forAdmin.json().total).toBe(3);
  });

  it('leaves them out of a plain user’s search: hits, totals and snippets, by name, tag and text, however sorted', async () => {
    for (const query of ['q=Ledger', 'q=zephyrine', 'q=zephyrine&sort=name', 'q=pledg', 'tag=pledges']) {
      const forUser = await get(`/api/documents?${query}`, w.user);
      expect(
        names(forUser).filter((name) => name === 'Pledge Ledger.csv'),
        query,
      ).toEqual([]);
      const forAdmin = await get(`/api/documents?${query}`, w.admin);
      expect(names(forAdmin), query).toContain('Pledge Ledger.csv');
      expect(forAdmin.json().total - forUser.json().total, query).toBe(1);
    }
    const byText = await get('/api/documents?q=zephyrine', w.admin);
    const hit = byText.json().items.find((item: { id: string }) => item.id === donorId);
    expect(hit.snippet).toContainEqual({ text: 'zephyrine', match: true });
  });

  it('refuses a plain user the Donor Data category by name, with spec 001’s message', async () => {
    const refused = await get('/api/documents?category=Donor%20Data', w.user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(FUNDRAISING_RESTRICTED);
    expect(names(await get('/api/documents?category=Donor%20Data', w.admin))).toEqual(['Pledge Ledger.csv']);
  });

  it('leaves them out of a plain user’s dashboard: totals, categories, recent and renewals', async () => {
    const forUser = (await get('/api/dashboard', w.user)).json();
    const forAdmin = (await get('/api/dashboard', w.admin)).json();
    expect(forUser.totals).toEqual({
      ...forAdmin.totals,
      documents: forAdmin.totals.documents - 1,
      categories: forAdmin.totals.categories - 1,
      expiringSoon: forAdmin.totals.expiringSoon - 1,
    });
    for (const list of ['recent', 'upcoming'] as const) {
      expect(forAdmin[list].map((d: { id: string }) => d.id)).toContain(donorId);
      expect(forUser[list].map((d: { id: string }) => d.id)).not.toContain(donorId);
    }
  });

  it('leaves them out of a plain user’s department and operations figures and area lists', async () => {
    const worship = (actor: Actor) => get('/api/departments/worship', actor);
    expect((await worship(w.user)).json().documentCount).toBe(1);
    expect((await worship(w.admin)).json().documentCount).toBe(2);
    const area = '/api/documents?area=department/worship';
    expect(names(await get(area, w.user))).toEqual(['Hall Lease.txt']);
    expect(names(await get(area, w.admin)).sort()).toEqual(['Hall Lease.txt', 'Pledge Ledger.csv']);
    const operations = async (actor: Actor) => (await get('/api/operations', actor)).json().documents;
    expect(await operations(w.admin)).toBe((await operations(w.user)) + 1);
  });
});

describe('one Donor Data document', () => {
  it('is not found by a plain user, with its text, content, link and suggestions, as if it did not exist', async () => {
    for (const path of ['', '/text', '/content', '/link', '/suggestions']) {
      const forUser = await get(`/api/documents/${donorId}${path}`, w.user);
      expect(forUser.statusCode, path).toBe(404);
      expect(forUser.json().error.message, path).toBe('Document not found');
      expect((await get(`/api/documents/${donorId}${path}`, w.admin)).statusCode, path).toBe(200);
    }
    const moved = await call(t.app, 'PATCH', `/api/documents/${donorId}`, {
      cookie: w.user.cookie,
      payload: { category: 'Other', tags: [], expiryDate: null, description: null },
    });
    expect(moved.statusCode).toBe(404);
    const deleted = await call(t.app, 'DELETE', `/api/documents/${donorId}`, { cookie: w.user.cookie });
    expect(deleted.statusCode).toBe(404);
    const kept = (await get(`/api/documents/${donorId}`, w.admin)).json();
    expect(kept).toMatchObject({ category: 'Donor Data', tags: ['pledges', 'worship'], version: 1 });
  });

  it('never lends its category or tags to a plain user’s suggestions', async () => {
    const forAdmin = (await get(`/api/documents/${notesId}/suggestions`, w.admin)).json();
    expect(forAdmin).toMatchObject({ category: 'Donor Data', tags: expect.arrayContaining(['pledges']) });
    const forUser = (await get(`/api/documents/${notesId}/suggestions`, w.user)).json();
    expect(forUser.category).toBeNull();
    expect(forUser.tags).not.toContain('pledges');
  });
});

describe('filing under Donor Data', () => {
  it('refuses a plain user uploading into Donor Data with spec 001’s message, and stores nothing', async () => {
    const before = await documentCount();
    const refused = await upload(
      t.app,
      w.user,
      { filename: 'giving.csv', content: LEDGER_TEXT },
      { category: 'Donor Data' },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(FUNDRAISING_RESTRICTED);
    expect(await documentCount()).toBe(before);
    const [garbage] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from storage_garbage`,
    );
    expect(garbage?.n).toBe(0);
  });

  it('refuses a plain user moving a document into Donor Data with the same message, and changes nothing', async () => {
    const payload = { category: 'Donor Data', tags: [], expiryDate: null, description: null };
    const refused = await call(t.app, 'PATCH', `/api/documents/${leaseId}`, {
      cookie: w.user.cookie,
      payload,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(FUNDRAISING_RESTRICTED);
    expect((await get(`/api/documents/${leaseId}`, w.user)).json()).toMatchObject({
      category: 'Legal',
      version: 1,
    });
    // An admin may, and back.
    for (const category of ['Donor Data', 'Legal']) {
      const moved = await call(t.app, 'PATCH', `/api/documents/${leaseId}`, {
        cookie: w.admin.cookie,
        payload: { ...payload, category, tags: ['worship'] },
      });
      expect(moved.statusCode).toBe(200);
    }
  });
});

describe('emailing and links', () => {
  it('answers 404 to a plain user emailing a Donor Data document, and sends nothing', async () => {
    const before = await outboxCount();
    const refused = await call(t.app, 'POST', '/api/email', {
      cookie: w.user.cookie,
      payload: { to: ['board@example.org'], subject: 'Files', documentIds: [leaseId, donorId] },
    });
    expect(refused.statusCode).toBe(404);
    expect(await outboxCount()).toBe(before);
  });

  it('stops a Donor Data link, in the app or emailed, once its maker loses fundraising access, and only that link', async () => {
    const treasurer = await acceptInvitation(
      t.app,
      await invite(t.app, w.master, 'donordocs-treasurer@a.example.org', 'admin'),
      'donordocs-treasurer@a.example.org',
    );
    const linkOf = async (id: string) => (await get(`/api/documents/${id}/link`, treasurer)).json().url;
    const donorLink = await linkOf(donorId);
    const leaseLink = await linkOf(leaseId);
    const sent = await call(t.app, 'POST', '/api/email', {
      cookie: treasurer.cookie,
      payload: { to: ['board@example.org'], subject: 'Pledges', documentIds: [donorId], includeLinks: true },
    });
    expect(sent.statusCode).toBe(200);
    const emailedLink = await lastEmailedLink();
    const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
    for (const url of [donorLink, leaseLink, emailedLink])
      expect((await fetchFile(url)).statusCode).toBe(200);
    expect((await fetchFile(donorLink)).body).toBe(LEDGER_TEXT);

    const setRole = (role: 'user' | 'admin') =>
      call(t.app, 'PATCH', `/api/members/${treasurer.id}/role`, {
        cookie: w.master.cookie,
        payload: { role },
      });
    expect((await setRole('user')).statusCode).toBe(200);
    for (const url of [donorLink, emailedLink]) {
      const refused = await fetchFile(url);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe('This file no longer exists');
    }
    expect((await fetchFile(leaseLink)).statusCode).toBe(200);

    // Checked at the time of use: the same links work again with the access back.
    expect((await setRole('admin')).statusCode).toBe(200);
    for (const url of [donorLink, emailedLink]) expect((await fetchFile(url)).statusCode).toBe(200);
  });
});

async function documentCount() {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from documents`);
  return row?.n ?? 0;
}

async function outboxCount() {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from outbox`);
  return row?.n ?? 0;
}

/** The link of the newest email in the outbox, as a path on Steward's origin. */
async function lastEmailedLink() {
  const [row] = await queryRows<{ text_body: string }>(
    t.database.db,
    sql`select text_body from outbox order by created_at desc limit 1`,
  );
  const url = /https?:\/\/\S+\/files\/\S+/.exec(row?.text_body ?? '')?.[0];
  if (!url) throw new Error('no link in the email');
  return new URL(url).pathname;
}
