import { z } from 'zod';
import {
  ADJUSTMENT_STATUSES,
  BATCH_STATES,
  CASH_DENOMINATIONS,
  GIFT_ENTRY_KINDS,
  GIFT_METHODS,
} from '../batches/constants';
import { quickbooksAccountProblem, xeroAccountCodeProblem } from '../batches/ledger-accounts';
import { LIMITS } from '../limits';
import {
  calendarDay,
  hasLineControl,
  multiLineText,
  oneLineText,
  optionalEmail,
  optionalText,
} from './fields';

// Contribution batches (not in the spec: docs/spec-deviations.md). Amounts travel as whole cents:
// a count must balance to the cent, so no float ever carries one.

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please enter a date as YYYY-MM-DD' });
const cents = z.number().int();
const L = LIMITS.batches;

/** "$10,000,000": a limit in the grid's words. */
export const dollarsLimit = (limitCents: number) => `$${(limitCents / 100).toLocaleString('en-US')}`;

/** The largest amount of one gift, and of one fund line of it, in the grid's words. */
export const GIFT_AMOUNT_LIMIT = `Amount must be at most ${dollarsLimit(L.amountCentsMax)}`;
/** A gift sent without a single fund line: nothing was typed in the amount. */
export const GIFT_AMOUNT_MISSING = 'Please enter the amount';

/** A gift's amount typed at the count: above $0, whole cents (at most two decimals once in dollars). */
export const giftAmountCents = z
  .number({ error: 'Amount must be a number' })
  .int({ error: 'Amount must have at most two decimals' })
  .min(1, { error: 'Amount must be above $0' })
  .max(L.amountCentsMax, { error: GIFT_AMOUNT_LIMIT });

/**
 * A fund's name as gift entry, the batch's default and the fund list take it: one line, at most
 * LIMITS.donors.fund characters ('' is the fund of gifts that name none, printed "General").
 */
export const fundNameField = z
  .string()
  .trim()
  .max(LIMITS.donors.fund, { error: `Fund must be at most ${LIMITS.donors.fund} characters` })
  .refine((value) => !hasLineControl(value), {
    error: 'Fund must be on one line, without control characters',
  });

/** The ids of CASH_DENOMINATIONS, which key a batch's cash count. */
export const CASH_DENOMINATION_IDS = CASH_DENOMINATIONS.map((d) => d.id) as [string, ...string[]];

/**
 * The count sheet's cash by denomination ({ "b2000": 14, "c25": 40 }: fourteen $20 bills, forty
 * quarters), when it gave one; null without. Pieces are whole and at most LIMITS.batches.cashPiecesMax.
 */
export const cashCountSchema = z
  .partialRecord(
    z.enum(CASH_DENOMINATION_IDS),
    z
      .number({ error: 'The number of bills or coins must be a whole number' })
      .int({ error: 'The number of bills or coins must be a whole number' })
      .min(0, { error: 'The number of bills or coins cannot be below 0' })
      .max(L.cashPiecesMax, {
        error: `At most ${L.cashPiecesMax.toLocaleString('en-US')} of one bill or coin`,
      }),
  )
  .nullable();
export type CashCount = NonNullable<z.infer<typeof cashCountSchema>>;

export const batchParamsSchema = z.object({ id: z.uuid() });
export const batchGiftParamsSchema = z.object({ id: z.uuid(), giftId: z.uuid() });
export const batchAdjustmentParamsSchema = z.object({ id: z.uuid(), adjustmentId: z.uuid() });

/** POST /api/batches, PATCH /api/batches/{id} (open batches only). */
export const batchInputSchema = z.object({
  /** Empty: named from the date (domain defaultBatchName). */
  name: oneLineText(L.name, 'Batch name'),
  receivedDate: calendarDay('Received date'),
  depositDate: calendarDay('Deposit date')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  bankAccount: oneLineText(L.bankAccount, 'Bank account'),
  note: multiLineText(L.note, 'Note'),
  expectedCount: z
    .number({ error: 'Expected number of gifts must be a number' })
    .int()
    .min(0)
    .max(L.expectedCountMax),
  expectedTotalCents: cents.min(0).max(L.expectedTotalCentsMax),
  expectedCashCents: cents.min(0).max(L.expectedTotalCentsMax).nullable(),
  expectedCheckCents: cents.min(0).max(L.expectedTotalCentsMax).nullable(),
  /** A fund of the fund list (400 naming it otherwise); '' for the general fund. */
  defaultFund: fundNameField.default(''),
  defaultMethod: z.enum(GIFT_METHODS).default('check'),
  defaultGiftDate: calendarDay('Gift date').nullable().default(null),
  /** The count sheet's cash by denomination; must add up to the expected cash when both are given. */
  cashCount: cashCountSchema.default(null),
});
export type BatchInput = z.input<typeof batchInputSchema>;

