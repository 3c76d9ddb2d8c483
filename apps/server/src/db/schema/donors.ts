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
import { documents } from './documents';
import { tenantPolicy } from './tenancy';

/**
 * Spec 001 §3 Donor, one per organisation and identity (lower-cased first + last name). The
 * totals are kept up to date by each import, so the directory and the analysis never sum the
 * donations table on a read.
 */
export const donors = pgTable(
  'donors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorKey: text('donor_key').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The mailing address, each part the latest non-empty value an import gave (or an admin's correction). */
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    /** State, province or region. */
    region: text('region'),
    postalCode: text('postal_code'),
    country: text('country'),
    /** The offering-envelope number the church gave the donor, for entering a count by number. */
    envelopeNumber: text('envelope_number'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    giftCount: integer('gift_count').notNull().default(0),
    firstGift: date('first_gift', { mode: 'string' }),
    lastGift: date('last_gift', { mode: 'string' }),
    /**
     * The import that created the donor, so undoing it removes the donors it brought in (and no
     * other). Without a foreign key, as the gifts' own import_id: the history keeps only the last
     * imports, and a donor outlives the record of the import that made them.
     */
    importId: uuid('import_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('donors_organization_key_idx').on(t.organizationId, t.donorKey),
    uniqueIndex('donors_envelope_number_idx')
      .on(t.organizationId, t.envelopeNumber)
      .where(sql`${t.envelopeNumber} is not null`),
    // The directory's sorts (queries/donors.ts ORDER), each with its tie-breaker, read forwards for
    // ascending and backwards for descending: a page without sorting every donor.
    index('donors_organization_total_idx').on(t.organizationId, t.totalCents, t.id),
    index('donors_directory_last_gift_idx').on(t.organizationId, t.lastGift.asc().nullsFirst(), t.id),
    index('donors_directory_name_idx').on(
      t.organizationId,
      sql`lower(${t.lastName})`,
      sql`lower(${t.firstName})`,
      t.id,
    ),
    tenantPolicy('donors', t.organizationId),
  ],
).enableRLS();

/**
 * The identity of a donor merged into another (two giving systems naming one person differently):
 * a later import that names the merged-away donor adds the gifts to the survivor instead.
 */
export const donorAliases = pgTable(
  'donor_aliases',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorKey: text('donor_key').notNull(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.donorKey] }),
    index('donor_aliases_donor_idx').on(t.donorId),
    tenantPolicy('donor_aliases', t.organizationId),
  ],
).enableRLS();

/**
 * Two donors an admin marked "Not a duplicate", so the pair is never suggested again: the smaller
 * id first. Removed with either donor (a merge, Clear All Data).
 */
export const donorDuplicateDismissals = pgTable(
  'donor_duplicate_dismissals',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    otherDonorId: uuid('other_donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.donorId, t.otherDonorId] }),
    index('donor_duplicate_dismissals_other_idx').on(t.otherDonorId),
    check('donor_duplicate_dismissals_ordered', sql`${t.donorId} < ${t.otherDonorId}`),
    tenantPolicy('donor_duplicate_dismissals', t.organizationId),
  ],
).enableRLS();

/**
 * Spec 001 §3 Donation. A gift is the `occurrence`-th gift of its amount on its date to its fund by
 * its donor, so importing the same rows again adds nothing while two equal gifts in one file stay
 * two; a gift with the export's own transaction id is also never added twice.
 */
