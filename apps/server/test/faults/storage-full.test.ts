import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { STORAGE_FULL } from '@/platform/error-handler';
import { LocalDiskStorage } from '@/platform/storage/local-disk';
import type { Storage } from '@/platform/storage/storage';
import { createTestApp } from '../app';
import { multipartBody } from '../multipart';
import { buildWorld, call, upload, type World } from '../world';
import { storedFiles } from './disk';

// Issue: a storage write that fails (a full disk) leaves no record claiming the file was saved,
// and the person uploading is told what happened in words, not "something went wrong".

/**
 * The local disk, full: a put reads the whole body into its partial file (so the request is
 * consumed to its end, as when the disk fills on the last block) and then fails with ENOSPC.
 */
class FullDisk implements Storage {
  full = true;
  puts = 0;

  constructor(private readonly disk: Storage) {}

  async put(key: string, body: Readable | Buffer, contentType?: string) {
    if (!this.full) return this.disk.put(key, body, contentType);
    this.puts += 1;
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    async function* untilFull() {
      for await (const chunk of source) yield chunk as Buffer;
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        errno: -28,
        syscall: 'write',
      });
    }
    return this.disk.put(key, Readable.from(untilFull()), contentType);
  }
  get: Storage['get'] = (key, range) => this.disk.get(key, range);
  delete: Storage['delete'] = (key) => this.disk.delete(key);
  signedUrl: Storage['signedUrl'] = (key, options) => this.disk.signedUrl(key, options);
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
let storage: FullDisk;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      storage: (dataDir) => {
        storage = new FullDisk(new LocalDiskStorage(dataDir));
        return storage;
      },
    },
  );
  w = await buildWorld(t.app, 'diskfull');
}, 60_000);
afterAll(() => t?.close());

async function counts() {
  const n = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: string | number }>(t.database.db, query))[0]?.n);
  return {
    documents: await n(sql`select count(*) as n from documents`),
    donorImports: await n(sql`select count(*) as n from donor_imports`),
    audit: await n(sql`select count(*) as n from audit_log`),
  };
}

/** 600 KB of text: several chunks, so the partial file really grows before the disk is full. */
const MINUTES = 'Minutes of the finance committee, item after item.\n'.repeat(12_000);
const GIFTS = ['transaction ID,first name,last name,amount,received on']
  .concat(Array.from({ length: 20_000 }, (_, i) => `D-${i},Ann,Lee${i % 50},$${(i % 90) + 10}.00,01/15/2024`))
  .join('\n');

function donorUpload(content: string) {
  const body = multipartBody({}, { filename: 'giving.csv', content, contentType: 'text/csv' });
  return call(t.app, 'POST', '/api/donors/imports', {
    cookie: w.admin.cookie,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
}

describe('storage refuses writes (disk full)', () => {
  it('an upload answers 507 with a plain message and leaves no document, audit entry or file', async () => {
    const before = await counts();
    storage.full = true;
    const puts = storage.puts;
    const response = await upload(t.app, w.admin, { filename: 'Minutes.txt', content: MINUTES });
    expect(storage.puts).toBe(puts + 1);
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ error: { code: 'unavailable', message: STORAGE_FULL } });
    expect(await counts()).toEqual(before);
    const list = await call(t.app, 'GET', '/api/documents', { cookie: w.admin.cookie });
    expect(list.json().total).toBe(before.documents);
    expect(storedFiles(t.dataDir)).toEqual([]);
  });

  it('a donor file answers 507 with a plain message and leaves no import, audit entry or file', async () => {
    const before = await counts();
    storage.full = true;
    const puts = storage.puts;
    const response = await donorUpload(GIFTS);
    expect(storage.puts).toBe(puts + 1);
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ error: { code: 'unavailable', message: STORAGE_FULL } });
    expect(await counts()).toEqual(before);
    expect(storedFiles(t.dataDir)).toEqual([]);
  });

  it('once there is room again, the same uploads succeed', async () => {
    storage.full = false;
    const document = await upload(t.app, w.admin, { filename: 'Minutes.txt', content: MINUTES });
    expect(document.statusCode, document.body).toBe(201);
    const donors = await donorUpload(GIFTS);
    expect(donors.statusCode, donors.body).toBe(200);
    expect(storedFiles(t.dataDir)).toHaveLength(2);
  });
});
