import { createTestApp, testConfig } from '@test/app';
import { docxBomb, encryptedPdf, hugePng, pageTreeLoopPdf, scanPng, textPdf } from '@test/document-files';
import { SAMPLE_FILES } from '@test/multipart';
import { buildWorld, call, upload, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { queryRows } from '@/db/client';
import { SEARCH_MATCHES_MAX } from './queries/documents';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ TEXT_READERS: '1', TEXT_TIMEOUT_SECONDS: '60', TEXT_MAX_PAGES: '50' });
  w = await buildWorld(t.app, 'text');
}, 60_000);
afterAll(() => t.close());

/** Runs this app's text reader until nothing is due (main starts it on a timer; tests call it). */
async function readTexts(app = t.app) {
  const job = app.schedule.jobs.find((candidate) => candidate.name === 'read document text');
  if (!job) throw new Error('no text reading job');
  return (await job.run()) as number;
}

async function uploadFile(
  filename: string,
  content: Uint8Array,
  fields: Record<string, string> = { category: 'Legal' },
  app = t.app,
) {
  const response = await upload(
    app,
    w.user,
    { filename, content: Buffer.from(content), contentType: 'application/octet-stream' },
    fields,
  );
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; text: { state: string } };
}

function getDocument(id: string, cookie = w.user.cookie) {
  return call(t.app, 'GET', `/api/documents/${id}`, { cookie });
}

function search(q: string, cookie = w.user.cookie, extra = '') {
  return call(t.app, 'GET', `/api/documents?q=${encodeURIComponent(q)}${extra}`, { cookie });
}

const LEASE = [
  [
    'Lease Agreement for the Fellowship Hall',
    'This lease is made between Grace Community Church and Riverside Properties LLC.',
    'The tenant shall use the premises for worship, meetings and community meals.',
  ],
  [
    'The term of this lease ends on June 30, 2027, unless renewed in writing.',
    'Rent is due on the first day of each month.',
  ],
];

