import type { Db } from '@/db/client';
import type { Storage } from '@/platform/storage/storage';

/** What the giving areas' services need: the database and where uploaded files are kept. */
export interface GivingDeps {
  db: Db;
  storage: Storage;
}
