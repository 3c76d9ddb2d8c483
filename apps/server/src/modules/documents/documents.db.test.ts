import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cookiePair, createTestApp } from '@test/app';
import { multipartBody, SAMPLE_FILES } from '@test/multipart';
import { buildWorld, call, PASSWORD, upload, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: '1' });
  w = await buildWorld(t.app, 'docs');
}, 60_000);
afterAll(() => t.close());

function list(query: string, cookie = w.master.cookie) {
  return call(t.app, 'GET', `/api/documents?${query}`, { cookie });
}

async function documentCount() {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from documents`);
  return row?.n;
}

function storedPath(storageKey: string) {
  return join(t.dataDir, 'files', storageKey);
}

async function storageKeyOf(id: string) {
  const [row] = await queryRows<{ storage_key: string }>(
    t.database.db,
    sql`select storage_key from documents where id = ${id}`,
  );
  return row?.storage_key as string;
}

describe('upload', () => {
  it('stores the file with its detected type, size, SHA-256, tags and a key without its name', async () => {
    const response = await upload(
      t.app,
      w.user,
      {
        filename: 'Insurance Policy.pdf',
        content: SAMPLE_FILES.pdf,
        contentType: 'application/octet-stream',
      },
      { category: 'Legal', expiryDate: '2030-01-31', tags: ' insurance, renewal ,, ', description: '  ' },
    );
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({
      name: 'Insurance Policy.pdf',
      category: 'Legal',
      contentType: 'application/pdf',
      sizeBytes: SAMPLE_FILES.pdf.length,
      tags: ['insurance', 'renewal'],
      description: null,
      expiryDate: '2030-01-31',
      status: 'Active',
      version: 1,
      uploadedBy: { email: w.user.email },
      can: { edit: true, editContent: false, delete: true },
    });
    const key = await storageKeyOf(document.id);
    expect(key).not.toContain('Insurance');
    expect(existsSync(storedPath(key))).toBe(true);
    const [row] = await queryRows<{ sha256: string }>(
      t.database.db,
      sql`select sha256 from documents where id = ${document.id}`,
    );
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['C:\\\\Users\\\\me\\\\notes.txt', 'notes.txt'],
    ['bad\u0007name.txt', 'badname.txt'],
    [`${'x'.repeat(300)}.txt`, `${'x'.repeat(251)}.txt`],
  ])('keeps %j as %j, with nothing written outside storage', async (filename, stored) => {
    const response = await upload(t.app, w.user, { filename, content: 'hello' });
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe(stored);
    expect(await storageKeyOf(response.json().id)).toMatch(/^org\/[0-9a-f-]+\/documents\/[0-9a-f-]+$/);
  });

  it.each([
    [
      'a PNG named .pdf',
      { filename: 'contract.pdf', content: SAMPLE_FILES.png },
      'The content of "contract.pdf" does not match its .pdf extension',
    ],
    [
      'binary named .txt',
      { filename: 'notes.txt', content: Buffer.from([0, 1, 2, 3]) },
      'The content of "notes.txt" does not match its .txt extension',
    ],
    ['an empty file', { filename: 'empty.txt', content: Buffer.alloc(0) }, '"empty.txt" is empty'],
    ['a program', { filename: 'setup.exe', content: 'MZ' }, '"setup.exe" is not a supported file type'],
    [
      'a double extension',
      { filename: 'invoice.pdf.exe', content: 'MZ' },
      '"invoice.pdf.exe" is not a supported file type',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_, file, message) => {
    const before = await documentCount();
    const response = await upload(t.app, w.user, file);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await documentCount()).toBe(before);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413 and leaves no object behind', async () => {
    const before = await documentCount();
    const response = await upload(t.app, w.user, {
      filename: 'big.txt',
      content: 'a'.repeat(1024 * 1024 + 10),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('"big.txt" is larger than the 1 MB upload limit.');
    expect(await documentCount()).toBe(before);
    const garbage = await queryRows<{ storage_key: string }>(
      t.database.db,
      sql`select storage_key from storage_garbage`,
    );
    for (const { storage_key } of garbage) expect(existsSync(storedPath(storage_key))).toBe(false);
  });

  it('needs a category, and Donor Data must be CSV (spec 000 §5)', async () => {
    const noCategory = await upload(t.app, w.user, { filename: 'a.txt', content: 'x' }, {});
    expect(noCategory.json().error.message).toBe('Please select a category');
    const donor = await upload(
      t.app,
      w.admin,
      { filename: 'gifts.xlsx', content: 'x' },
      { category: 'Donor Data' },
    );
    expect(donor.json().error.message).toBe(
      'Donor Data files must be in CSV format. Please select only CSV files.',
    );
    const csv = await upload(
      t.app,
      w.admin,
      { filename: 'gifts.csv', content: 'name,amount\nA,1\n' },
      { category: 'Donor Data' },
    );
    expect(csv.statusCode).toBe(201);
  });

  it('answers a request without a file with the spec’s message', async () => {
    const body = multipartBody({ category: 'Other' });
    const response = await call(t.app, 'POST', '/api/documents', {
      cookie: w.user.cookie,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please select at least one file to upload');
  });
});

describe('list', () => {
  beforeAll(async () => {
    const today = new Date().toISOString().slice(0, 10);
    const past = '2020-01-01';
    await upload(
      t.app,
      w.admin,
      { filename: 'Volunteer Handbook.md', content: '# Handbook' },
      { category: 'HR', tags: 'volunteers, onboarding', description: 'Rules for SERVE teams' },
    );
    await upload(
      t.app,
      w.admin,
      { filename: 'Old Lease.txt', content: 'lease' },
      { category: 'Legal', expiryDate: past },
    );
    await upload(
      t.app,
      w.admin,
      { filename: 'Due Today.txt', content: 'due' },
      { category: 'Legal', expiryDate: today },
    );
    await upload(t.app, w.admin, { filename: '100%_done.txt', content: 'x' }, { category: 'Reports' });
  });

  it('searches name, tags and description case-insensitively', async () => {
    const byName = (await list('q=HANDBOOK')).json();
    expect(byName.items.map((d: { name: string }) => d.name)).toEqual(['Volunteer Handbook.md']);
    expect((await list('q=onboard')).json().total).toBe(1);
    expect((await list('q=serve%20teams')).json().total).toBe(1);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await list('q=100%25_')).json().items.map((d: { name: string }) => d.name)).toEqual([
      '100%_done.txt',
    ]);
    expect((await list('q=%25%25%25')).json().total).toBe(0);
  });

  it('filters by category, tag and status, computed from the expiry date', async () => {
    expect(
      (await list('category=HR')).json().items.every((d: { category: string }) => d.category === 'HR'),
    ).toBe(true);
    expect((await list('tag=volunteers')).json().total).toBe(1);
    const overdue = (await list('status=Overdue')).json();
    expect(overdue.items.map((d: { name: string }) => d.name)).toEqual(['Old Lease.txt']);
    const soon = (await list('status=Expiring%20Soon')).json();
    expect(soon.items.map((d: { name: string; status: string }) => [d.name, d.status])).toEqual([
      ['Due Today.txt', 'Expiring Soon'],
    ]);
  });

  it('filters by area: the category or a tag contains the term, short terms as whole words', async () => {
    await upload(
      t.app,
      w.admin,
      { filename: 'Server Inventory.txt', content: 'x' },
      { category: 'Operations', tags: 'IT, hardware' },
    );
    await upload(
      t.app,
      w.admin,
      { filename: 'Audit 2026.txt', content: 'x' },
      { category: 'Financial', tags: 'audit' },
    );
    const it = (await list('area=operations/it&pageSize=100')).json();
    expect(it.items.map((d: { name: string }) => d.name)).toEqual(['Server Inventory.txt']);
    const legal = (await list('area=operations/legal&pageSize=100')).json();
    expect(legal.items.every((d: { category: string }) => d.category === 'Legal')).toBe(true);
    expect(legal.total).toBeGreaterThanOrEqual(2);
    expect((await list('area=operations/nowhere')).statusCode).toBe(400);
  });

  it('sorts and pages in the database', async () => {
    const all = (await list('sort=name&order=asc&pageSize=100')).json();
    const names = all.items.map((d: { name: string }) => d.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const page2 = (await list('sort=name&order=asc&pageSize=2&page=2')).json();
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(page2.items.map((d: { name: string }) => d.name)).toEqual(names.slice(2, 4));
    // A page past the end is empty but still says how many there are.
    const beyond = (await list('sort=name&order=asc&pageSize=2&page=999')).json();
    expect(beyond).toMatchObject({ items: [], page: 999, total: all.total });
  });

  it('never shows another organisation’s documents', async () => {
    const theirs = (await list('pageSize=100', w.otherMaster.cookie)).json();
    expect(theirs.total).toBe(0);
  });
});

describe('links and serving', () => {
  let pdfId: string;
  let htmlId: string;

  beforeAll(async () => {
    pdfId = (await upload(t.app, w.user, { filename: 'Report.pdf', content: SAMPLE_FILES.pdf })).json().id;
    htmlId = (
      await upload(t.app, w.user, {
        filename: 'page.html',
        content: '<html><body><script>document.cookie</script><svg onload="alert(1)"></svg></body></html>',
      })
    ).json().id;
  });

  async function link(id: string, disposition = 'inline') {
    const response = await call(t.app, 'GET', `/api/documents/${id}/link?disposition=${disposition}`, {
      cookie: w.user.cookie,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { url: string; expiresAt: string };
  }

  it('serves the bytes behind a link valid for an hour, with no session needed', async () => {
    const { url, expiresAt } = await link(pdfId);
    const seconds = (Date.parse(expiresAt) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(3590);
    expect(seconds).toBeLessThanOrEqual(3600);
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="Report.pdf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves byte ranges (video and audio seeking)', async () => {
    const { url } = await link(pdfId);
    const response = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=5-9' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 5-9/${SAMPLE_FILES.pdf.length}`);
    expect(response.rawPayload.equals(SAMPLE_FILES.pdf.subarray(5, 10))).toBe(true);
  });

  it('serves uploaded HTML as plain text in a sandbox, so its script never runs in Steward’s origin', async () => {
    const inline = await t.app.inject({ method: 'GET', url: (await link(htmlId)).url });
    expect(inline.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(inline.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    const download = await t.app.inject({ method: 'GET', url: (await link(htmlId, 'attachment')).url });
    expect(download.headers['content-disposition']).toBe('attachment; filename="page.html"');
    expect(download.headers['content-security-policy']).toMatch(/^sandbox/);
  });

  it('refuses a tampered or expired link with 403', async () => {
    const { url } = await link(pdfId);
    const [payload, signature] = url.replace('/files/', '').split('.') as [string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    forged.k = forged.k.replace(/[0-9a-f]{8}$/, '00000000');
    const tampered = `/files/${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const tamperedResponse = await t.app.inject({ method: 'GET', url: tampered });
    expect(tamperedResponse.statusCode).toBe(403);
    expect(tamperedResponse.body).toBe('This link is not valid');

    forged.k = JSON.parse(Buffer.from(payload, 'base64url').toString()).k;
    forged.e = Math.floor(Date.now() / 1000) - 1;
    const { FileLinkSigner } = await import('@/platform/file-links');
    const expired = new FileLinkSigner('test-secret-test-secret-test-secret-0123').sign({
      storageKey: forged.k,
      organizationId: forged.o,
      madeBy: forged.m,
      filename: forged.n,
      contentType: forged.t,
      disposition: forged.d,
      size: forged.s,
      expires: forged.e,
    });
    const expiredResponse = await t.app.inject({ method: 'GET', url: `/files/${expired}` });
    expect(expiredResponse.statusCode).toBe(403);
    expect(expiredResponse.body).toBe('This link has expired');
  });

  it('answers 404 for another organisation’s document ids', async () => {
    for (const path of ['', '/link', '/content']) {
      const response = await call(t.app, 'GET', `/api/documents/${pdfId}${path}`, {
        cookie: w.otherMaster.cookie,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Document not found');
    }
    const patch = await call(t.app, 'PATCH', `/api/documents/${pdfId}`, {
      cookie: w.otherMaster.cookie,
      payload: { category: 'Other', tags: [] },
    });
    expect(patch.statusCode).toBe(404);
    const remove = await call(t.app, 'DELETE', `/api/documents/${pdfId}`, { cookie: w.otherMaster.cookie });
    expect(remove.statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/documents/${pdfId}`, { cookie: w.user.cookie })).statusCode).toBe(
      200,
    );
  });
});