/** Entered against expected: each variance is entered minus expected (0 when it balances). */
export const batchFiguresSchema = z.object({
  count: z.number().int(),
  totalCents: cents,
  cashCents: cents,
  checkCents: cents,
  /** In-kind gifts are counted but carry no amount. */
  inKindCount: z.number().int(),
  countVariance: z.number().int(),
  totalVariance: cents,
  /** Null when the count sheet gave no separate figure. */
  cashVariance: cents.nullable(),
  checkVariance: cents.nullable(),
  balanced: z.boolean(),
});
export type BatchFigures = z.infer<typeof batchFiguresSchema>;

const person = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const batchSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  receivedDate: day,
  depositDate: day.nullable(),
  bankAccount: z.string().nullable(),
  note: z.string().nullable(),
  state: z.enum(BATCH_STATES),
  expectedCount: z.number().int(),
  expectedTotalCents: cents,
  expectedCashCents: cents.nullable(),
  expectedCheckCents: cents.nullable(),
  defaultFund: z.string(),
  defaultMethod: z.enum(GIFT_METHODS),
  defaultGiftDate: day.nullable(),
  figures: batchFiguresSchema,
  createdBy: person,
  createdAt: z.iso.datetime({ offset: true }),
  committedBy: person,
  committedAt: z.iso.datetime({ offset: true }).nullable(),
  loneCommit: z.boolean(),
  depositedAt: z.iso.datetime({ offset: true }).nullable(),
  exportedBy: person,
  exportedAt: z.iso.datetime({ offset: true }).nullable(),
  /** When it was first committed, kept through a reopening: a batch ever committed is never deleted. */
  firstCommittedAt: z.iso.datetime({ offset: true }).nullable(),
  cashCount: cashCountSchema,
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;

export const batchListQuerySchema = z.object({
  state: z.enum(['open', 'committed', 'all']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
});
export type BatchListQuery = z.infer<typeof batchListQuerySchema>;

/** GET /api/batches: newest received first. A counter gets only open batches. */
export const batchListSchema = z.object({
  items: z.array(batchSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BatchList = z.infer<typeof batchListSchema>;

export const giftAllocationSchema = z.object({
  /** A fund of the fund list by name (400 naming it otherwise); '' for the general fund. */
  fund: fundNameField,
  /**
   * Null only for an in-kind gift (no dollar value by default). The server refuses one above
   * LIMITS.batches.amountCentsMax naming the fund line (validateGiftEntry).
   */
  amountCents: z
    .number({ error: 'Amount must be a number' })
    .int({ error: 'Amount must have at most two decimals' })
    .nullable(),
});

/** Who gave: a donor found by look-up, a new donor made as an import would, or anonymous loose cash. */
export const giftDonorInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('existing'), donorId: z.uuid() }),
  z.object({
    kind: z.literal('new'),
    firstName: z.string().trim().min(1, { error: 'First name is required' }).max(LIMITS.donors.contactField),
    lastName: z.string().trim().min(1, { error: 'Last name is required' }).max(LIMITS.donors.contactField),
    email: optionalEmail(LIMITS.contact.email),
    addressLine1: optionalText(LIMITS.donors.contactField, 'Address'),
    city: optionalText(LIMITS.donors.contactField, 'City'),
    region: optionalText(LIMITS.donors.contactField, 'State'),
    postalCode: optionalText(LIMITS.donors.contactField, 'ZIP'),
  }),
  z.object({ kind: z.literal('anonymous') }),
]);
export type GiftDonorInput = z.input<typeof giftDonorInputSchema>;

/**
 * POST /api/batches/{id}/gifts and PATCH .../gifts/{giftId} (open batches): one row of the grid.
 * The domain's validateGiftEntry gives the row's problems in the grid's words before it is sent.
 */
