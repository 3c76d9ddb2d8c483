import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { insightCache } from '@/db/schema';

// The economic data cache is shared by every organisation: it holds public series only.

export function readCache(db: Db, keys: string[]) {
  return db.select().from(insightCache).where(inArray(insightCache.key, keys));
}

export async function writeCache(db: Db, key: string, payload: unknown, ok: boolean, fetchedAt: Date) {
  await db
    .insert(insightCache)
    .values({ key, payload, ok, fetchedAt })
    .onConflictDoUpdate({ target: insightCache.key, set: { payload, ok, fetchedAt } });
}