describe('editing', () => {
  it('updates properties: empty expiry and description become null, tags are kept', async () => {
    const id = (
      await upload(
        t.app,
        w.user,
        { filename: 'Edit me.txt', content: 'x' },
        { category: 'Other', expiryDate: '2031-05-01', description: 'old' },
      )
    ).json().id;
    const response = await call(t.app, 'PATCH', `/api/documents/${id}`, {
      cookie: w.user.cookie,
      payload: {
        category: 'Governance',
        expiryDate: '',
        tags: ['board', 'board', 'minutes'],
        description: '',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      category: 'Governance',
      expiryDate: null,
      description: null,
      tags: ['board', 'minutes'],
      version: 2,
    });
    const missingCategory = await call(t.app, 'PATCH', `/api/documents/${id}`, {
      cookie: w.user.cookie,
      payload: { category: '', tags: [] },
    });
    expect(missingCategory.json().error.message).toBe('Please select a category');
  });

  it('saves text content, and refuses a save based on an outdated version', async () => {
    const created = (await upload(t.app, w.user, { filename: 'Minutes.md', content: '# v1' })).json();
    const first = await call(t.app, 'GET', `/api/documents/${created.id}/content`, { cookie: w.user.cookie });
    expect(first.json()).toEqual({ content: '# v1', version: 1 });
    const oldKey = await storageKeyOf(created.id);

    const saved = await call(t.app, 'PUT', `/api/documents/${created.id}/content`, {
      cookie: w.admin.cookie,
      payload: { content: '# v2 by the admin', version: 1 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, sizeBytes: 17 });
    expect(existsSync(storedPath(oldKey))).toBe(false);

    const stale = await call(t.app, 'PUT', `/api/documents/${created.id}/content`, {
      cookie: w.user.cookie,
      payload: { content: '# v2 by the user', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/^Someone else saved this document/);
    const now = await call(t.app, 'GET', `/api/documents/${created.id}/content`, { cookie: w.user.cookie });
    expect(now.json()).toEqual({ content: '# v2 by the admin', version: 2 });
  });

  it('says "File Not Editable" for a non-text document', async () => {
    const id = (await upload(t.app, w.user, { filename: 'Logo.png', content: SAMPLE_FILES.png })).json().id;
    const response = await call(t.app, 'GET', `/api/documents/${id}/content`, { cookie: w.user.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('File Not Editable');
  });
});

describe('delete', () => {
  it('removes the record and the stored object', async () => {
    const id = (await upload(t.app, w.user, { filename: 'Temporary.txt', content: 'bye' })).json().id;
    const key = await storageKeyOf(id);
    const response = await call(t.app, 'DELETE', `/api/documents/${id}`, { cookie: w.user.cookie });
    expect(response.statusCode).toBe(204);
    expect(existsSync(storedPath(key))).toBe(false);
    expect((await call(t.app, 'GET', `/api/documents/${id}`, { cookie: w.user.cookie })).statusCode).toBe(
      404,
    );
    const garbage = await queryRows(
      t.database.db,
      sql`select 1 from storage_garbage where storage_key = ${key}`,
    );
    expect(garbage).toHaveLength(0);
  });
});

describe('dashboard', () => {
  it('counts totals, expiring soon, overdue and categories, with 5 recent and 5 upcoming', async () => {
    const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    for (const days of [1, 2, 3, 4]) {
      await upload(
        t.app,
        w.user,
        { filename: `Soon ${days}.txt`, content: 's' },
        { category: 'Other', expiryDate: soon(days) },
      );
    }
    const response = await call(t.app, 'GET', '/api/dashboard', { cookie: w.user.cookie });
    expect(response.statusCode).toBe(200);
    const dashboard = response.json();
    const all = (await list('pageSize=100', w.user.cookie)).json();
    expect(dashboard.totals.documents).toBe(all.total);
    expect(dashboard.totals.overdue).toBe(
      all.items.filter((d: { status: string }) => d.status === 'Overdue').length,
    );
    expect(dashboard.totals.expiringSoon).toBe(
      all.items.filter((d: { status: string }) => d.status === 'Expiring Soon').length,
    );
    expect(dashboard.totals.categories).toBe(
      new Set(all.items.map((d: { category: string }) => d.category)).size,
    );
    expect(dashboard.recent).toHaveLength(5);
    const expiries: string[] = dashboard.upcoming.map((d: { expiryDate: string }) => d.expiryDate);
    expect(expiries).toEqual([...expiries].sort());
    // The nearest to today either way: a document due today comes before one that lapsed in 2020.
    expect(expiries).toContain(new Date().toISOString().slice(0, 10));
    expect(expiries).not.toContain('2020-01-01');
  });

  it('gives a new organisation its totals, all zero, and two empty lists', async () => {
    const email = 'founder.without.documents@example.org';
    await call(t.app, 'POST', '/api/auth/sign-up', { payload: { email, password: PASSWORD } });
    const signIn = await call(t.app, 'POST', '/api/auth/sign-in', { payload: { email, password: PASSWORD } });
    const cookie = cookiePair(signIn.headers['set-cookie']);
    const created = await call(t.app, 'POST', '/api/organizations', {
      cookie,
      payload: { name: 'Empty Chapel' },
    });
    expect(created.statusCode, created.body).toBe(201);

    const response = await call(t.app, 'GET', '/api/dashboard', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      totals: { documents: 0, expiringSoon: 0, overdue: 0, categories: 0 },
      recent: [],
      upcoming: [],
    });
  });
});
