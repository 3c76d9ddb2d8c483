import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '@/db/client';
import { type Db, queryRows } from '@/db/client';
import { storageGarbage } from '@/db/schema';
import type { Storage } from './storage';

/** A claimed row is left to its process this long; a crash mid-sweep retries after it. */
const LEASE_MINUTES = 10;
const BATCH = 100;

/**
 * A module whose records point at stored objects. The sweep never removes an object that one of
 * them still references; `removed` lets the owner drop records that are useless without the file.
 */
export interface StorageReferences {
  /** Names the owner in logs and keeps registration idempotent (tests build many apps). */
  owner: string;
  /** The keys among `keys` that a record of this owner still points at. */
  referenced?(db: Db, keys: string[]): Promise<Set<string>>;
  /** Called after the object behind `key` was removed from storage. */
  removed?(db: Db, key: string): Promise<void>;
}

const owners = new Map<string, StorageReferences>();

/** Modules register their references when they are added to the app (their module.ts). */
export function registerStorageReferences(references: StorageReferences) {
  owners.set(references.owner, references);
}

/**
 * Marks a stored object for removal, in the transaction of the change that orphans it; `dueAt`
 * in the future gives an upload in progress time to finish (and to unmark it).
 */
export async function markGarbage(tx: Tx, organizationId: string, storageKey: string, dueAt?: Date) {
  await tx
    .insert(storageGarbage)
    .values({ organizationId, storageKey, ...(dueAt ? { dueAt } : {}) })
    .onConflictDoNothing();
}

/** The object is kept after all (its record committed). */
export async function unmarkGarbage(tx: Tx, storageKey: string) {
  await tx.delete(storageGarbage).where(eq(storageGarbage.storageKey, storageKey));
}

/**
 * Removes the stored objects that are due and that no registered owner still references. Rows
 * are claimed with SKIP LOCKED, so several processes can sweep at once; a referenced object is
 * never removed, only its garbage row.
 */
export async function sweepStorageGarbage(db: Db, storage: Storage, log: FastifyBaseLogger): Promise<number> {
  // Without its owners the sweep cannot tell a live file from a stray one: refuse, never guess.
  if (owners.size === 0) throw new Error('No storage owners are registered: build the app first');
  const claimed = await queryRows<{ storage_key: string }>(
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
        returning g.storage_key`,
  );
  if (claimed.length === 0) return 0;
  const keys = claimed.map((row) => row.storage_key);
  const referenced = new Set<string>();
  for (const references of owners.values()) {
    for (const key of (await references.referenced?.(db, keys)) ?? []) referenced.add(key);
  }
  let removed = 0;
  for (const key of keys) {
    try {
      if (!referenced.has(key)) {
        await storage.delete(key);
        for (const references of owners.values()) await references.removed?.(db, key);
      }
      await db.delete(storageGarbage).where(eq(storageGarbage.storageKey, key));
      if (!referenced.has(key)) removed += 1;
    } catch (error) {
      log.warn({ err: error, storageKey: key }, 'could not remove a stored object; will retry');
    }
  }
  return removed;
}
