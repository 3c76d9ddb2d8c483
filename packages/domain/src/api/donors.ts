import { z } from 'zod';
import { ROW_PROBLEMS, TEXT_FIELDS } from '../donors/row-problems';
import { DONOR_FREQUENCIES } from '../donors/values';
import { LIMITS } from '../limits';

/** Spec 001 §4 frequency classes, as the API names them. */
const frequency = z.enum(DONOR_FREQUENCIES);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** US dollars with cents, as numbers (amounts are stored as whole cents). */
const dollars = z.number();

const mappingValue = z.number().int().min(0).nullable();
/** Field -> column index of the file (packages/domain/src/donors/columns.ts ColumnMapping). */
export const donorColumnMappingSchema = z.object({
  firstName: mappingValue,
  lastName: mappingValue,
  fullName: mappingValue,
  amount: mappingValue,
  date: mappingValue,
  month: mappingValue,
  email: mappingValue,
  phone: mappingValue,
  fund: mappingValue,
  externalId: mappingValue,
  // Defaults, so a screen loaded before these fields existed still merges.
  status: mappingValue.default(null),
  amountRefunded: mappingValue.default(null),
  addressLine1: mappingValue.default(null),
  addressLine2: mappingValue.default(null),
  city: mappingValue.default(null),
  region: mappingValue.default(null),
  postalCode: mappingValue.default(null),
  country: mappingValue.default(null),
  household: mappingValue.default(null),
});

/** A donor's mailing address, each part null when unknown (donors/address.ts reads and writes it). */
export const mailingAddressSchema = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  /** State, province or region. */
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
});
export type MailingAddress = z.infer<typeof mailingAddressSchema>;

export const donorRecordSchema = z.object({
  line: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  amount: dollars,
  date: day,
  fund: z.string().nullable(),
  externalId: z.string().nullable(),
  /** Null when the row gave no part of an address. */
  address: mailingAddressSchema.nullable(),
});
export type DonorRecord = z.infer<typeof donorRecordSchema>;

/** Spec 001 §5: the rows of a file left out, counted by reason, with the first lines of each. */
const droppedRowsSchema = z.array(
  z.object({
    reason: z.string(),
    label: z.string(),
    count: z.number().int(),
    lines: z.array(z.number().int()),
  }),
);

/**
 * What was wrong with values of the rows read, by field and problem, with the first lines of each
 * (packages/domain/src/donors/row-problems.ts); a row with a name too long is also among `dropped`.
 */
const rowProblemsSchema = z.array(
  z.object({
    field: z.enum(TEXT_FIELDS),
    problem: z.enum(ROW_PROBLEMS),
    /** What was wrong and what was done: "Email is not one email address: kept without an email". */
    label: z.string(),
    count: z.number().int(),
    lines: z.array(z.number().int()),
  }),
);

/** A donor file's funds as an import preview shows them against the fund list. */
export const importFundsSchema = z.object({
  /** The file's names that land on a fund of another name: an alias (a merged fund's, an earlier mapping) or case. */
  mapped: z.array(
    z.object({
      /** As the file writes it ('' for rows without a fund). */
      name: z.string(),
      label: z.string(),
      by: z.enum(['alias', 'case']),
      fundId: z.uuid(),
      fundLabel: z.string(),
      rows: z.number().int(),
    }),
  ),
  /** Funds the merge would add to the list, with the file's rows of each. */
  added: z.array(z.object({ name: z.string(), label: z.string(), rows: z.number().int() })),
  /** The funds a new one may be mapped onto instead: the list's active funds, by label. */
  choices: z.array(z.object({ id: z.uuid(), label: z.string() })),
  /** Why the merge would refuse the file's funds (more new ones than an import adds); null when none. */
  problem: z.string().nullable(),
});
export type ImportFundsPreview = z.infer<typeof importFundsSchema>;

/**
 * POST /api/donors/imports: the uploaded file, read but not merged yet, so the admin sees what a
 * merge would do first (docs/spec-deviations.md): the columns found, what each row became, and why
 * rows were left out.
 */
