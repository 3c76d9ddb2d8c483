import { ADJUSTMENT_STATUSES, BATCH_STATUSES, GIFT_ENTRY_KINDS, GIFT_METHODS } from '@steward/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
  uniqueIndex,
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
    /**
     * When the batch was first committed; never cleared by a reopening. A batch that was ever
     * counted is on record: it can be reopened and corrected, never deleted.
     */
    firstCommittedAt: timestamp('first_committed_at', { withTimezone: true }),
    /**
     * A deposited or exported batch is reopened only by a second admin: one asks (with the
     * reason), another approves. Null when no one is asking.
     */
    reopenRequestedBy: uuid('reopen_requested_by').references(() => users.id, { onDelete: 'set null' }),
    reopenRequestedAt: timestamp('reopen_requested_at', { withTimezone: true }),
    reopenRequestReason: text('reopen_request_reason'),
    /**
     * The count sheet's cash by denomination, when it gave one: { "<denomination id>": pieces }
     * for bills and coins (domain CASH_DENOMINATIONS); printed on the deposit slip.
     */
    cashCount: jsonb('cash_count').$type<Record<string, number>>(),
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
    /** The approved adjustment a reversal or correction carries out. */
    adjustmentId: uuid('adjustment_id').references((): AnyPgColumn => batchAdjustments.id, {
      onDelete: 'cascade',
    }),
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
    // LIMITS.batches.amountCentsMax either way (a reversal is negative); the migration adds it NOT
    // VALID, so rows stored before the limit stay readable and every new one is held to it.
    check('batch_gift_allocations_amount_limit', sql`${t.amountCents} between -1000000000 and 1000000000`),
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
    /** The grid's last ping: a presence not seen for the presence window is gone. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When they opened the grid, and when they last saved a gift in it: their last activity. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull().defaultNow(),
    lastSavedAt: timestamp('last_saved_at', { withTimezone: true }),
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
    /**
     * The general-ledger account the deposits are debited to (the bank account), as each import
     * names it: QuickBooks Online by the account's name, Xero by its code.
     */
    bankQuickbooksAccount: text('bank_quickbooks_account'),
    bankXeroAccountCode: text('bank_xero_account_code'),
    /** The tax rate Xero's manual journal import needs on every line, as the organisation's Xero names it. */
    xeroTaxRate: text('xero_tax_rate').notNull().default('Tax Exempt'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPolicy('giving_settings', t.organizationId)],
).enableRLS();

/**
 * The organisation's funds: the list gift entry chooses from and imports map onto. Gifts carry the
 * fund's name (donations.fund, batch_gift_allocations.fund), so a rename or a merge moves them; ''
 * is the fund of gifts that name none, printed "General" (domain fundLabel).
 */
export const funds = pgTable(
  'funds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** Money given for a purpose the donor chose (a building fund): it must not be spent otherwise. */
    restricted: boolean('restricted').notNull().default(false),
    /** Its income account, as each accounting import names it: by name (QuickBooks Online), by code (Xero). */
    quickbooksAccount: text('quickbooks_account'),
    xeroAccountCode: text('xero_account_code'),
    /** An archived fund keeps its gifts and takes no new ones. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('funds_organization_name_idx').on(t.organizationId, t.name),
    tenantPolicy('funds', t.organizationId),
  ],
).enableRLS();

/**
 * Other names of a fund: a fund merged into it, or a file's fund name an admin mapped onto it at
 * an import. The next import that names it lands on the fund without asking again.
 */
export const fundAliases = pgTable(
  'fund_aliases',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The name as a file writes it, trimmed and lower-cased (domain fundKey). */
    alias: text('alias').notNull(),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.alias] }),
    index('fund_aliases_fund_idx').on(t.fundId),
    tenantPolicy('fund_aliases', t.organizationId),
  ],
).enableRLS();

/**
 * An adjustment of a committed batch's gift: proposed by one admin, carried out (its reversal and
 * correction written as gifts) only when a second approves it. Until then it counts nowhere.
 */
export const batchAdjustments = pgTable(
  'batch_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => contributionBatches.id, { onDelete: 'cascade' }),
    /** The gift it reverses or corrects. */
    giftId: uuid('gift_id')
      .notNull()
      .references((): AnyPgColumn => batchGifts.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** The corrected gift's values as checked when proposed; null to reverse the gift alone. */
    corrected: jsonb('corrected'),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull().default('pending'),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Carried out without a second admin: dual control was off (or it was made before it needed one). */
    lone: boolean('lone').notNull().default(false),
  },
  (t) => [
    index('batch_adjustments_batch_idx').on(t.batchId, t.proposedAt),
    // One adjustment waits per gift: a second would be decided against a gift the first changed.
    uniqueIndex('batch_adjustments_one_pending_idx').on(t.giftId).where(sql`${t.status} = 'pending'`),
    check('batch_adjustments_status_valid', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    tenantPolicy('batch_adjustments', t.organizationId),
  ],
).enableRLS();

/**
 * Who changed a batch beyond entering their own gifts: edited or deleted a gift someone else
 * entered, changed the count sheet's figures, or reopened it. Under dual control they are among
 * its enterers until the next commit (`sinceCommit`), so they cannot commit what they changed; the
 * batch report names every one of them.
 */
export const batchChangers = pgTable(
  'batch_changers',
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
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    sinceCommit: boolean('since_commit').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] }), tenantPolicy('batch_changers', t.organizationId)],
).enableRLS();
