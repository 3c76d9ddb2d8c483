import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { tenantPolicy } from './tenancy';

/**
 * Integration cards an organisation changed or added (spec 000 §3 Integration). A row with
 * `builtin_id` customises that built-in card (packages/domain integrations); a row without one is a
 * custom integration. Built-ins nobody customised have no row.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    builtinId: text('builtin_id'),
    /** The operations category page the card is on (a slug). */
    operationsCategory: text('operations_category').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
    category: text('category').notNull(),
    note: text('note'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('integrations_one_override_per_builtin').on(t.organizationId, t.builtinId),
    index('integrations_organization_category_idx').on(t.organizationId, t.operationsCategory),
    check('integrations_url_http', sql`${t.url} ~* '^https?://'`),
    tenantPolicy('integrations', t.organizationId),
  ],
).enableRLS();

/**
 * Spec 000 §3 Integration contact, keyed like the original (the lowercased hyphenated service
 * name for built-ins, which is their id; a custom integration's uuid otherwise).
 */
export const integrationContacts = pgTable(
  'integration_contacts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    integrationKey: text('integration_key').notNull(),
    name: text('name'),
    title: text('title'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    notes: text('notes'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.integrationKey] }),
    tenantPolicy('integration_contacts', t.organizationId),
  ],
).enableRLS();

/** Spec 000 §3 Corporate status: one per organisation. */
export const corporateStatus = pgTable(
  'corporate_status',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entityName: text('entity_name').notNull(),
    entityType: text('entity_type').notNull(),
    status: text('status').notNull(),
    filingDate: date('filing_date', { mode: 'string' }),
    nextDueDate: date('next_due_date', { mode: 'string' }),
    annualReportStatus: text('annual_report_status').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPolicy('corporate_status', t.organizationId)],
).enableRLS();

/** Who belongs to which department: Manage Access sets it, the real Team Members count reads it. */
export const departmentMembers = pgTable(
  'department_members',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    departmentSlug: text('department_slug').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.departmentSlug, t.userId] }),
    tenantPolicy('department_members', t.organizationId),
  ],
).enableRLS();