export const donorImportPreviewSchema = z.object({
  importId: z.uuid(),
  fileName: z.string(),
  headers: z.array(z.string()),
  mapping: donorColumnMappingSchema,
  /** What stops a merge with this mapping (e.g. no amount column); empty when it can merge. */
  problems: z.array(z.string()),
  rowsRead: z.number().int(),
  /** Rows kept as gifts. */
  rowsKept: z.number().int(),
  /** Rows with a negative amount: kept as refunds for giving statements, never counted as gifts. */
  refunds: z.number().int(),
  dropped: droppedRowsSchema,
  rowProblems: rowProblemsSchema,
  sample: z.array(donorRecordSchema),
  /** The household column's values naming two donors or more: households a merge makes or extends. */
  households: z.number().int(),
  /**
   * The file's gifts the organisation already has because they were entered by hand in a committed
   * contribution batch (same donor, date, amount and fund): a merge leaves them out unless asked to
   * include them. `count` is all of them; `rows` the first LIMITS.donors.handEnteredShown.
   */
  handEntered: z.object({
    count: z.number().int(),
    rows: z.array(
      z.object({
        line: z.number().int(),
        firstName: z.string(),
        lastName: z.string(),
        date: z.string(),
        amount: z.number(),
        fund: z.string(),
        batchName: z.string(),
      }),
    ),
  }),
  /**
   * The file's funds against the fund list (docs/spec-deviations.md): those found under another
   * name (an alias, another case), and those the merge would add to the list, which the admin may
   * map onto a fund of the list instead (the merge's `fundMapping`, kept as an alias for next time).
   */
  funds: importFundsSchema,
  /**
   * Every needed column was recognised and no row needs the admin's choice (rows entered by hand,
   * new funds while the list has funds to map them onto): the screen may merge without asking.
   */
  canMergeDirectly: z.boolean(),
});
export type DonorImportPreview = z.infer<typeof donorImportPreviewSchema>;

export const donorImportParamsSchema = z.object({ id: z.uuid() });
export type DonorImportParams = z.infer<typeof donorImportParamsSchema>;

/** POST /api/donors/imports/{id}/preview: the file read again with the columns the admin chose. */
export const donorPreviewRequestSchema = z.object({ mapping: donorColumnMappingSchema });
export type DonorPreviewRequest = z.infer<typeof donorPreviewRequestSchema>;

/**
 * POST /api/donors/imports/{id}/merge: optionally with the columns corrected by the admin and the
 * funds mapped onto the fund list.
 * `includeHandEntered` adds the rows the preview listed as already entered by hand as gifts of
 * their own (the admin knows they are other gifts); without it they are left out.
 */
export const donorMergeRequestSchema = z.object({
  mapping: donorColumnMappingSchema.optional(),
  includeHandEntered: z.boolean().default(false),
  /**
   * A new fund of the preview (its name as `funds.added` gives it) -> the fund of the list its gifts
   * go to instead; kept as an alias, so the next import maps it without asking. The others are added.
   */
  fundMapping: z
    .record(z.string().max(LIMITS.donors.fund), z.uuid())
    .refine((mapping) => Object.keys(mapping).length <= LIMITS.donors.importNewFunds, {
      error: `At most ${LIMITS.donors.importNewFunds} funds can be mapped at once`,
    })
    .default({}),
});
export type DonorMergeRequest = z.input<typeof donorMergeRequestSchema>;

/** Spec 001 §3 Upload result, from the server. */
export const donorMergeResultSchema = z.object({
  /** The import's record (GET /api/donors/imports/{id}). */
  importId: z.uuid(),
  fileName: z.string(),
  /** Raw rows read from the file. */
  recordsProcessed: z.number().int(),
  /** Gifts added ("Added N new records to your database"). */
  recordsAdded: z.number().int(),
  donorsAdded: z.number().int(),
  /** Donors the added gifts came from, new ones included ("N gifts from M donors, K of them new"). */
  giftDonors: z.number().int(),
  /** Refunds added (rows with a negative amount), which only giving statements show. */
  refundsAdded: z.number().int(),
  /** Gifts in the database after the merge. */
  totalRecords: z.number().int(),
  /** The rows the merge left out, by reason, as the preview counts them. */
  dropped: droppedRowsSchema,
  /** What was wrong with values of the rows, as the preview lists them. */
  rowProblems: rowProblemsSchema,
  /** The household column's work: households made, and households the file's donors joined. */
  households: z.object({ made: z.number().int(), extended: z.number().int() }),
});
export type DonorMergeResult = z.infer<typeof donorMergeResultSchema>;

