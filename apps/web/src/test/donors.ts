import type { DonorAnalysis, DonorDirectory, DonorSummary } from '@steward/domain';

/** A regular donor, Jane Smith: 5 gifts, $1,250 from Mar 2023 to Nov 2024. */
export function donorSummary(overrides: Partial<DonorSummary> = {}): DonorSummary {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    firstName: 'Jane',
    lastName: 'Smith',
    email: 'jane@example.org',
    phone: '555-0100',
    totalAmount: 1250,
    donationCount: 5,
    averageDonation: 250,
    firstDonation: '2023-03-01',
    lastDonation: '2024-11-15',
    frequency: 'regular',
    ...overrides,
  };
}

/** One page of GET /api/donors: `items`, out of `total` donors of whom `filteredTotal` match. */
export function donorDirectoryPage(
  items: DonorSummary[],
  overrides: Partial<Omit<DonorDirectory, 'items'>> = {},
): DonorDirectory {
  return { items, total: items.length, filteredTotal: items.length, page: 1, pageSize: 50, ...overrides };
}

/**
 * GET /api/donors/analysis for 1,240 donors over Oct-Dec 2024: 745 returning and 495 new, 173 of
 * 2023's 420 donors gave again in 2024, a rising forecast with the spec's fixed economic factors.
 */
export function donorAnalysis(overrides: Partial<DonorAnalysis> = {}): DonorAnalysis {
  return {
    totalDonors: 1240,
    totalAmount: 152340.5,
    averageDonation: 61.43,
    donationCount: 2480,
    topDonors: [
      donorSummary({ totalAmount: 12500, donationCount: 24, frequency: 'frequent' }),
      donorSummary({
        id: '44444444-4444-4444-8444-444444444444',
        firstName: 'Bob',
        lastName: 'Lee',
        totalAmount: 9800.75,
        donationCount: 1,
        frequency: 'one-time',
      }),
    ],
    monthlyTrends: [
      {
        month: '2024-10',
        label: 'Oct 2024',
        year: 2024,
        amount: 12000,
        donorCount: 100,
        giftCount: 150,
        averageDonation: 80,
      },
      {
        month: '2024-11',
        label: 'Nov 2024',
        year: 2024,
        amount: 15500.25,
        donorCount: 120,
        giftCount: 161,
        averageDonation: 96.27,
      },
      {
        month: '2024-12',
        label: 'Dec 2024',
        year: 2024,
        amount: 9800,
        donorCount: 90,
        giftCount: 98,
        averageDonation: 100,
      },
    ],
    frequencyCounts: { frequent: 200, regular: 245, occasional: 300, 'one-time': 495 },
    donorRetention: {
      newDonors: 495,
      returningDonors: 745,
      retentionRate: 745 / 1240,
      churnRate: 1 - 745 / 1240,
    },
    yearOverYear: { year: 2024, previousYearDonors: 420, retainedDonors: 173, retentionRate: 173 / 420 },
    lybunt: 247,
    sybunt: 96,
    forecast: {
      nextMonth: { predictedAmount: 12000, confidence: 0.72 },
      nextQuarter: { predictedAmount: 11800, confidence: 0.72 },
      trendDirection: 'up',
    },
    enhancedForecast: {
      economicFactors: {
        consumerConfidence: 0.05,
        marketPerformance: 0.03,
        unemploymentImpact: -0.02,
        gdpGrowthImpact: 0.04,
      },
      adjustedPredictions: {
        nextMonth: { baseAmount: 12000, economicAdjustment: 960, finalAmount: 12960, confidence: 0.77 },
        nextQuarter: { baseAmount: 11800, economicAdjustment: 708, finalAmount: 12508, confidence: 0.75 },
      },
    },
    asOf: '2025-03-15',
    ...overrides,
  };
}

// Upload, sync and data management (the donor analytics tool's Upload Data and Data Management tabs).
// Types by import() so that this part only adds to the file.

type ColumnMapping = import('@steward/domain').ColumnMapping;
type DonorImportHistory = import('@steward/domain').DonorImportHistory;
type DonorImportPreview = import('@steward/domain').DonorImportPreview;
type DonorMergeResult = import('@steward/domain').DonorMergeResult;
type DonorSyncResult = import('@steward/domain').DonorSyncResult;
type DonorSyncStatus = import('@steward/domain').DonorSyncStatus;

export const DONOR_IMPORT_ID = '66666666-6666-4666-8666-666666666666';

/** A mapping with every field unset, to spread the recognised columns over. */
export function noColumns(overrides: Partial<ColumnMapping> = {}): ColumnMapping {
  return {
    firstName: null,
    lastName: null,
    fullName: null,
    amount: null,
    date: null,
    month: null,
    email: null,
    phone: null,
    fund: null,
    externalId: null,
    ...overrides,
  };
}

/**
 * POST /api/donors/imports for gifts.csv as the Supported Data Format sample writes it: every column
 * recognised and all 4 rows kept, so the screen merges it at once.
 */
export function donorImportPreview(overrides: Partial<DonorImportPreview> = {}): DonorImportPreview {
  return {
    importId: DONOR_IMPORT_ID,
    fileName: 'gifts.csv',
    headers: ['Transaction ID', 'First Name', 'Last Name', 'Amount', 'Received On'],
    mapping: noColumns({ externalId: 0, firstName: 1, lastName: 2, amount: 3, date: 4 }),
    problems: [],
    rowsRead: 4,
    rowsKept: 4,
    dropped: [],
    sample: [
      {
        line: 2,
        firstName: 'John',
        lastName: 'Smith',
        email: null,
        phone: null,
        amount: 250,
        date: '2024-01-15',
        fund: null,
        externalId: 'TX-1001',
      },
    ],
    canMergeDirectly: true,
    ...overrides,
  };
}

/** POST /api/donors/imports/{id}/merge: 4 new gifts from 3 new donors. */
export function donorMergeResult(overrides: Partial<DonorMergeResult> = {}): DonorMergeResult {
  return {
    fileName: 'gifts.csv',
    recordsProcessed: 4,
    recordsAdded: 4,
    donorsAdded: 3,
    totalRecords: 4,
    ...overrides,
  };
}

/** POST /api/donors/sync with no Donor Data document waiting. */
export function donorSyncResult(overrides: Partial<DonorSyncResult> = {}): DonorSyncResult {
  return { message: 'No new donor data documents found to sync', processed: [], failed: [], ...overrides };
}

/** GET /api/donors/sync: nothing waiting, nothing failed. */
export function donorSyncStatus(overrides: Partial<DonorSyncStatus> = {}): DonorSyncStatus {
  return { pending: 0, processed: 0, failed: [], ...overrides };
}

/** One entry of GET /api/donors/imports: gifts.csv uploaded on 7 Mar 2025. */
export function donorImportHistoryEntry(
  overrides: Partial<DonorImportHistory['items'][number]> = {},
): DonorImportHistory['items'][number] {
  return {
    id: '77777777-7777-4777-8777-777777777777',
    date: '2025-03-07T14:30:00.000Z',
    fileName: 'gifts.csv',
    source: 'upload',
    recordsProcessed: 1200,
    recordsAdded: 1180,
    totalRecords: 2480,
    ...overrides,
  };
}
