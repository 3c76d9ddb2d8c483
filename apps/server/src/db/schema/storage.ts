import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './accounts';
import { tenantPolicy } from './tenancy';

// Owned by platform/storage/garbage.ts, which alone reads and writes it.

/**
 * Stored objects to remove: written in the same transaction as the change that orphans them (a
 * deleted document, replaced text) or before an upload starts (removed again when its record
 * commits). A sweep deletes what is due, so no crash leaves a stray file or a half-deleted
 * document.
 */
export const storageGarbage = pgTable(
  'storage_garbage',
  {
    storageKey: text('storage_key').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Not before: an upload in progress is given time to finish. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('storage_garbage_due_idx').on(t.dueAt), tenantPolicy('storage_garbage', t.organizationId)],
).enableRLS();
