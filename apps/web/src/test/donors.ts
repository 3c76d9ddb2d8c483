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
    address: null,
    envelopeNumber: null,
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
    households: 0,
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
type DonorImportRecord = import('@steward/domain').DonorImportRecord;
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
    status: null,
    amountRefunded: null,
    addressLine1: null,
    addressLine2: null,
    city: null,
    region: null,
    postalCode: null,
    country: null,
    household: null,
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
    refunds: 0,
    dropped: [],
    rowProblems: [],
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
        address: null,
      },
    ],
    handEntered: { count: 0, rows: [] },
    funds: { mapped: [], added: [], choices: [], problem: null },
    households: 0,
    canMergeDirectly: true,
    ...overrides,
  };
}

/** POST /api/donors/imports/{id}/merge: 4 new gifts from 3 new donors. */
export function donorMergeResult(overrides: Partial<DonorMergeResult> = {}): DonorMergeResult {
  return {
    importId: DONOR_IMPORT_ID,
    fileName: 'gifts.csv',
    recordsProcessed: 4,
    recordsAdded: 4,
    donorsAdded: 3,
    giftDonors: 3,
    refundsAdded: 0,
    totalRecords: 4,
    dropped: [],
    rowProblems: [],
    households: { made: 0, extended: 0 },
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
    mergedBy: 'Pat Treasurer',
    recordsProcessed: 1200,
    recordsAdded: 1180,
    totalRecords: 2480,
    donorsAdded: 12,
    refundsAdded: 0,
    undone: null,
    ...overrides,
  };
}

/** GET /api/donors/imports/{id}: the record of the history's gifts.csv, on which nothing depends. */
export function donorImportRecord(overrides: Partial<DonorImportRecord> = {}): DonorImportRecord {
  return {
    ...donorImportHistoryEntry(),
    giftDonors: 140,
    dropped: [
      { reason: 'missing_amount', label: 'Amount missing or 0', count: 20, lines: [4, 9, 15, 16, 30] },
    ],
    rowProblems: [],
    dependents: [],
    ...overrides,
  };
}

// Economic Insights (the donor analytics tool's sixth tab and the Analytics tab's correlation panel).

type EconomicIndicatorView = import('@steward/domain').EconomicIndicatorView;
type EconomicInsights = import('@steward/domain').EconomicInsights;

/** When the live indicators were fetched: 7 Mar 2025 14:30 in the browser's time zone. */
export const ECONOMIC_FETCHED_AT = new Date(2025, 2, 7, 14, 30).toISOString();

/** Jan-Dec 2024 as monthly observation dates. */
function monthlyDates(): string[] {
  return Array.from({ length: 12 }, (_, index) => `2024-${String(index + 1).padStart(2, '0')}-01`);
}

/** Q1 2022 to Q4 2024 as quarterly observation dates. */
function quarterlyDates(): string[] {
  return Array.from({ length: 12 }, (_, index) => {
    const year = 2022 + Math.floor(index / 4);
    return `${year}-${String((index % 4) * 3 + 1).padStart(2, '0')}-01`;
  });
}

function series(dates: string[], values: number[]): EconomicIndicatorView['data'] {
  return dates.map((date, index) => ({ date, value: values[index] ?? 0 }));
}

type Correlation = NonNullable<EconomicIndicatorView['correlation']>;

function correlation(
  coefficient: number,
  strength: Correlation['strength'],
  pValue: number,
  significance: Correlation['significance'],
  colour: Correlation['colour'],
  overlappingMonths = 12,
): Correlation {
  const direction = coefficient > 0 ? 'positive' : coefficient < 0 ? 'negative' : 'none';
  return { coefficient, strength, direction, pValue, significance, colour, overlappingMonths };
}

const NO_OVERLAP = 'No overlapping data found between donation trends and selected economic indicator.';

/**
 * Consumer Confidence from FRED, fetched live: 71.8 in Dec 2024 (lowest 66.2 in Apr, highest the
 * latest), trending up, and a strong, highly significant positive correlation with giving (green).
 */
export function economicIndicatorView(overrides: Partial<EconomicIndicatorView> = {}): EconomicIndicatorView {
  return {
    id: 'consumer-confidence',
    name: 'Consumer Confidence',
    source: 'FRED',
    unit: 'index',
    frequency: 'monthly',
    currentValue: 71.8,
    trend: 'up',
    data: series(monthlyDates(), [67.1, 68.4, 69, 66.2, 68.9, 70.1, 71.5, 70.3, 69.8, 70.5, 71.2, 71.8]),
    correlation: correlation(0.7512, 'Strong', 0.0048, 'Highly Significant', 'green'),
    correlationMessage: null,
    impact: 'Higher consumer sentiment usually comes with steadier giving.',
    recommendation: 'Plan appeals when sentiment is rising; lean on monthly givers when it falls.',
    sample: false,
    fetchedAt: ECONOMIC_FETCHED_AT,
    ...overrides,
  };
}