/**
 * Spec 001 §3 Upload history entry (the last 50), with who merged it, what it added and whether it
 * was undone (docs/spec-deviations.md). The counts Steward did not keep before are null.
 */
export const donorImportSummarySchema = z.object({
  id: z.uuid(),
  date: z.iso.datetime({ offset: true }),
  fileName: z.string(),
  source: z.enum(['upload', 'document']),
  /** Who merged it (name or email); null once their account is gone. */
  mergedBy: z.string().nullable(),
  recordsProcessed: z.number().int(),
  /** Gifts added. */
  recordsAdded: z.number().int(),
  totalRecords: z.number().int(),
  donorsAdded: z.number().int().nullable(),
  refundsAdded: z.number().int().nullable(),
  /** Null while its gifts are in the database. */
  undone: z.object({ date: z.iso.datetime({ offset: true }), by: z.string().nullable() }).nullable(),
});
export type DonorImportSummary = z.infer<typeof donorImportSummarySchema>;

export const donorImportHistorySchema = z.object({ items: z.array(donorImportSummarySchema) });
export type DonorImportHistory = z.infer<typeof donorImportHistorySchema>;

/** GET /api/donors/imports/{id}: one merge's record, with the rows it left out and why. */
export const donorImportRecordSchema = donorImportSummarySchema.extend({
  /** Donors the added gifts came from (null for a merge before this was kept). */
  giftDonors: z.number().int().nullable(),
  dropped: droppedRowsSchema,
  rowProblems: rowProblemsSchema,
  /**
   * What depends on its gifts and donors, one sentence each (a statement run that includes its
   * gifts, a committed batch with gifts of donors it created): while any is listed, an undo needs
   * the admin's confirmation. Empty once undone.
   */
  dependents: z.array(z.string()),
});
export type DonorImportRecord = z.infer<typeof donorImportRecordSchema>;

/**
 * POST /api/donors/imports/{id}/undo. Refused (409) while something depends on it (the record's
 * `dependents`), with the reason, unless `confirm` says the admin has read it.
 */
export const undoDonorImportSchema = z.object({ confirm: z.boolean().default(false) });
export type UndoDonorImport = z.infer<typeof undoDonorImportSchema>;

/** What an undo removed. */
export const donorImportUndoneSchema = z.object({
  giftsRemoved: z.number().int(),
  refundsRemoved: z.number().int(),
  donorsRemoved: z.number().int(),
  record: donorImportRecordSchema,
});
export type DonorImportUndone = z.infer<typeof donorImportUndoneSchema>;

/** POST /api/donors/sync: Donor Data documents merged, oldest first, and those that failed. */
export const donorSyncResultSchema = z.object({
  message: z.string(),
  processed: z.array(z.object({ documentId: z.uuid(), name: z.string(), recordsAdded: z.number().int() })),
  failed: z.array(z.object({ documentId: z.uuid(), name: z.string(), error: z.string() })),
});
export type DonorSyncResult = z.infer<typeof donorSyncResultSchema>;

/** GET /api/donors/sync: what a sync would take, and what failed before. */
export const donorSyncStatusSchema = z.object({
  pending: z.number().int(),
  processed: z.number().int(),
  failed: z.array(z.object({ documentId: z.uuid(), name: z.string(), error: z.string() })),
});
export type DonorSyncStatus = z.infer<typeof donorSyncStatusSchema>;

/** Spec 001 §2 donor card and §3 Donor (without the gift list). */
export const donorSummarySchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  totalAmount: dollars,
  donationCount: z.number().int(),
  averageDonation: dollars,
  firstDonation: day.nullable(),
  lastDonation: day.nullable(),
  /** Null for a donor without gifts yet (added by hand, before any import gave them a gift). */
  frequency: frequency.nullable(),
  /** Null when no part of the donor's address is known. */
  address: mailingAddressSchema.nullable(),
  /** The offering-envelope number the church gave the donor (not in the spec: docs/spec-deviations.md). */
  envelopeNumber: z.string().nullable(),
});
export type DonorSummary = z.infer<typeof donorSummarySchema>;