export const donations = pgTable(
  'donations',
  {
    // No foreign keys: a per-row key check costs more than a third of a million-gift import.
    // Gifts are only ever written by the merge, joined to their donor, and removed with them
    // (clear.ts); row-level security keeps organisations apart.
    organizationId: uuid('organization_id').notNull(),
    donorId: uuid('donor_id').notNull(),
    giftDate: date('gift_date', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The fund, campaign or designation of the export; '' when it has none. */
    fund: text('fund').notNull().default(''),
    occurrence: integer('occurrence').notNull().default(1),
    /** The export's own id of the gift (transaction, gift or donation id), when it has one. */
    externalId: text('external_id'),
    /** The import that added it. */
    importId: uuid('import_id'),
    /**
     * The committed contribution batch, and its gift, it was entered by hand in (batches.ts): a
     * reopened batch or a reversed gift takes exactly its own donations out again.
     */
    batchId: uuid('batch_id'),
    batchGiftId: uuid('batch_gift_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('donations_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
    // The gift's identity is its key: no surrogate id, whose index would cost every imported gift
    // one more write. A donor belongs to one organisation, so the donor id leads; it also serves
    // "this donor's gifts in this month" for the monthly rollup.
    primaryKey({
      name: 'donations_identity_pk',
      columns: [t.donorId, t.giftDate, t.amountCents, t.fund, t.occurrence],
    }),
    // Planning Center splits one gift across funds under one donation id: the fund is part of it.
    uniqueIndex('donations_external_id_idx')
      .on(t.organizationId, t.externalId, t.fund)
      .where(sql`${t.externalId} is not null`),
    check('donations_amount_positive', sql`${t.amountCents} > 0`),
    tenantPolicy('donations', t.organizationId),
  ],
).enableRLS();

/**
 * A refund of a gift, from an export row with a negative amount (a PayPal or Stripe refund, a
 * reversed check). Spec 001 §5 keeps only amounts above 0 as gifts, so refunds stay out of the
 * donations and every figure of the analysis; a giving statement lists the refunds of its period
 * and subtracts them from the total. Its identity is that of a gift: the `occurrence`-th refund of
 * its amount (kept positive) on its date and fund by its donor.
 */
export const donorRefunds = pgTable(
  'donor_refunds',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Refunds are few, so unlike the gifts they keep their foreign key.
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    refundDate: date('refund_date', { mode: 'string' }).notNull(),
    /** The amount refunded, above 0. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    fund: text('fund').notNull().default(''),
    occurrence: integer('occurrence').notNull().default(1),
    externalId: text('external_id'),
    importId: uuid('import_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'donor_refunds_identity_pk',
      columns: [t.donorId, t.refundDate, t.amountCents, t.fund, t.occurrence],
    }),
    uniqueIndex('donor_refunds_external_id_idx')
      .on(t.organizationId, t.externalId, t.fund)
      .where(sql`${t.externalId} is not null`),
    check('donor_refunds_amount_positive', sql`${t.amountCents} > 0`),
    tenantPolicy('donor_refunds', t.organizationId),
  ],
).enableRLS();

/** Giving per calendar month, rebuilt for the months an import touches: the monthly trends. */
export const donationMonths = pgTable(
  'donation_months',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    giftCount: integer('gift_count').notNull(),
    donorCount: integer('donor_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.month] }),
    tenantPolicy('donation_months', t.organizationId),
  ],
).enableRLS();

/** Each donor's giving per calendar year: year-over-year retention, LYBUNT and SYBUNT. */
export const donorYears = pgTable(
  'donor_years',
  {
    // No foreign keys, as donations: the organisation's key check cost a first import of
    // 1,000,000 gifts 0.8 s (250,000 year rows). Written only by the merge and the donor
    // figures, removed with the donors (clear.ts); row-level security keeps organisations apart.
    organizationId: uuid('organization_id').notNull(),
    donorId: uuid('donor_id').notNull(),
    year: integer('year').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    giftCount: integer('gift_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.donorId, t.year] }),
    index('donor_years_organization_year_idx').on(t.organizationId, t.year),
    tenantPolicy('donor_years', t.organizationId),
  ],
).enableRLS();

/**
 * One donor file on its way in: uploaded and previewed (pending), then merged or failed. The merged
 * ones are the upload history (spec 001 §3, the last 50 kept).
 */
export const donorImports = pgTable(
  'donor_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** Where a pending upload waits for its merge; null once merged, or for a document's import. */
    storageKey: text('storage_key'),
    source: text('source', { enum: ['upload', 'document'] })
      .notNull()
      .default('upload'),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'merged', 'failed'] })
      .notNull()
      .default('pending'),
    /** The column mapping the merge used (or will use): field -> column index. */
    mapping: jsonb('mapping'),
    recordsProcessed: integer('records_processed'),
    recordsAdded: integer('records_added'),
    totalRecords: integer('total_records'),
    /** Donors the merge created, refunds it added, and donors its added gifts came from (null before these were kept). */
    donorsAdded: integer('donors_added'),
    refundsAdded: integer('refunds_added'),
    giftDonors: integer('gift_donors'),
    /** The rows the merge left out and the problems of its values ({dropped, rowProblems}, as read). */
    report: jsonb('report'),
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mergedAt: timestamp('merged_at', { withTimezone: true }),
    /** A merged import undone: its gifts, refunds and the donors it created are gone; the record stays. */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('donor_imports_organization_merged_idx').on(t.organizationId, t.mergedAt),
    tenantPolicy('donor_imports', t.organizationId),
  ],
).enableRLS();
