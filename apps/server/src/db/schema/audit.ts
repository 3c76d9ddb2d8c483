import { AUDIT_ACTIONS } from '@steward/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { tenantPolicy } from './tenancy';

/**
 * Who did what in an organisation and when. Append-only: the tenant role may insert and read
 * rows but not change or delete them (migration 0003).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /** What the action was done to, as it read at the time (an email address). */
    target: text('target'),
    detail: text('detail'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_organization_created_idx').on(t.organizationId, t.createdAt.desc()),
    check('audit_log_action_valid', sql.raw(`action in (${AUDIT_ACTIONS.map((a) => `'${a}'`).join(', ')})`)),
    tenantPolicy('audit_log', t.organizationId),
  ],
).enableRLS();
