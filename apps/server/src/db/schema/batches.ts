import { BATCH_STATUSES, GIFT_ENTRY_KINDS, GIFT_METHODS } from '@steward/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { documents } from './documents';
import { donors } from './donors';
import { tenantPolicy } from './tenancy';

/**
 * A contribution batch: the gifts of one count (a Sunday's plate, a week's mail), entered by hand
 * against the count sheet's control figures, and counted nowhere until committed. "Balanced" is not
 * stored: it is an open batch whose entered figures equal its control figures (domain batchState).
 */
export const contributionBatches = pgTable(
  'contribution_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The date the gifts were received (the service's date). */
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    depositDate: date('deposit_date', { mode: 'string' }),
    /** The bank account the deposit goes to, as the treasurer names it ("Operating, ...1234"). */
    bankAccount: text('bank_account'),
    note: text('note'),
    /** The count sheet's control figures, typed in before entry. */
    expectedCount: integer('expected_count').notNull(),
    expectedTotalCents: bigint('expected_total_cents', { mode: 'number' }).notNull(),
    /** Cash and checks expected separately, when the count sheet has them. */
    expectedCashCents: bigint('expected_cash_cents', { mode: 'number' }),
    expectedCheckCents: bigint('expected_check_cents', { mode: 'number' }),
    /** The defaults of each new gift: fund ('' = general), method and date (null = received date). */
    defaultFund: text('default_fund').notNull().default(''),
    defaultMethod: text('default_method', { enum: GIFT_METHODS }).notNull().default('check'),
    defaultGiftDate: date('default_gift_date', { mode: 'string' }),
    status: text('status', { enum: BATCH_STATUSES }).notNull().default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    committedBy: uuid('committed_by').references(() => users.id, { onDelete: 'set null' }),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    /** Committed by the member who entered the most gifts, with dual control turned off. */
    loneCommit: boolean('lone_commit').notNull().default(false),
    depositedBy: uuid('deposited_by').references(() => users.id, { onDelete: 'set null' }),
    depositedAt: timestamp('deposited_at', { withTimezone: true }),
    /** The last accounting export that included the batch (a second export warns). */
    exportedBy: uuid('exported_by').references(() => users.id, { onDelete: 'set null' }),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
  },
  (t) => [
    index('contribution_batches_organization_received_idx').on(t.organizationId, t.receivedDate),
    check('contribution_batches_status_valid', sql`${t.status} in ('open', 'committed', 'deposited')`),
    check('contribution_batches_expected_count', sql`${t.expectedCount} >= 0`),
    check('contribution_batches_expected_total', sql`${t.expectedTotalCents} >= 0`),
    tenantPolicy('contribution_batches', t.organizationId),
  ],
).enableRLS();

/**
 * One gift of a batch as entered: who gave (a donor, or anonymous loose cash with no donor), how and
 * when. Its amounts are its allocations (one per fund: a check split across two funds is one gift).
 * A committed batch is never edited in place: a correction is a reversal of the gift plus the
 * corrected gift, each an entry of its own with who and why.
 */
export const batchGifts = pgTable(
  'batch_gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => contributionBatches.id, { onDelete: 'cascade' }),
    /** Null for anonymous loose cash. A merge moves it to the surviving donor. */
    donorId: uuid('donor_id').references(() => donors.id, { onDelete: 'restrict' }),
    method: text('method', { enum: GIFT_METHODS }).notNull(),
    checkNumber: text('check_number'),
    giftDate: date('gift_date', { mode: 'string' }).notNull(),
    memo: text('memo'),
    /** What an in-kind (non-cash) gift was: the organisation describes, the donor values (IRS Pub. 1771). */
    inKindDescription: text('in_kind_description'),
    /** entry: typed at the count; reversal and correction: an adjustment of a committed batch. */
    kind: text('kind', { enum: GIFT_ENTRY_KINDS }).notNull().default('entry'),
    /** The gift a reversal cancels or a correction replaces. */
    adjustsGiftId: uuid('adjusts_gift_id'),
    adjustmentReason: text('adjustment_reason'),
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A check or count-sheet image (a Donor Data document: fundraising access only). */
    imageDocumentId: uuid('image_document_id').references(() => documents.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('batch_gifts_batch_idx').on(t.batchId, t.enteredAt),
    index('batch_gifts_donor_idx').on(t.donorId),
    // Whether a gift was reversed is asked of every gift the figures and the page read: a probe
    // each, in an index as small as the adjustments are few.
    index('batch_gifts_adjusts_idx').on(t.adjustsGiftId).where(sql`${t.adjustsGiftId} is not null`),
    index('batch_gifts_check_idx')
      .on(t.organizationId, t.donorId, t.checkNumber)
      .where(sql`${t.checkNumber} is not null`),
    check('batch_gifts_kind_valid', sql`${t.kind} in ('entry', 'reversal', 'correction')`),
    check(
      'batch_gifts_method_valid',
      sql`${t.method} in ('cash', 'check', 'card', 'ach', 'in_kind', 'other')`,
    ),
    check(
      'batch_gifts_in_kind_described',
      sql`(${t.method} = 'in_kind') = (${t.inKindDescription} is not null)`,
    ),
    check('batch_gifts_adjustment', sql`(${t.kind} = 'entry') = (${t.adjustsGiftId} is null)`),
    tenantPolicy('batch_gifts', t.organizationId),
  ],
).enableRLS();

/**
 * The amount a gift gives to one fund. An in-kind gift has one allocation with no amount (or the
 * value an admin chose to record); a reversal's amounts are negative, so a batch's figures are sums.
 */
export const batchGiftAllocations = pgTable(
  'batch_gift_allocations',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    giftId: uuid('gift_id')
      .notNull()
      .references(() => batchGifts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** '' for the general fund, as donations.fund. */
    fund: text('fund').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.giftId, t.position] }),
    check('batch_gift_allocations_amount_nonzero', sql`${t.amountCents} is null or ${t.amountCents} <> 0`),
    tenantPolicy('batch_gift_allocations', t.organizationId),
  ],
).enableRLS();

/**
 * Who has a batch's entry grid open (refreshed while they enter): committing while someone else is
 * still entering is refused with their name. A row older than the presence window counts as gone.
 */
export const batchEntryPresence = pgTable(
  'batch_entry_presence',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => contributionBatches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.userId] }),
    tenantPolicy('batch_entry_presence', t.organizationId),
  ],
).enableRLS();

/** A check or count-sheet image attached to a batch as a whole (a gift's own is on the gift). */
export const batchAttachments = pgTable(
  'batch_attachments',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => contributionBatches.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.documentId] }),
    tenantPolicy('batch_attachments', t.organizationId),
  ],
).enableRLS();

/** How an organisation runs its batches, and where its accounting export posts them. */
export const givingSettings = pgTable(
  'giving_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** A second person commits a batch (dual control); off only for a single-treasurer organisation. */
    dualControl: boolean('dual_control').notNull().default(true),
    /** The general-ledger account the deposits are debited to (the bank account). */
    bankLedgerAccount: text('bank_ledger_account'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPolicy('giving_settings', t.organizationId)],
).enableRLS();

/** A fund's income account in the general ledger, for the journal export. */
export const fundLedgerAccounts = pgTable(
  'fund_ledger_accounts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** '' for the general fund. */
    fund: text('fund').notNull(),
    account: text('account').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.fund] }),
    tenantPolicy('fund_ledger_accounts', t.organizationId),
  ],
).enableRLS();
