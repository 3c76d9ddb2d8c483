import { STATEMENT_RUN_STATUSES, type StatementSettings } from '@steward/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { campaigns } from './campaigns';
import { outbox } from './mail';
import { tenantPolicy } from './tenancy';

/** A joint member of a household's statement: whose gifts it lists, under their first name. */
export interface StatementGiver {
  donorId: string;
  firstName: string;
  lastName: string;
  /** Their email as it was when the run was made: each joint member is sent the statement. */
  email: string | null;
}

/** What every contribution statement of an organisation says about it, and its message. */
export const statementSettings = pgTable(
  'statement_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    /** The US employer identification number, as 12-3456789. */
    ein: text('ein'),
    /** The mailing address, one line per line. */
    address: text('address'),
    phone: text('phone'),
    website: text('website'),
    signerName: text('signer_name'),
    signerTitle: text('signer_title'),
    message: text('message').notNull(),
    /** A household's joint members get one statement together. */
    jointStatements: boolean('joint_statements').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPolicy('statement_settings', t.organizationId)],
).enableRLS();

/**
 * One generation of statements: a period, the donors chosen, and its progress. The run is also
 * the queue: a process claims a queued run (or one whose lease ran out) with SKIP LOCKED and
 * renews the lease as it goes, so a run survives a restart and two processes never work on one.
 */
export const statementRuns = pgTable(
  'statement_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** all: every donor who gave in the period; above: those who gave at least min_total; one. */
    selection: text('selection', { enum: ['all', 'above', 'one'] }).notNull(),
    minTotalCents: bigint('min_total_cents', { mode: 'number' }),
    status: text('status', { enum: STATEMENT_RUN_STATUSES }).notNull().default('queued'),
    /**
     * The statement settings as saved when the run was made: its statements print these, and the
     * run shows them, whatever is saved later. Null for runs made before runs kept them.
     */
    settings: jsonb('settings').$type<StatementSettings>(),
    /**
     * A pledge statement run: the campaign its pledgers' statements are of (the period is the
     * campaign's start to the day they are as of), its name as it was, and the letter as the admin
     * wrote it; `settings.message` holds it as printed (its campaign, day and progress written in).
     * Null: a giving statement run.
     */
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    campaignName: text('campaign_name'),
    letter: text('letter'),
    donorCount: integer('donor_count').notNull(),
    donorsDone: integer('donors_done').notNull().default(0),
    /** The combined PDF for printing, in postal-code order, once every statement is made. */
    combinedKey: text('combined_key'),
    /** Failed: why. Done: why the combined PDF could not be made, when it could not (else null). */
    error: text('error'),
    claim: uuid('claim'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('statement_runs_organization_created_idx').on(t.organizationId, t.createdAt),
    index('statement_runs_waiting_idx').on(t.leaseUntil).where(sql`${t.status} in ('queued', 'generating')`),
    check('statement_runs_period_order', sql`${t.periodStart} <= ${t.periodEnd}`),
    tenantPolicy('statement_runs', t.organizationId),
  ],
).enableRLS();

/**
 * Each donor's statement in a run: written when the run is created (so the run's donors are fixed
 * then), its PDF stored as the run works through them, and the email that sent it. The donor's
 * name, email and postal code are kept as they were, so a later merge or correction does not
 * change what was sent.
 */
export const statementDocuments = pgTable(
  'statement_documents',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => statementRuns.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    /**
     * No foreign key: a donor merged away later leaves the statement it was sent. A household's
     * joint statement is its primary member's (else its first joint member's).
     */
    donorId: uuid('donor_id').notNull(),
    /** The household of a joint statement, and who gave in it, as they were when the run was made. */
    householdId: uuid('household_id'),
    givers: jsonb('givers').$type<StatementGiver[]>(),
    /** A pledge statement's pledge. No foreign key: a pledge removed later leaves what was sent. */
    pledgeId: uuid('pledge_id'),
    donorName: text('donor_name').notNull(),
    email: text('email'),
    postalCode: text('postal_code'),
    /** The mailing address as it was, one line per line. */
    address: text('address'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    giftCount: integer('gift_count').notNull(),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    /**
     * Why the PDF could not be made (its renderer ran past its time or memory limit, or failed):
     * the run goes on without it. Null while it waits and once it is made.
     */
    renderError: text('render_error'),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    /** Why its email was not queued (the address is not one valid address): no outbox row then. */
    emailError: text('email_error'),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.donorId] }),
    tenantPolicy('statement_documents', t.organizationId),
  ],
).enableRLS();

/**
 * A joint statement's further emails: one per joint member's address beyond the statement's own
 * (`statement_documents.email`), so that each is sent a message of their own, never one message to
 * several. Written with the run; each copy's outbox row says whether it was sent.
 */
export const statementCopies = pgTable(
  'statement_copies',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => statementRuns.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    /** The statement's donor (its `statement_documents` row). */
    donorId: uuid('donor_id').notNull(),
    /** The joint member it goes to. */
    recipientId: uuid('recipient_id').notNull(),
    email: text('email').notNull(),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    emailError: text('email_error'),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.donorId, t.recipientId] }),
    tenantPolicy('statement_copies', t.organizationId),
  ],
).enableRLS();