/**
 * GET /api/insights/economic: the eight indicators in the spec's order. The six FRED ones are live;
 * Personal Income and Corporate Profits (BEA) are sample data, so the sample message is set. GDP
 * Growth and Corporate Profits have no overlapping months with the giving.
 */
export function economicInsights(overrides: Partial<EconomicInsights> = {}): EconomicInsights {
  const monthly = monthlyDates();
  const quarterly = quarterlyDates();
  return {
    indicators: [
      economicIndicatorView(),
      economicIndicatorView({
        id: 'sp500',
        name: 'S&P 500',
        unit: 'points',
        frequency: 'daily',
        currentValue: 5881.63,
        trend: 'up',
        data: series(
          monthly,
          [
            4845.65, 5096.27, 5254.35, 5035.69, 5277.51, 5460.48, 5522.3, 5648.4, 5762.48, 5705.45, 6032.38,
            5881.63,
          ],
        ),
        correlation: correlation(0.52, 'Moderate', 0.083, 'Not Significant', 'yellow'),
        impact: 'Rising stock markets tend to lift larger gifts, including gifts of stock.',
        recommendation: 'Invite gifts of appreciated stock after strong market months.',
      }),
      economicIndicatorView({
        id: 'unemployment',
        name: 'Unemployment Rate',
        unit: '%',
        currentValue: 4.2,
        trend: 'stable',
        data: series(monthly, [3.7, 3.9, 3.8, 3.9, 4, 4.1, 4.3, 4.2, 4.1, 4.1, 4.2, 4.2]),
        correlation: correlation(-0.6249, 'Strong', 0.0299, 'Significant', 'green'),
        impact:
          'Rising unemployment squeezes household budgets, and smaller gifts are often the first to go.',
        recommendation: 'When unemployment rises, thank current donors and offer flexible monthly giving.',
      }),
      economicIndicatorView({
        id: 'gdp-growth',
        name: 'GDP Growth',
        unit: '%',
        frequency: 'quarterly',
        currentValue: 2.3,
        trend: 'down',
        data: series(quarterly, [-1, -0.6, 2.7, 3.4, 2.8, 2.4, 4.4, 3.2, 1.6, 3, 3.1, 2.3]),
        correlation: null,
        correlationMessage: NO_OVERLAP,
        impact: 'Total charitable giving tends to grow and shrink with the wider economy.',
        recommendation: 'Set fundraising targets with the pace of the economy in mind.',
      }),
      economicIndicatorView({
        id: 'inflation',
        name: 'Inflation Rate',
        unit: '%',
        currentValue: 2.8945,
        trend: 'down',
        data: series(monthly, [3.1, 3.2, 3.5, 3.4, 3.3, 3, 2.9, 2.5, 2.4, 2.6, 2.7, 2.9]),
        correlation: correlation(-0.18, 'Very Weak', 0.576, 'Not Significant', 'red'),
        impact: 'High inflation leaves households less room to give, and each gift buys less.',
        recommendation: 'When inflation is high, show donors what their gift still achieves.',
      }),
      economicIndicatorView({
        id: 'federal-funds',
        name: 'Federal Funds Rate',
        unit: '%',
        currentValue: 4.48,
        trend: 'down',
        data: series(monthly, [5.33, 5.33, 5.33, 5.33, 5.33, 5.33, 5.33, 5.33, 5.13, 4.83, 4.64, 4.48]),
        correlation: correlation(-0.41, 'Moderate', 0.185, 'Not Significant', 'yellow', 10),
        impact: 'Higher interest rates raise borrowing costs and can delay large and capital gifts.',
        recommendation:
          'When rates are high, mention planned gifts such as gift annuities, which then pay more.',
      }),
      economicIndicatorView({
        id: 'personal-income',
        name: 'Personal Income',
        source: 'BEA',
        unit: '%',
        frequency: 'quarterly',
        currentValue: 5.1,
        trend: 'stable',
        data: series(quarterly, [4.2, 4.5, 4.9, 5.3, 5.6, 5.4, 5.2, 5, 5.1, 5.2, 5, 5.1]),
        correlation: correlation(0.83, 'Very Strong', 0.001, 'Highly Significant', 'green'),
        impact: 'Giving tends to follow household income.',
        recommendation: 'Time upgrade asks for when household incomes are growing.',
        sample: true,
        fetchedAt: null,
      }),
      economicIndicatorView({
        id: 'corporate-profits',
        name: 'Corporate Profits',
        source: 'BEA',
        unit: '%',
        frequency: 'quarterly',
        currentValue: 6.24,
        trend: 'up',
        data: series(quarterly, [3.1, 2.5, 1.8, 0.9, -0.4, 1.2, 2.8, 4.1, 5.5, 6, 5.8, 6.24]),
        correlation: null,
        correlationMessage: NO_OVERLAP,
        impact: 'Corporate giving and sponsorships tend to follow company profits.',
        recommendation: 'Approach business sponsors when profits are growing.',
        sample: true,
        fetchedAt: null,
      }),
    ],
    message: 'Failed to load economic data. Using sample data for demonstration.',
    ...overrides,
  };
}