describe('reading text in the background', () => {
  it('reads a PDF after the upload, outside the request, and shows its state and text', async () => {
    const document = await uploadFile('Hall Lease.pdf', await textPdf(LEASE));
    expect(document.text.state).toBe('waiting');

    expect(await readTexts()).toBeGreaterThanOrEqual(1);
    const read = (await getDocument(document.id)).json();
    expect(read.text).toMatchObject({ state: 'done', pages: 2, pagesRead: 2, ocr: false, reason: null });
    expect(read.text.words).toBeGreaterThan(40);

    const text = await call(t.app, 'GET', `/api/documents/${document.id}/text`, { cookie: w.user.cookie });
    expect(text.statusCode).toBe(200);
    expect(text.json().text).toContain('The term of this lease ends on June 30, 2027');
  });

  it('reads a scanned certificate through OCR', async () => {
    const scan = scanPng([
      'CERTIFICATE OF INSPECTION',
      'Fire extinguishers serviced by Apex Fire Safety',
      'This certificate expires on March 31, 2027.',
    ]);
    const document = await uploadFile('Extinguisher Certificate.png', scan);
    await readTexts();
    const read = (await getDocument(document.id)).json();
    expect(read.text).toMatchObject({ state: 'done', ocr: true });
    const text = (
      await call(t.app, 'GET', `/api/documents/${document.id}/text`, { cookie: w.user.cookie })
    ).json();
    expect(text.text).toMatch(/expires on March 31, 2027/);
  });

  it('reads an edited text file again, and searches only its new words', async () => {
    const created = await uploadFile('Usher Notes.txt', Buffer.from('Ushers gather at the narthex doors.'), {
      category: 'Other',
    });
    await readTexts();
    expect((await search('narthex')).json().total).toBe(1);
    const current = (await getDocument(created.id)).json();
    const saved = await call(t.app, 'PUT', `/api/documents/${created.id}/content`, {
      cookie: w.user.cookie,
      payload: { content: 'Ushers gather at the vestibule.', version: current.version },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().text.state).toBe('waiting');
    await readTexts();
    expect((await search('narthex')).json().total).toBe(0);
    expect((await search('vestibule')).json().items.map((item: { id: string }) => item.id)).toEqual([
      created.id,
    ]);
  });
});

describe('search inside documents', () => {
  let leaseId: string;
  let policyId: string;

  beforeAll(async () => {
    leaseId = (
      await uploadFile(
        'Parsonage Lease.pdf',
        await textPdf([['The parsonage renewal is negotiated each spring by the trustees.']]),
      )
    ).id;
    policyId = (
      await uploadFile('Renewal Checklist.txt', Buffer.from('Steps for the office each year.'), {
        category: 'Other',
      })
    ).id;
    await readTexts();
  });

  it('finds a word that appears only inside the text, with a marked snippet', async () => {
    const response = await search('trustees');
    expect(response.statusCode).toBe(200);
    const [hit] = response.json().items;
    expect(hit.id).toBe(leaseId);
    const marked = hit.snippet
      .filter((part: { match: boolean }) => part.match)
      .map((part: { text: string }) => part.text);
    expect(marked).toEqual(['trustees']);
    expect(hit.snippet.map((part: { text: string }) => part.text).join('')).toContain(
      'negotiated each spring by the trustees',
    );
  });

  it('stems English words: "renewals" finds "renewal"', async () => {
    const ids = search('renewals').then((response) =>
      response.json().items.map((item: { id: string }) => item.id),
    );
    expect(await ids).toEqual(expect.arrayContaining([leaseId, policyId]));
  });

  it('ranks a match in the name above a match in the text', async () => {
    const items = (await search('renewal')).json().items.map((item: { id: string }) => item.id);
    expect(items.indexOf(policyId)).toBeLessThan(items.indexOf(leaseId));
  });

  it('matches "quoted phrases" only in that order', async () => {
    expect(
      (await search('"negotiated each spring"')).json().items.map((item: { id: string }) => item.id),
    ).toEqual([leaseId]);
    expect((await search('"spring each negotiated"')).json().total).toBe(0);
  });

  it('matches a phrase with words left out of the index, or beside excluded words, as before word pairs', async () => {
    const ids = async (q: string) =>
      (await search(q)).json().items.map((item: { id: string }) => item.id) as string[];
    // "by the" are stop words: the phrase is 'spring' <3> 'trustee', which no word pair holds.
    expect(await ids('"spring by the trustees"')).toEqual([leaseId]);
    expect(await ids('"negotiated each spring" -checklist')).toEqual([leaseId]);
    expect(await ids('"negotiated each spring" -parsonage')).toEqual([]);
  });

  it('still finds part of a name', async () => {
    expect((await search('arsonag')).json().items.map((item: { id: string }) => item.id)).toEqual([leaseId]);
  });

  it('never shows another organisation the text, its snippet or its document', async () => {
    expect((await search('trustees', w.otherUser.cookie)).json().total).toBe(0);
    const text = await call(t.app, 'GET', `/api/documents/${leaseId}/text`, { cookie: w.otherUser.cookie });
    expect(text.statusCode).toBe(404);
    const suggestions = await call(t.app, 'GET', `/api/documents/${leaseId}/suggestions`, {
      cookie: w.otherUser.cookie,
    });
    expect(suggestions.statusCode).toBe(404);
  });
});

describe('a search with more matches than it ranks', () => {
  const MANY = SEARCH_MATCHES_MAX + 20;

  beforeAll(async () => {
    // Written straight to the table (the API would take minutes for 520 uploads); their text is
    // marked read so the reader leaves them alone.
    await t.database.db.execute(sql`
      insert into documents (organization_id, name, category, storage_key, size_bytes, content_type, sha256, uploaded_by)
      select ${w.organizationA}, 'Hymnal Inventory ' || n || '.txt', 'Other', 'many/' || n, 10, 'text/plain',
             repeat('0', 64), ${w.user.id}
      from generate_series(1, ${MANY}) as n`);
    await t.database.db.execute(
      sql`update document_texts set state = 'done' where document_id in (select id from documents where name like 'Hymnal Inventory %')`,
    );
  });
  afterAll(async () => {
    await t.database.db.execute(sql`delete from documents where name like 'Hymnal Inventory %'`);
  });

  it('counts up to 500 and says more match; best match ranks the first found, a column sort orders them all', async () => {
    const best = (await search('hymnal')).json();
    expect(best).toMatchObject({ total: SEARCH_MATCHES_MAX, more: true });
    expect(best.items).toHaveLength(25);
    expect((await search('hymnal', w.user.cookie, '&page=20')).json().items).toHaveLength(25);
    expect((await search('hymnal', w.user.cookie, '&page=21')).json().items).toHaveLength(0);

    const byName = (await search('hymnal', w.user.cookie, '&sort=name&order=desc')).json();
    expect(byName).toMatchObject({ total: SEARCH_MATCHES_MAX, more: true });
    // The exact order of all 520, not of the first 500 found: 99 is the last name of them all.
    expect(byName.items[0].name).toBe('Hymnal Inventory 99.txt');
    expect((await search('hymnal', w.otherUser.cookie)).json()).toMatchObject({ total: 0, more: false });
  });

  it('counts exactly below 500', async () => {
    expect((await search('inventory 52.')).json()).toMatchObject({ total: 1, more: false });
  });
});

describe('hostile and broken files', () => {
  async function readState(filename: string, content: Uint8Array) {
    const document = await uploadFile(filename, content);
    await readTexts();
    return (await getDocument(document.id)).json() as {
      id: string;
      text: { state: string; reason: string | null };
    };
  }

  it('ends an encrypted PDF in failed, with the reason', async () => {
    const read = await readState('Sealed.pdf', encryptedPdf());
    expect(read.text).toMatchObject({ state: 'failed', reason: 'The PDF is password-protected.' });
  });

  it('ends a PDF whose page tree loops in failed or no text', async () => {
    const read = await readState('Loop.pdf', pageTreeLoopPdf());
    expect(['failed', 'no-text']).toContain(read.text.state);
    expect(read.text.reason).toBeTruthy();
  });

  it('ends a DOCX that unpacks to gigabytes in failed, quickly', async () => {
    const read = await readState('Bomb.docx', docxBomb(1024 ** 3, 1024));
    expect(read.text.state).toBe('failed');
    expect(read.text.reason).toBeTruthy();
  });

  it('ends a corrupt PDF in failed, and an admin may have it read again', async () => {
    const corrupt = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x2a)]);
    const read = await readState('Broken.pdf', corrupt);
    expect(read.text.state).toBe('failed');
    expect(read.text.reason).toBeTruthy();

    const byUser = await call(t.app, 'POST', `/api/documents/${read.id}/text/retry`, {
      cookie: w.user.cookie,
    });
    expect(byUser.statusCode).toBe(403);
    const retriedAt = new Date();
    const byAdmin = await call(t.app, 'POST', `/api/documents/${read.id}/text/retry`, {
      cookie: w.admin.cookie,
    });
    expect(byAdmin.statusCode).toBe(202);
    // The retry wakes this process's reader, which may have taken it already, or even failed it
    // again (a corrupt file fails fast): read_again below proves it was read after the retry.
    expect(['waiting', 'reading', 'failed']).toContain(byAdmin.json().state);
    await readTexts();
    const [again] = await queryRows<{ state: string; read_again: boolean }>(
      t.database.db,
      sql`select state, updated_at >= ${retriedAt.toISOString()}::timestamptz as read_again from document_texts where document_id = ${read.id}`,
    );
    expect(again).toEqual({ state: 'failed', read_again: true });
  });

  it('refuses to retry a document that was read', async () => {
    const document = await uploadFile('Fine.txt', Buffer.from('All good here.'), { category: 'Other' });
    await readTexts();
    const retry = await call(t.app, 'POST', `/api/documents/${document.id}/text/retry`, {
      cookie: w.admin.cookie,
    });
    expect(retry.statusCode).toBe(409);
  });

  it('reads the first pages of a 2,000-page PDF, within the page limit, and says so', async () => {
    const pages = Array.from({ length: 2000 }, (_, index) => [`Page ${index + 1} of the parish register.`]);
    const read = await readState('Register.pdf', await textPdf(pages));
    expect(read.text).toMatchObject({ state: 'done', pages: 2000, pagesRead: 50 });
  });

  it('ends a 50-megapixel image in failed, without decoding it', async () => {
    const read = await readState('Panorama.png', hugePng(10_000, 5_000));
    expect(read.text.state).toBe('failed');
    expect(read.text.reason).toMatch(/50 megapixels/);
  });

  it('ends a PDF with no pages in no text', async () => {
    const read = await readState('Empty.pdf', SAMPLE_FILES.pdf);
    expect(['no-text', 'failed']).toContain(read.text.state);
  });
});

