import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { funds } from './batches';
import { donors } from './donors';
import { households } from './households';
import { tenantPolicy } from './tenancy';

/**
 * A campaign (a building fund drive, an annual stewardship drive): one or more funds of the fund
 * list over a date range, with an optional goal. Every gift to its funds in its dates counts
 * towards it, pledged or not; nothing about a gift is stored for it.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    goalCents: bigint('goal_cents', { mode: 'number' }),
    /** A closed campaign takes no new pledges; its pledges and figures stay. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaigns_organization_name_idx').on(t.organizationId, sql`lower(${t.name})`),
    check('campaigns_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('campaigns_goal_positive', sql`${t.goalCents} is null or ${t.goalCents} > 0`),
    tenantPolicy('campaigns', t.organizationId),
  ],
).enableRLS();

/**
 * The funds of a campaign. By the fund's id, since gifts carry its name (a rename moves them, and
 * the campaign follows); a fund merged away hands its campaigns to the fund it went into.
 */
export const campaignFunds = pgTable(
  'campaign_funds',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.fundId] }),
    index('campaign_funds_fund_idx').on(t.fundId),
    tenantPolicy('campaign_funds', t.organizationId),
  ],
).enableRLS();

/**
 * A promise of a donor, or of a household (its joint members give towards it), to a campaign:
 * a total over a date range within the campaign's, with an optional frequency its instalments
 * follow. What was given towards it is read from the gifts each time, never stored.
 */
export const pledges = pgTable(
  'pledges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // A campaign with pledges is closed, never deleted: the reference refuses it.
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    donorId: uuid('donor_id').references(() => donors.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id').references(() => households.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** domain PLEDGE_FREQUENCIES; null: no schedule, expected evenly over its dates. */
    frequency: text('frequency'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The pledge import that added it: undoing that import removes it. */
    importId: uuid('import_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pledges_campaign_idx').on(t.campaignId),
    // One pledge per giver and campaign: a second promise adds to the first.
    uniqueIndex('pledges_campaign_donor_idx')
      .on(t.campaignId, t.donorId)
      .where(sql`${t.donorId} is not null`),
    uniqueIndex('pledges_campaign_household_idx')
      .on(t.campaignId, t.householdId)
      .where(sql`${t.householdId} is not null`),
    index('pledges_donor_idx').on(t.donorId).where(sql`${t.donorId} is not null`),
    index('pledges_household_idx').on(t.householdId).where(sql`${t.householdId} is not null`),
    check('pledges_one_giver', sql`(${t.donorId} is null) <> (${t.householdId} is null)`),
    check('pledges_amount_positive', sql`${t.amountCents} > 0`),
    check('pledges_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'pledges_frequency',
      sql`${t.frequency} is null or ${t.frequency} in ('one-time', 'weekly', 'monthly', 'quarterly', 'yearly')`,
    ),
    tenantPolicy('pledges', t.organizationId),
  ],
).enableRLS();

/**
 * A pledge file read and matched (Giving -> Campaigns -> Import pledges): previewed first, its
 * rows kept as read so the import matches them again; imported, its pledges carry its id; undone,
 * they are gone. A preview not imported within PLEDGE_LIMITS.previewHours is removed.
 */
export const pledgeImports = pgTable(
  'pledge_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** The campaign every row is for; null: each row's Campaign column says. */
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The domain's PledgeFileRead: the rows to match, those refused as read, the rows counted. */
    contents: jsonb('contents').notNull(),
    status: text('status').notNull().default('previewed'),
    pledgesAdded: integer('pledges_added'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('pledge_imports_organization_idx').on(t.organizationId, t.createdAt),
    check('pledge_imports_status', sql`${t.status} in ('previewed', 'imported', 'undone')`),
    tenantPolicy('pledge_imports', t.organizationId),
  ],
).enableRLS();
