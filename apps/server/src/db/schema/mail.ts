import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './accounts';
import { tenantPolicy } from './tenancy';

export interface OutboxAttachment {
  storageKey: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * Every email Steward sends is first written here, in the same transaction as the change that
 * causes it, so a crash never loses one and a rolled-back change never sends one. With SMTP
 * configured a dispatcher delivers pending rows (several processes may run it: rows are claimed
 * with SKIP LOCKED); without SMTP the row stays as the local outbox.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    recipients: text('recipients').array().notNull(),
    cc: text('cc').array().notNull().default(sql`'{}'::text[]`),
    bcc: text('bcc').array().notNull().default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Stored objects sent as attachments, read from storage when the message is sent. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    /** pending: waits for SMTP; sent; failed: gave up; local: no SMTP configured, kept here. */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'local'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_organization_created_idx').on(t.organizationId, t.createdAt),
    check('outbox_status_valid', sql`${t.status} in ('pending', 'sent', 'failed', 'local')`),
    tenantPolicy('outbox', t.organizationId),
  ],
).enableRLS();
