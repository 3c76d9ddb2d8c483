import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { donors } from './donors';
import { tenantPolicy } from './tenancy';

/**
 * A household: two or more donors who give together, one giving unit for statements and
 * letters. Each gift stays its donor's; the household only groups them. Dissolved when fewer than
 * two members remain (a household of one is a person).
 */
export const households = pgTable(
  'households',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** An admin wrote the name: it no longer follows who joins or leaves. */
    nameChosen: boolean('name_chosen').notNull().default(false),
    /** The member whose mailing address the household's statements go to. */
    primaryDonorId: uuid('primary_donor_id').references(() => donors.id, { onDelete: 'set null' }),
    /** The offering-envelope number the household shares. */
    envelopeNumber: text('envelope_number'),
    /**
     * The household column's value of the donor files that made or found it (a Planning Center
     * household id, a Breeze family): a later file's donor of that value joins it.
     */
    sourceKey: text('source_key'),
    /** The import that made it: undoing that import removes it. No foreign key, as donors' import_id. */
    importId: uuid('import_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('households_organization_idx').on(t.organizationId),
    uniqueIndex('households_envelope_number_idx')
      .on(t.organizationId, t.envelopeNumber)
      .where(sql`${t.envelopeNumber} is not null`),
    uniqueIndex('households_source_key_idx')
      .on(t.organizationId, t.sourceKey)
      .where(sql`${t.sourceKey} is not null`),
    tenantPolicy('households', t.organizationId),
  ],
).enableRLS();

/** A donor's place in a household: one household at most (the donor is the key). */
export const householdMembers = pgTable(
  'household_members',
  {
    donorId: uuid('donor_id')
      .primaryKey()
      .references(() => donors.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    /** False: the member opted out (files separately); their gifts stay on a statement of their own. */
    givesJointly: boolean('gives_jointly').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The import whose household column joined them: undoing that import takes them out again. */
    importId: uuid('import_id'),
  },
  (t) => [
    index('household_members_household_idx').on(t.householdId),
    tenantPolicy('household_members', t.organizationId),
  ],
).enableRLS();

/**
 * Suggested households marked "Not a household": the suggestion's donors as one key (their ids
 * sorted, joined by commas), so the same donors are not suggested again; a donor joining the
 * group makes another key, suggested anew. No foreign key: a key of a donor deleted since
 * matches nothing.
 */
export const householdSuggestionDismissals = pgTable(
  'household_suggestion_dismissals',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorIds: text('donor_ids').notNull(),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.donorIds] }),
    tenantPolicy('household_suggestion_dismissals', t.organizationId),
  ],
).enableRLS();
