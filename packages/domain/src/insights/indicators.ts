export const INDICATOR_SOURCES = ['FRED', 'BEA'] as const;
export type IndicatorSource = (typeof INDICATOR_SOURCES)[number];

export const INDICATOR_FREQUENCIES = ['monthly', 'quarterly', 'daily'] as const;
export type IndicatorFrequency = (typeof INDICATOR_FREQUENCIES)[number];

/** 'yoy': each value becomes its percent change against the value `offset` points earlier. */
export const INDICATOR_TRANSFORMS = ['none', 'yoy'] as const;
export type IndicatorTransform = (typeof INDICATOR_TRANSFORMS)[number];

/** Spec 001 §2 and §9: the 8 indicators built (the original's list claims 11), in the spec's order. */
export const INDICATOR_IDS = [
  'consumer-confidence',
  'sp500',
  'unemployment',
  'gdp-growth',
  'inflation',
  'federal-funds',
  'personal-income',
  'corporate-profits',
] as const;
export type IndicatorId = (typeof INDICATOR_IDS)[number];

export interface EconomicIndicator {
  id: IndicatorId;
  name: string;
  source: IndicatorSource;
  /** FRED: the series_id. BEA: the NIPA table name. */
  series: string;
  /** BEA: the LineDescription the table's rows are filtered to. FRED: null. */
  line: string | null;
  /** How often the source publishes; a daily series is read as its last value of each month. */
  frequency: IndicatorFrequency;
  /** The unit of the values shown, after the transform: 'index', 'points' or '%'. */
  unit: string;
  transform: IndicatorTransform;
  /** Points back for 'yoy' (12 months, 4 quarters); null without a transform. */
  offset: number | null;
  /**
   * Spec 001 §7 item 3: how many of the latest observations to request (FRED's limit with
   * sort_order=desc). BEA's GetData has no limit: it is how many of the latest quarters to keep.
   */
  limit: number;
  /** Spec 001 §9: the original's fixed demonstration correlation, not one computed from data. */
  specCorrelation: number;
  impact: string;
  recommendation: string;
}

/**
 * Spec 001 §7 items 3-4 and §9. The impact and recommendation texts are general observations about
 * giving, not findings from this organisation's data; the correlation Steward shows is computed
 * from the donor data (see correlate), specCorrelation only records the original's fixed number.
 */
export const ECONOMIC_INDICATORS: readonly EconomicIndicator[] = [
  {
    id: 'consumer-confidence',
    name: 'Consumer Confidence',
    source: 'FRED',
    // University of Michigan: Consumer Sentiment, index 1966:Q1 = 100.
    series: 'UMCSENT',
    line: null,
    frequency: 'monthly',
    unit: 'index',
    transform: 'none',
    offset: null,
    limit: 24,
    specCorrelation: 0.75,
    impact: 'Higher consumer sentiment usually comes with steadier giving.',
    recommendation: 'Plan appeals when sentiment is rising; lean on monthly givers when it falls.',
  },
  {
    id: 'sp500',
    name: 'S&P 500',
    source: 'FRED',
    // Daily closes; 24 monthly points need month-end values (FRED's frequency=m with
    // aggregation_method=eop, or daily observations reduced with monthlyLast).
    series: 'SP500',
    line: null,
    frequency: 'daily',
    unit: 'points',
    transform: 'none',
    offset: null,
    limit: 24,
    specCorrelation: 0.68,
    impact: 'Rising stock markets tend to lift larger gifts, including gifts of stock.',
    recommendation: 'Invite gifts of appreciated stock after strong market months.',
  },
  {
    id: 'unemployment',
    name: 'Unemployment Rate',
    source: 'FRED',
    series: 'UNRATE',
    line: null,
    frequency: 'monthly',
    unit: '%',
    transform: 'none',
    offset: null,
    limit: 24,
    specCorrelation: -0.62,
    impact: 'Rising unemployment squeezes household budgets, and smaller gifts are often the first to go.',
    recommendation: 'When unemployment rises, thank current donors and offer flexible monthly giving.',
  },
  {
    id: 'gdp-growth',
    name: 'GDP Growth',
    source: 'FRED',
    // Real GDP, percent change from the preceding quarter at an annual rate.
    series: 'A191RL1Q225SBEA',
    line: null,
    frequency: 'quarterly',
    unit: '%',
    transform: 'none',
    offset: null,
    limit: 12,
    specCorrelation: 0.71,
    impact: 'Total charitable giving tends to grow and shrink with the wider economy.',
    recommendation: 'Set fundraising targets with the pace of the economy in mind.',
  },
  {
    id: 'inflation',
    name: 'Inflation Rate',
    source: 'FRED',
    // Consumer price index (all urban consumers); 24 monthly levels give 12 year-over-year changes.
    series: 'CPIAUCSL',
    line: null,
    frequency: 'monthly',
    unit: '%',
    transform: 'yoy',
    offset: 12,
    limit: 24,
    specCorrelation: -0.45,
    impact: 'High inflation leaves households less room to give, and each gift buys less.',
    recommendation: 'When inflation is high, show donors what their gift still achieves.',
  },
  {
    id: 'federal-funds',
    name: 'Federal Funds Rate',
    source: 'FRED',
    series: 'FEDFUNDS',
    line: null,
    frequency: 'monthly',
    unit: '%',
    transform: 'none',
    offset: null,
    limit: 24,
    specCorrelation: -0.38,
    impact: 'Higher interest rates raise borrowing costs and can delay large and capital gifts.',
    recommendation: 'When rates are high, mention planned gifts such as gift annuities, which then pay more.',
  },
  {
    id: 'personal-income',
    name: 'Personal Income',
    source: 'BEA',
    series: 'T20100',
    line: 'Personal income',
    frequency: 'quarterly',
    unit: '%',
    transform: 'yoy',
    offset: 4,
    // 16 quarters give 12 year-over-year changes, as many as the trend chart shows.
    limit: 16,
    specCorrelation: 0.72,
    impact: 'Giving tends to follow household income.',
    recommendation: 'Time upgrade asks for when household incomes are growing.',
  },
  {
    id: 'corporate-profits',
    name: 'Corporate Profits',
    source: 'BEA',
    series: 'T11200',
    line: 'Corporate profits with inventory valuation and capital consumption adjustments',
    frequency: 'quarterly',
    unit: '%',
    transform: 'yoy',
    offset: 4,
    limit: 16,
    specCorrelation: 0.65,
    impact: 'Corporate giving and sponsorships tend to follow company profits.',
    recommendation: 'Approach business sponsors when profits are growing.',
  },
];

const BY_ID = new Map<string, EconomicIndicator>(
  ECONOMIC_INDICATORS.map((indicator) => [indicator.id, indicator]),
);

export function isIndicatorId(id: string): id is IndicatorId {
  return BY_ID.has(id);
}

/** The indicator with this id, or undefined for an unknown id (e.g. from a URL). */
export function findIndicator(id: string): EconomicIndicator | undefined {
  return BY_ID.get(id);
}
