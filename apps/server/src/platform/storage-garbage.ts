import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '@/db/client';
import type { Storage } from './storage/storage';

/** A claimed row is left to its process this long; a crash mid-sweep retries after it. */
const LEASE_MINUTES = 10;
const BATCH = 100;

/**
 * Removes stored objects that no document needs any more (see db/schema/documents.ts
 * storageGarbage), and the donor imports that were previewed but not merged in time. Rows are claimed with SKIP LOCKED, so several processes can sweep at once; an
 * object a document still points at is never removed, only its garbage row.
 */
export async function sweepStorageGarbage(db: Db, storage: Storage, log: FastifyBaseLogger): Promise<number> {
  const claimed = await queryRows<{ storage_key: string; referenced: boolean }>(
    db,
    sql`update storage_garbage g
        set due_at = now() + make_interval(mins => ${LEASE_MINUTES})
        where g.storage_key in (
          select storage_key from storage_garbage
          where due_at <= now()
          order by due_at
          limit ${BATCH}
          for update skip locked
        )
        returning g.storage_key,
          exists (select 1 from documents d where d.storage_key = g.storage_key) as referenced`,
  );
  let removed = 0;
  for (const { storage_key: key, referenced } of claimed) {
    try {
      if (!referenced) {
        await storage.delete(key);
        // A donor file previewed but never merged: its import cannot be merged without the file.
        await db.execute(sql`delete from donor_imports where storage_key = ${key} and status = 'pending'`);
      }
      await db.execute(sql`delete from storage_garbage where storage_key = ${key}`);
      if (!referenced) removed += 1;
    } catch (error) {
      log.warn({ err: error, storageKey: key }, 'could not remove a stored object; will retry');
    }
  }
  return removed;
}
