import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '@test/app';
import { freePort } from '@test/free-port';
import { SAMPLE_FILES } from '@test/multipart';
import { buildWorld, call, upload, type World } from '@test/world';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BUCKET = 'steward-documents';
let server: S3rver;
let directory: string;
let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'steward-s3-'));
  const port = await freePort();
  server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await server.run();
  t = await createTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  w = await buildWorld(t.app, 's3');
}, 60_000);
afterAll(async () => {
  await t.close();
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('documents on S3-compatible storage', () => {
  it('uploads to the bucket, links through a presigned URL, edits and deletes', async () => {
    const created = await upload(t.app, w.user, { filename: 'Report.pdf', content: SAMPLE_FILES.pdf });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    const link = await call(t.app, 'GET', `/api/documents/${id}/link?disposition=attachment`, {
      cookie: w.user.cookie,
    });
    const { url } = link.json();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/steward-documents\/org\//);
    expect(url).toContain('X-Amz-Expires=3600');
    const fetched = await fetch(url);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(fetched.headers.get('content-disposition')).toBe('attachment; filename="Report.pdf"');

    const text = (await upload(t.app, w.user, { filename: 'Notes.txt', content: 'first' })).json();
    const saved = await call(t.app, 'PUT', `/api/documents/${text.id}/content`, {
      cookie: w.user.cookie,
      payload: { content: 'second', version: 1 },
    });
    expect(saved.statusCode).toBe(200);
    const content = await call(t.app, 'GET', `/api/documents/${text.id}/content`, { cookie: w.user.cookie });
    expect(content.json().content).toBe('second');

    expect((await call(t.app, 'DELETE', `/api/documents/${id}`, { cookie: w.user.cookie })).statusCode).toBe(
      204,
    );
    const gone = await fetch(url);
    expect(gone.status).toBe(404);
  });
});

describe('Donor Data links on S3-compatible storage', () => {
  it('are Steward’s own, not presigned, so each use checks that their maker may still see donor data', async () => {
    const content = 'First Name,Amount\nAnn,5\n';
    const created = await upload(
      t.app,
      w.admin,
      { filename: 'giving.csv', content },
      { category: 'Donor Data' },
    );
    const { url } = (
      await call(t.app, 'GET', `/api/documents/${created.json().id}/link`, { cookie: w.admin.cookie })
    ).json();
    expect(url).toMatch(/^\/files\//);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(content);

    const demoted = await call(t.app, 'PATCH', `/api/members/${w.admin.id}/role`, {
      cookie: w.master.cookie,
      payload: { role: 'user' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('reading text on S3-compatible storage', () => {
  it('reads the object from the bucket and finds the document by a word inside it', async () => {
    const created = await upload(t.app, w.user, {
      filename: 'Bucket Notes.txt',
      content: 'The sexton keeps the bell tower keys.',
    });
    const job = t.app.schedule.jobs.find((candidate) => candidate.name === 'read document text');
    await job?.run();
    const found = await call(t.app, 'GET', '/api/documents?q=sexton', { cookie: w.user.cookie });
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([created.json().id]);
    expect(found.json().items[0].text).toMatchObject({ state: 'done', words: 7 });
  });
});

describe('content security policy with S3', () => {
  it('lets the app load previews from the bucket', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(page.headers['content-security-policy']);
    const bucket = new URL(await bucketUrl());
    for (const directive of ['img-src', 'media-src', 'frame-src', 'connect-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*${bucket.origin.replaceAll('.', '\\.')}`));
    }
  });
});

/** A presigned link's URL, to learn the bucket's origin as the browser will see it. */
async function bucketUrl(): Promise<string> {
  const id = (await upload(t.app, w.user, { filename: 'Probe.txt', content: 'p' })).json().id;
  return (await call(t.app, 'GET', `/api/documents/${id}/link`, { cookie: w.user.cookie })).json().url;
}
