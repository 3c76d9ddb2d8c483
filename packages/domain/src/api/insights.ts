import { z } from 'zod';

const observation = z.object({ date: z.string(), value: z.number() });

/** Spec 001 §3 Correlation result, with the spec's bands (packages/domain/src/insights). */
export const correlationResultSchema = z.object({
  coefficient: z.number(),
  strength: z.enum(['Very Strong', 'Strong', 'Moderate', 'Weak', 'Very Weak']),
  direction: z.enum(['positive', 'negative', 'none']),
  pValue: z.number(),
  significance: z.enum(['Highly Significant', 'Significant', 'Not Significant']),
  colour: z.enum(['green', 'yellow', 'red']),
  overlappingMonths: z.number().int(),
});
/** CorrelationResult (insights/correlation.ts) as the API carries it, without the pair count. */
export type CorrelationView = z.infer<typeof correlationResultSchema>;

/** Spec 001 §3 Economic indicator, as the Economic Insights tab shows it. */
export const economicIndicatorViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: z.enum(['FRED', 'BEA']),
  unit: z.string(),
  frequency: z.enum(['monthly', 'quarterly', 'daily']),
  currentValue: z.number().nullable(),
  trend: z.enum(['up', 'down', 'stable']),
  /** The last 12 points, for the trend chart (spec 001 §9). */
  data: z.array(observation),
  /** Computed from this organisation's monthly giving; null without 3 overlapping months. */
  correlation: correlationResultSchema.nullable(),
  /** "No overlapping data found ..." when correlation is null. */
  correlationMessage: z.string().nullable(),
  impact: z.string(),
  recommendation: z.string(),
  /** True: deterministic sample data, shown because the service or its key is missing. */
  sample: z.boolean(),
  /** When the data was fetched from the service (null for sample data). */
  fetchedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type EconomicIndicatorView = z.infer<typeof economicIndicatorViewSchema>;

/** GET /api/insights/economic. */
export const economicInsightsSchema = z.object({
  indicators: z.array(economicIndicatorViewSchema),
  /** Spec 001 §8 "Failed to load economic data. Using sample data for demonstration." when any is sample. */
  message: z.string().nullable(),
});
export type EconomicInsights = z.infer<typeof economicInsightsSchema>;

/** POST /api/insights/economic/test: spec 001 §8 connection test texts. */
export const economicConnectionTestSchema = z.object({ ok: z.boolean(), message: z.string() });
export type EconomicConnectionTest = z.infer<typeof economicConnectionTestSchema>;