export const giftEntryInputSchema = z.object({
  donor: giftDonorInputSchema,
  method: z.enum(GIFT_METHODS),
  checkNumber: oneLineText(L.checkNumber, 'Check number'),
  giftDate: calendarDay('Gift date'),
  memo: multiLineText(L.memo, 'Memo'),
  inKindDescription: multiLineText(L.inKindDescription, 'Description'),
  /**
   * One per fund; two or more split the gift. An empty list is refused in the grid's words
   * ("Please enter the amount", by validateGiftEntry), not a validator's.
   */
  allocations: z
    .array(giftAllocationSchema)
    .max(L.allocations, { error: `A gift may be split across at most ${L.allocations} funds` }),
  /** Save although the server warned (same check number, unusual amount, date outside the week). */
  acknowledgeWarnings: z.boolean().default(false),
});
export type GiftEntryInput = z.input<typeof giftEntryInputSchema>;

export const GIFT_WARNING_KINDS = ['duplicate_check', 'unusual_amount', 'date_outside_week'] as const;
export const giftWarningSchema = z.object({
  kind: z.enum(GIFT_WARNING_KINDS),
  /** In the grid's words, e.g. "Check 1042 from Jane Doe is already in Sunday 9:00, Nov 15 2026". */
  message: z.string(),
});
export type GiftWarning = z.infer<typeof giftWarningSchema>;

export const batchGiftSchema = z.object({
  id: z.uuid(),
  kind: z.enum(GIFT_ENTRY_KINDS),
  donor: z.object({ id: z.uuid(), name: z.string(), envelopeNumber: z.string().nullable() }).nullable(),
  anonymous: z.boolean(),
  method: z.enum(GIFT_METHODS),
  checkNumber: z.string().nullable(),
  giftDate: day,
  memo: z.string().nullable(),
  inKindDescription: z.string().nullable(),
  allocations: z.array(z.object({ fund: z.string(), amountCents: cents.nullable() })),
  /** The sum of the allocations (0 for an in-kind gift without a value; negative for a reversal). */
  totalCents: cents,
  adjustsGiftId: z.uuid().nullable(),
  adjustmentReason: z.string().nullable(),
  /** A reversal has cancelled this gift. */
  reversed: z.boolean(),
  enteredBy: person,
  enteredAt: z.iso.datetime({ offset: true }),
  hasImage: z.boolean(),
  /** Warnings this gift raised when saved (kept so the grid can still show them). */
  warnings: z.array(giftWarningSchema),
});
export type BatchGift = z.infer<typeof batchGiftSchema>;

const personRequired = z.object({ id: z.uuid(), name: z.string() });

/**
 * Another member with the batch's grid open (seen within LIMITS.batches.presenceSeconds). `stale`:
 * they saved no gift, and opened the grid no sooner, than that: they do not block a commit, which
 * asks for a confirmation naming them and when they last saved instead.
 */
export const batchPresenceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** When they last saved a gift in this batch; null when they saved none since opening the grid. */
  lastSavedAt: z.iso.datetime({ offset: true }).nullable(),
  stale: z.boolean(),
});
export type BatchPresence = z.infer<typeof batchPresenceSchema>;

/** The corrected gift an adjustment proposes, as the batch page and the report show it. */
export const adjustmentCorrectionSchema = z.object({
  method: z.enum(GIFT_METHODS),
  checkNumber: z.string().nullable(),
  giftDate: day,
  memo: z.string().nullable(),
  inKindDescription: z.string().nullable(),
  allocations: z.array(z.object({ fund: z.string(), amountCents: cents.nullable() })),
  totalCents: cents,
});

/**
 * An adjustment of a committed batch's gift: proposed by one admin, carried out only when a second
 * approves it (at once, marked `lone`, with dual control off). Pending, it counts nowhere.
 */
export const batchAdjustmentSchema = z.object({
  id: z.uuid(),
  /** The gift it reverses or corrects. */
  giftId: z.uuid(),
  /** Who gave the gift ('Anonymous' for loose cash) and its amount, to say what is being changed. */
  giftDonorName: z.string(),
  giftTotalCents: cents,
  kind: z.enum(['reversal', 'correction']),
  reason: z.string(),
  /** The gift as it should have been; null for a reversal alone. */
  corrected: adjustmentCorrectionSchema.nullable(),
  status: z.enum(ADJUSTMENT_STATUSES),
  proposedBy: person,
  proposedAt: z.iso.datetime({ offset: true }),
  /** Who approved or turned it down, and when; null while it waits. */
  decidedBy: person,
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Carried out without a second admin (dual control off, or made before adjustments needed one). */
  lone: z.boolean(),
  can: z.object({
    /** A second admin, while it waits. */
    approve: z.boolean(),
    /** Any admin while it waits: its proposer withdraws it, another turns it down. */
    reject: z.boolean(),
  }),
});
export type BatchAdjustment = z.infer<typeof batchAdjustmentSchema>;

