import { z } from 'zod';
import { BATCH_STATES, GIFT_ENTRY_KINDS, GIFT_METHODS } from '../batches/constants';
import { LIMITS } from '../limits';
import { optionalEmail, optionalText } from './fields';

// Contribution batches (not in the spec: docs/spec-deviations.md). Amounts travel as whole cents:
// a count must balance to the cent, so no float ever carries one.

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please enter a date as YYYY-MM-DD' });
const cents = z.number().int();
const L = LIMITS.batches;

/** A gift's amount typed at the count: above $0, whole cents (at most two decimals once in dollars). */
export const giftAmountCents = z
  .number({ error: 'Amount must be a number' })
  .int({ error: 'Amount must have at most two decimals' })
  .min(1, { error: 'Amount must be above $0' })
  .max(L.amountCentsMax, {
    error: `Amount must be at most $${(L.amountCentsMax / 100).toLocaleString('en-US')}`,
  });

export const batchParamsSchema = z.object({ id: z.uuid() });
export const batchGiftParamsSchema = z.object({ id: z.uuid(), giftId: z.uuid() });

/** POST /api/batches, PATCH /api/batches/{id} (open batches only). */
export const batchInputSchema = z.object({
  /** Empty: named from the date (domain defaultBatchName). */
  name: optionalText(L.name, 'Batch name'),
  receivedDate: day,
  depositDate: day
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  bankAccount: optionalText(L.bankAccount, 'Bank account'),
  note: optionalText(L.note, 'Note'),
  expectedCount: z
    .number({ error: 'Expected number of gifts must be a number' })
    .int()
    .min(0)
    .max(L.expectedCountMax),
  expectedTotalCents: cents.min(0).max(L.expectedTotalCentsMax),
  expectedCashCents: cents.min(0).max(L.expectedTotalCentsMax).nullable(),
  expectedCheckCents: cents.min(0).max(L.expectedTotalCentsMax).nullable(),
  defaultFund: z.string().trim().max(LIMITS.donors.fund).default(''),
  defaultMethod: z.enum(GIFT_METHODS).default('check'),
  defaultGiftDate: day.nullable().default(null),
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
  fund: z
    .string()
    .trim()
    .max(LIMITS.donors.fund, { error: `Fund must be at most ${LIMITS.donors.fund} characters` }),
  /** Null only for an in-kind gift (no dollar value by default). */
  amountCents: cents.nullable(),
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
  checkNumber: optionalText(L.checkNumber, 'Check number'),
  giftDate: day,
  memo: optionalText(L.memo, 'Memo'),
  inKindDescription: optionalText(L.inKindDescription, 'Description'),
  /** One per fund; two or more split the gift. */
  allocations: z.array(giftAllocationSchema).min(1).max(L.allocations),
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

/** GET /api/batches/{id}: the batch with its gifts in entry order, and who else is entering. */
export const batchDetailSchema = z.object({
  batch: batchSummarySchema,
  gifts: z.array(batchGiftSchema),
  /** Others who had the grid open or saved a gift within LIMITS.batches.presenceSeconds. */
  entering: z.array(z.object({ id: z.uuid(), name: z.string() })),
  attachments: z.array(z.object({ documentId: z.uuid(), name: z.string() })),
  /** What the acting member may do now (commit needs a balanced batch and, with dual control, a second person). */
  can: z.object({
    edit: z.boolean(),
    commit: z.boolean(),
    /** Why commit is refused, in the batch page's words; null when it is allowed. */
    commitRefusal: z.string().nullable(),
    deposit: z.boolean(),
    reopen: z.boolean(),
    adjust: z.boolean(),
    delete: z.boolean(),
  }),
});
export type BatchDetail = z.infer<typeof batchDetailSchema>;

/** The answer to a saved gift: the gift (with its warnings) and the batch's new figures. */
export const giftSavedSchema = z.object({ gift: batchGiftSchema, figures: batchFiguresSchema });
export type GiftSaved = z.infer<typeof giftSavedSchema>;

/** 409 when a gift raised warnings and was not acknowledged: nothing saved. */
export const giftWarningsSchema = z.object({ error: z.string(), warnings: z.array(giftWarningSchema) });

/** POST /api/batches/{id}/gifts/{giftId}/adjust (committed batches, admins): reversal plus the corrected gift. */
export const giftAdjustmentInputSchema = z.object({
  reason: z.string().trim().min(1, { error: 'Please give a reason for the correction' }).max(L.reason),
  /** The corrected gift; null to reverse the gift alone. */
  corrected: giftEntryInputSchema.nullable(),
});
export type GiftAdjustmentInput = z.input<typeof giftAdjustmentInputSchema>;

/** POST /api/batches/{id}/reopen: an admin reopens a committed batch, with a written reason (audited). */
export const batchReopenInputSchema = z.object({
  reason: z.string().trim().min(1, { error: 'Please give a reason for reopening the batch' }).max(L.reason),
});

/** POST /api/batches/{id}/deposit. */
export const batchDepositInputSchema = z.object({ depositDate: day });

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
    }),
  ),
});
export type DonorLookup = z.infer<typeof donorLookupSchema>;

/** GET/PUT /api/giving/settings: dual control and the accounting export's ledger accounts. */
export const givingSettingsSchema = z.object({
  dualControl: z.boolean(),
  bankLedgerAccount: z.string().nullable(),
  /** Each fund the organisation's gifts name, with its income account ('' fund = general). */
  fundAccounts: z.array(z.object({ fund: z.string(), account: z.string().nullable() })),
});
export type GivingSettings = z.infer<typeof givingSettingsSchema>;
export const givingSettingsInputSchema = z.object({
  dualControl: z.boolean(),
  bankLedgerAccount: optionalText(L.ledgerAccount, 'Bank account'),
  fundAccounts: z.array(
    z.object({
      fund: z.string().max(LIMITS.donors.fund),
      account: optionalText(L.ledgerAccount, 'Income account'),
    }),
  ),
});
export type GivingSettingsInput = z.input<typeof givingSettingsInputSchema>;

export const ACCOUNTING_EXPORT_FORMATS = ['quickbooks', 'xero', 'plain'] as const;
/** GET /api/batches/accounting-export: one batch or the committed batches received in a date range. */
export const accountingExportQuerySchema = z.object({
  format: z.enum(ACCOUNTING_EXPORT_FORMATS),
  batchId: z.uuid().optional(),
  from: day.optional(),
  to: day.optional(),
  /** Export again batches already exported (otherwise 409 naming them). */
  again: z.enum(['true', 'false']).default('false'),
});
export type AccountingExportFormat = (typeof ACCOUNTING_EXPORT_FORMATS)[number];
export type AccountingExportQuery = z.infer<typeof accountingExportQuerySchema>;
