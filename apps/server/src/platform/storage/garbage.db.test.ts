import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp } from '@test/app';
import { multipartBody } from '@test/multipart';
import { buildWorld, call, upload, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { sweepStorageGarbage } from './garbage';
import type { Storage } from './storage';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
const silent = { warn: () => {} } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'garbage');
}, 60_000);
afterAll(() => t.close());

async function storageKeyOf(id: string) {
  const [row] = await queryRows<{ storage_key: string }>(
    t.database.db,
    sql`select storage_key from documents where id = ${id}`,
  );
  return row?.storage_key as string;
}

const onDisk = (key: string) => existsSync(join(t.dataDir, 'files', key));

describe('storage garbage', () => {
  it('deletes the record even when storage refuses, and the sweep removes the object later', async () => {
    const id = (await upload(t.app, w.user, { filename: 'Stubborn.txt', content: 'x' })).json().id;
    const key = await storageKeyOf(id);
    const realDelete = t.app.storage.delete.bind(t.app.storage);
    t.app.storage.delete = async () => {
      throw new Error('disk unavailable');
    };
    try {
      const response = await call(t.app, 'DELETE', `/api/documents/${id}`, { cookie: w.user.cookie });
      expect(response.statusCode).toBe(204);
    } finally {
      t.app.storage.delete = realDelete;
    }
    expect((await call(t.app, 'GET', `/api/documents/${id}`, { cookie: w.user.cookie })).statusCode).toBe(
      404,
    );
    expect(onDisk(key)).toBe(true);

    expect(await sweepStorageGarbage(t.database.db, t.app.storage, silent)).toBe(1);
    expect(onDisk(key)).toBe(false);
    expect(
      await queryRows(t.database.db, sql`select 1 from storage_garbage where storage_key = ${key}`),
    ).toHaveLength(0);
  });

  it('removes a donor file previewed but not merged within a day, and its pending import', async () => {
    const body = multipartBody(
      {},
      { filename: 'late.csv', content: 'First Name,Last Name,Amount,Date\nAnn,Lee,$5,2024-01-02\n' },
    );
    const previewed = await call(t.app, 'POST', '/api/donors/imports', {
      cookie: w.master.cookie,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(previewed.statusCode, previewed.body).toBe(200);
    const importId = previewed.json().importId;
    const [row] = await queryRows<{ storage_key: string }>(
      t.database.db,
      sql`select storage_key from donor_imports where id = ${importId}`,
    );
    const key = row?.storage_key as string;
    expect(onDisk(key)).toBe(true);
    // A day later.
    await t.database.db.execute(
      sql`update storage_garbage set due_at = now() - interval '1 minute' where storage_key = ${key}`,
    );
    await sweepStorageGarbage(t.database.db, t.app.storage, silent);
    expect(onDisk(key)).toBe(false);
    expect(
      await queryRows(t.database.db, sql`select 1 from donor_imports where id = ${importId}`),
    ).toHaveLength(0);
    const merged = await call(t.app, 'POST', `/api/donors/imports/${importId}/merge`, {
      cookie: w.master.cookie,
      payload: {},
    });
    expect(merged.statusCode).toBe(404);
    expect(merged.json().error.message).toBe('Import not found');
  });

  it('never removes an object a document still uses', async () => {
    const id = (await upload(t.app, w.user, { filename: 'Keep.txt', content: 'keep' })).json().id;
    const key = await storageKeyOf(id);
    await t.database.db.execute(
      sql`insert into storage_garbage (storage_key, organization_id) values (${key}, ${w.organizationA})`,
    );
    expect(await sweepStorageGarbage(t.database.db, t.app.storage, silent)).toBe(0);
    expect(onDisk(key)).toBe(true);
    const content = await call(t.app, 'GET', `/api/documents/${id}/content`, { cookie: w.user.cookie });
    expect(content.json().content).toBe('keep');
  });

  it('leaves an upload in progress alone until its grace period is over', async () => {
    const failing: Storage = { ...t.app.storage, delete: async () => {} };
    await t.database.db.execute(
      sql`insert into storage_garbage (storage_key, organization_id, due_at)
          values ('org/x/documents/in-progress', ${w.organizationA}, now() + interval '1 hour')`,
    );
    expect(await sweepStorageGarbage(t.database.db, failing, silent)).toBe(0);
    expect(
      await queryRows(
        t.database.db,
        sql`select 1 from storage_garbage where storage_key = 'org/x/documents/in-progress'`,
      ),
    ).toHaveLength(1);
  });
});