/** A deposited or exported batch's reopening, asked for by one admin and waiting for a second. */
export const batchReopenRequestSchema = z.object({
  requestedBy: person,
  requestedAt: z.iso.datetime({ offset: true }),
  reason: z.string(),
});
export type BatchReopenRequest = z.infer<typeof batchReopenRequestSchema>;

/** GET /api/batches/{id}: the batch with its gifts in entry order, and who else is entering. */
export const batchDetailSchema = z.object({
  batch: batchSummarySchema,
  gifts: z.array(batchGiftSchema),
  /** Others with the grid open now, longest there first (batchPresenceSchema). */
  entering: z.array(batchPresenceSchema),
  /**
   * Everyone who entered a gift of the batch or changed it beyond their own gifts (edited or
   * deleted another's gift, changed the count sheet, reopened it), first hand first: the batch
   * report's "Entered or changed by".
   */
  hands: z.array(
    personRequired.extend({
      /** Gifts of the batch they entered that are still in it. */
      entered: z.number().int(),
      /** They changed it since its last commit: under dual control, they cannot commit it. */
      changedSinceCommit: z.boolean(),
      changedAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
  /** Its adjustments, newest first: waiting ones, approved ones and those turned down. */
  adjustments: z.array(batchAdjustmentSchema),
  /** A reopening waiting for a second admin; null when none is. */
  reopenRequest: batchReopenRequestSchema.nullable(),
  attachments: z.array(z.object({ documentId: z.uuid(), name: z.string() })),
  /** What the acting member may do now (commit needs a balanced batch and, with dual control, a second person). */
  can: z.object({
    edit: z.boolean(),
    /** Change the count sheet's figures and the batch's details (admins, open batches). */
    editDetails: z.boolean(),
    commit: z.boolean(),
    /** Why commit is refused, in the batch page's words; null when it is allowed. */
    commitRefusal: z.string().nullable(),
    /**
     * Others whose presence is stale: a commit goes ahead only when the member confirms it
     * (POST .../commit with overStalePresence), after a question naming them.
     */
    commitConfirmation: z.string().nullable(),
    deposit: z.boolean(),
    /** Reopen at once (a committed batch not yet deposited or exported, or dual control off). */
    reopen: z.boolean(),
    /** Ask to reopen: a deposited or exported batch under dual control needs a second admin. */
    requestReopen: z.boolean(),
    /** Approve the waiting reopening (an admin other than the one who asked). */
    approveReopen: z.boolean(),
    /** Withdraw or turn down the waiting reopening (any admin). */
    rejectReopen: z.boolean(),
    adjust: z.boolean(),
    delete: z.boolean(),
    /** Why delete is refused (a batch ever committed); null when it is allowed or not for this member. */
    deleteRefusal: z.string().nullable(),
  }),
});
export type BatchDetail = z.infer<typeof batchDetailSchema>;

/** The answer to a saved gift: the gift (with its warnings) and the batch's new figures. */
export const giftSavedSchema = z.object({ gift: batchGiftSchema, figures: batchFiguresSchema });
export type GiftSaved = z.infer<typeof giftSavedSchema>;

/** 409 when a gift raised warnings and was not acknowledged: nothing saved. */
export const giftWarningsSchema = z.object({ error: z.string(), warnings: z.array(giftWarningSchema) });

/**
 * POST /api/batches/{id}/gifts/{giftId}/adjust (committed batches, admins): proposes a reversal and,
 * unless null, the corrected gift (the same donor's: a gift of another donor is a reversal here and
 * a gift in a batch of its own). It waits for a second admin's approval under dual control.
 */
export const giftAdjustmentInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Please give a reason for the correction' })
    .max(L.reason, { error: `Reason must be at most ${L.reason} characters` }),
  /** The corrected gift; null to reverse the gift alone. */
  corrected: giftEntryInputSchema.nullable(),
});

/** POST /api/batches/{id}/commit: commit over stale presences, once the member confirmed it (no body: not). */
export const batchCommitInputSchema = z.object({ overStalePresence: z.boolean().default(false) }).nullish();
export type GiftAdjustmentInput = z.input<typeof giftAdjustmentInputSchema>;

/** POST /api/batches/{id}/reopen: an admin reopens a committed batch, with a written reason (audited). */
export const batchReopenInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Please give a reason for reopening the batch' })
    .max(L.reason, { error: `Reason must be at most ${L.reason} characters` }),
});

