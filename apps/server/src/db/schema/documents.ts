import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { tenantPolicy } from './tenancy';

/** Spec 000 §3 Document. Status is not stored: it is computed from expiry_date when read. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    /** Where the bytes live in storage; never derived from the user's file name. */
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    uploadDate: date('upload_date', { mode: 'string' }).notNull().default(sql`current_date`),
    expiryDate: date('expiry_date', { mode: 'string' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_organization_created_idx').on(t.organizationId, t.createdAt),
    index('documents_organization_expiry_idx').on(t.organizationId, t.expiryDate),
    check('documents_size_not_negative', sql`${t.sizeBytes} >= 0`),
    tenantPolicy('documents', t.organizationId),
  ],
).enableRLS();