export const DONOR_SORTS = [
  'totalAmount',
  'donationCount',
  'averageDonation',
  'lastDonation',
  'name',
] as const;
export type DonorSort = (typeof DONOR_SORTS)[number];

/**
 * Spec 001 §2 directory: search, the five sorts, the frequency filter. The spec's sorts are always
 * descending (its All Donors tab asks for nothing else); Giving's donor table also asks for
 * ascending (docs/spec-deviations.md). A donor without gifts has the oldest last gift.
 */
export const donorDirectoryQuerySchema = z.object({
  q: z.string().trim().max(LIMITS.list.search).optional(),
  sort: z.enum(DONOR_SORTS).default('totalAmount'),
  order: z.enum(['asc', 'desc']).default('desc'),
  frequency: z.enum(['all', ...DONOR_FREQUENCIES]).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.list.pageSizeMax)
    .default(LIMITS.donors.directoryPageSize),
});
export type DonorDirectoryQuery = z.input<typeof donorDirectoryQuerySchema>;

export const donorDirectorySchema = z.object({
  items: z.array(donorSummarySchema),
  /** Every donor of the organisation, with gifts or added by hand ("of Y donors"). */
  total: z.number().int(),
  /** Donors matching the search and filter ("Showing X"). */
  filteredTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DonorDirectory = z.infer<typeof donorDirectorySchema>;

const prediction = z.object({ predictedAmount: dollars, confidence: z.number() });
const adjusted = z.object({
  baseAmount: dollars,
  economicAdjustment: dollars,
  finalAmount: dollars,
  confidence: z.number(),
});

/** Spec 001 §3 Analysis result, plus year-over-year retention, LYBUNT and SYBUNT as fundraisers use them. */
export const donorAnalysisSchema = z.object({
  totalDonors: z.number().int(),
  /** Households of the organisation (their members still count as donors above, as the spec counts persons). */
  households: z.number().int(),
  totalAmount: dollars,
  averageDonation: dollars,
  donationCount: z.number().int(),
  topDonors: z.array(donorSummarySchema),
  monthlyTrends: z.array(
    z.object({
      /** yyyy-MM */
      month: z.string(),
      /** Spec 'MMM yyyy'. */
      label: z.string(),
      year: z.number().int(),
      amount: dollars,
      donorCount: z.number().int(),
      giftCount: z.number().int(),
      averageDonation: dollars,
    }),
  ),
  frequencyCounts: z.object({
    frequent: z.number().int(),
    regular: z.number().int(),
    occasional: z.number().int(),
    'one-time': z.number().int(),
  }),
  /** Spec 001 §9: retained share = donors with more than one gift. */
  donorRetention: z.object({
    newDonors: z.number().int(),
    returningDonors: z.number().int(),
    retentionRate: z.number(),
    churnRate: z.number(),
  }),
  /**
   * As the Fundraising Effectiveness Project measures it: of the donors who gave in `year - 1`, the
   * share who gave again in `year` (the last complete calendar year). Null without donors in year - 1.
   */
  yearOverYear: z.object({
    year: z.number().int(),
    previousYearDonors: z.number().int(),
    retainedDonors: z.number().int(),
    retentionRate: z.number().nullable(),
  }),
  /** Gave last year but not (yet) this year. */
  lybunt: z.number().int(),
  /** Gave in some year before last, but neither last year nor this year. */
  sybunt: z.number().int(),
  forecast: z.object({
    nextMonth: prediction,
    nextQuarter: prediction,
    trendDirection: z.enum(['up', 'down', 'stable']),
  }),
  enhancedForecast: z.object({
    economicFactors: z.object({
      consumerConfidence: z.number(),
      marketPerformance: z.number(),
      unemploymentImpact: z.number(),
      gdpGrowthImpact: z.number(),
    }),
    adjustedPredictions: z.object({ nextMonth: adjusted, nextQuarter: adjusted }),
  }),
  /** The calendar date the year figures are relative to. */
  asOf: day,
});
export type DonorAnalysis = z.infer<typeof donorAnalysisSchema>;