/** POST /api/batches/{id}/deposit. */
export const batchDepositInputSchema = z.object({ depositDate: calendarDay('Deposit date') });

/**
 * POST /api/batches/{id}/attachments (multipart, admins): a check or count-sheet image or PDF, for the
 * batch or, with the form field `giftId` before the file, for one of its gifts. Read it back through
 * the documents' own link (GET /api/documents/{documentId}/link): it is a Donor Data document.
 */
export const batchAttachmentSchema = z.object({
  documentId: z.uuid(),
  name: z.string(),
  /** The gift it shows; null for the batch as a whole (a count sheet). */
  giftId: z.uuid().nullable(),
});
export type BatchAttachment = z.infer<typeof batchAttachmentSchema>;

/** GET /api/batches/donor-lookup?q=: names and envelope numbers only (a counter sees no giving). */
export const donorLookupQuerySchema = z.object({ q: z.string().trim().max(LIMITS.list.search) });
export const donorLookupSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      envelopeNumber: z.string().nullable(),
      /** The city, to tell two of one name apart. */
      city: z.string().nullable(),
      /**
       * The household they give with (its name and envelope number), and whether its statements
       * are mailed to them: a joint check goes to that member unless the counter picks another.
       */
      household: z
        .object({ name: z.string(), envelopeNumber: z.string().nullable(), primary: z.boolean() })
        .nullable(),
      /**
       * Their active pledges (their own, or their household's as a joint member): the campaign and
       * its funds' names, so the grid can say so when a gift goes to another fund (pledgeHints).
       */
      pledges: z.array(z.object({ campaign: z.string(), funds: z.array(z.string()) })),
    }),
  ),
});
export type DonorLookup = z.infer<typeof donorLookupSchema>;

/**
 * An income or bank account as QuickBooks Online's journal import names it (by name, account
 * numbers off): empty is none (null); anything else must pass quickbooksAccountProblem.
 */
export function quickbooksAccountField(label: string) {
  return oneLineText(L.ledgerAccount, label).superRefine((value, context) => {
    const problem = value === null ? null : quickbooksAccountProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

/** An account as Xero's manual journal import names it (by its code alone): empty is none (null). */
export function xeroAccountCodeField(label: string) {
  return oneLineText(L.ledgerAccount, label).superRefine((value, context) => {
    const problem = value === null ? null : xeroAccountCodeProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

/**
 * GET/PUT /api/giving/settings: dual control, and what the accounting export needs beside each
 * fund's accounts (the fund list, api/funds.ts): the bank account each deposit is debited to, as
 * each format names it, and the tax rate Xero's lines carry.
 */
export const givingSettingsSchema = z.object({
  dualControl: z.boolean(),
  bankQuickbooksAccount: z.string().nullable(),
  bankXeroAccountCode: z.string().nullable(),
  xeroTaxRate: z.string(),
});
export type GivingSettings = z.infer<typeof givingSettingsSchema>;
export const givingSettingsInputSchema = z.object({
  dualControl: z.boolean(),
  bankQuickbooksAccount: quickbooksAccountField('Bank account for QuickBooks Online'),
  bankXeroAccountCode: xeroAccountCodeField('Bank account code for Xero'),
  /** As the organisation's Xero names its 0% rate ("Tax Exempt", "No VAT", "GST Free Income"). */
  xeroTaxRate: oneLineText(L.ledgerAccount, 'Xero tax rate').pipe(
    z.string({ error: 'Please enter the tax rate as your Xero names it, such as "Tax Exempt"' }),
  ),
});
export type GivingSettingsInput = z.input<typeof givingSettingsInputSchema>;

export const ACCOUNTING_EXPORT_FORMATS = ['quickbooks', 'xero', 'plain'] as const;
/** GET /api/batches/accounting-export: one batch or the committed batches received in a date range. */
export const accountingExportQuerySchema = z.object({
  format: z.enum(ACCOUNTING_EXPORT_FORMATS),
  batchId: z.uuid().optional(),
  from: calendarDay('From').optional(),
  to: calendarDay('To').optional(),
  /** Export again batches already exported (otherwise 409 naming them). */
  again: z.enum(['true', 'false']).default('false'),
});
export type AccountingExportFormat = (typeof ACCOUNTING_EXPORT_FORMATS)[number];
export type AccountingExportQuery = z.infer<typeof accountingExportQuerySchema>;