describe('the queue', () => {
  it('puts a document back with a back-off when its file cannot be read, then reads it', async () => {
    const document = await uploadFile('Later.txt', Buffer.from('Read me on the second try.'), {
      category: 'Other',
    });
    await readTexts();
    const [row] = await queryRows<{ storage_key: string }>(
      t.database.db,
      sql`select storage_key from documents where id = ${document.id}`,
    );
    const key = row?.storage_key as string;
    const bytes = Buffer.concat(await (await t.app.storage.get(key)).toArray());
    // The file is gone from storage (an outage) when the document is read again.
    await t.app.storage.delete(key);
    await t.database.db.execute(
      sql`update document_texts set state = 'waiting', attempts = 0, next_attempt_at = now() where document_id = ${document.id}`,
    );
    await readTexts();
    const [waiting] = await queryRows<{ state: string; attempts: number; due_later: boolean }>(
      t.database.db,
      sql`select state, attempts, next_attempt_at > now() + interval '20 seconds' as due_later from document_texts where document_id = ${document.id}`,
    );
    expect(waiting).toEqual({ state: 'waiting', attempts: 1, due_later: true });

    await t.app.storage.put(key, bytes);
    expect(await readTexts()).toBe(0); // not due yet
    await t.database.db.execute(
      sql`update document_texts set next_attempt_at = now() where document_id = ${document.id}`,
    );
    expect(await readTexts()).toBe(1);
    expect((await getDocument(document.id)).json().text).toMatchObject({ state: 'done', reason: null });
  });

  it('reads each document once when two processes share the queue', async () => {
    // Two more processes whose readers have not started: nothing is read until both drain at once.
    const [one, two] = [await createSecondApp(), await createSecondApp()];
    try {
      const ids = [];
      for (let i = 0; i < 6; i++) {
        ids.push(
          (
            await uploadFile(
              `Shared ${i}.txt`,
              Buffer.from(`Shared note number ${i}.`),
              { category: 'Other' },
              one,
            )
          ).id,
        );
      }
      const [first, second] = await Promise.all([readTexts(one), readTexts(two)]);
      expect(first + second).toBe(6);
      const rows = await queryRows<{ state: string; attempts: number }>(
        t.database.db,
        sql`select state, attempts from document_texts where document_id in (${sql.join(ids, sql`, `)})`,
      );
      expect(rows).toHaveLength(6);
      expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('takes back a document whose reader died mid-read once its lease runs out', async () => {
    const document = await uploadFile('Orphan.txt', Buffer.from('Left behind by a crash.'), {
      category: 'Other',
    });
    // A reader that claimed it and died: reading, with a lease that has run out.
    await t.database.db.execute(
      sql`update document_texts set state = 'reading', claim = gen_random_uuid(), attempts = 1, next_attempt_at = now() - interval '1 second' where document_id = ${document.id}`,
    );
    await readTexts();
    const [row] = await queryRows<{ state: string; attempts: number }>(
      t.database.db,
      sql`select state, attempts from document_texts where document_id = ${document.id}`,
    );
    expect(row).toEqual({ state: 'done', attempts: 2 });
  });
});

describe('suggestions', () => {
  it('suggests the expiry date with its sentence, and the category and tags of similar documents', async () => {
    const certificate = (n: number) => [
      [
        'CERTIFICATE OF LIABILITY INSURANCE',
        `Certificate number ${n} issued to Grace Community Church by Shepherd Mutual Insurance.`,
        'General liability coverage for premises, volunteers and church events.',
        `Policy period: January 1, 2026 to December 31, 202${6 + n}.`,
      ],
    ];
    for (const n of [1, 2]) {
      await uploadFile(`Liability Certificate ${n}.pdf`, await textPdf(certificate(n)), {
        category: 'Legal',
        tags: 'insurance, liability',
      });
    }
    const latest = await uploadFile('Liability Certificate 3.pdf', await textPdf(certificate(3)), {
      category: 'Other',
    });
    await readTexts();
    const response = await call(t.app, 'GET', `/api/documents/${latest.id}/suggestions`, {
      cookie: w.user.cookie,
    });
    expect(response.statusCode).toBe(200);
    const suggestions = response.json();
    expect(suggestions.expiry).toEqual({
      date: '2029-12-31',
      sentence: expect.stringContaining('December 31, 2029'),
    });
    expect(suggestions.category).toBe('Legal');
    expect(suggestions.tags).toEqual(expect.arrayContaining(['insurance', 'liability']));
    // Nothing was applied.
    expect((await getDocument(latest.id)).json()).toMatchObject({ category: 'Other', expiryDate: null });
  });
});

/** A second app (a second server process) on the same database and files; closing it leaves both. */
function createSecondApp() {
  return buildApp({
    config: testConfig({ DATA_DIR: t.dataDir, TEXT_READERS: '1' }),
    database: { ...t.database, close: async () => undefined },
    logger: false,
  });
}
