import {
  CONNECTION_TEST_FAILED,
  centsToDollars,
  correlate,
  currentValue,
  ECONOMIC_INDICATORS,
  type EconomicConnectionTest,
  type EconomicIndicator,
  type EconomicInsights,
  FRED_CONNECTION_OK,
  FRED_KEY_MISSING,
  fredConnectionFailed,
  indicatorTrend,
  lastPoints,
  monthlyLast,
  NO_OVERLAP_MESSAGE,
  type Observation,
  SAMPLE_DATA_MESSAGE,
  sampleObservations,
  yearOverYear,
} from '@steward/domain';
import type { EconomicDataConfig } from '@/config';
import { withTenant } from '@/db/tenant';
import { monthlyGiving } from '@/modules/donors/service';
import type { MemberContext } from '@/platform/authorization';
import type { InsightDeps } from '../deps';
import { beaLine, fredObservations, fredReleasesProbe, SourceError } from '../economic-sources';
import { readCache, writeCache } from '../queries/insight-cache';

/** Economic series change monthly or quarterly: half a day is fresh enough. */
const FRESH_MS = 12 * 60 * 60 * 1000;
/** A failed fetch is not retried for ten minutes, so an outage does not slow every page view. */
const RETRY_AFTER_MS = 10 * 60 * 1000;
/** The BEA years asked for: enough quarters for 16 points after the 4-quarter offset. */
const BEA_YEARS = 6;

function cacheKey(indicator: EconomicIndicator) {
  return indicator.source === 'FRED'
    ? `fred:${indicator.series}:${indicator.limit}`
    : `bea:${indicator.series}:${indicator.line}`;
}

async function fetchRaw(config: EconomicDataConfig, indicator: EconomicIndicator, now: Date) {
  if (indicator.source === 'FRED') {
    // A transformed series needs `offset` more points than it shows.
    const limit = indicator.limit + (indicator.offset ?? 0);
    return fredObservations(config, indicator.series, limit, indicator.frequency === 'daily');
  }
  const year = now.getUTCFullYear();
  const years = Array.from({ length: BEA_YEARS }, (_, i) => year - BEA_YEARS + 1 + i);
  return beaLine(config, indicator.series, indicator.line ?? '', years);
}

/**
 * The raw observations of an indicator: from the shared cache while fresh, else from the service
 * (and cached); when the service fails or has no key, the last good answer however old, else null.
 */
async function observationsOf(
  deps: InsightDeps,
  indicator: EconomicIndicator,
  now: Date,
): Promise<{ observations: Observation[]; fetchedAt: Date } | null> {
  const key = cacheKey(indicator);
  const failureKey = `${key}:failure`;
  const rows = await readCache(deps.db, [key, failureKey]);
  const cached = rows.find((row) => row.key === key && row.ok);
  const failure = rows.find((row) => row.key === failureKey);
  const good = cached ? { observations: cached.payload as Observation[], fetchedAt: cached.fetchedAt } : null;
  if (cached && now.getTime() - cached.fetchedAt.getTime() < FRESH_MS) return good;
  const keyMissing =
    indicator.source === 'FRED' ? !deps.economicData.fredApiKey : !deps.economicData.beaApiKey;
  const recentlyFailed = failure && now.getTime() - failure.fetchedAt.getTime() < RETRY_AFTER_MS;
  if (keyMissing || recentlyFailed) return good;
  try {
    const observations = await fetchRaw(deps.economicData, indicator, now);
    if (observations.length === 0) throw new SourceError('The service sent no observations');
    await writeCache(deps.db, key, observations, true, now);
    return { observations, fetchedAt: now };
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    // The last good series (however old) stays in use; the failure is remembered for a while.
    await writeCache(deps.db, failureKey, { error: error.message }, false, now);
    return good;
  }
}

/** The series as the tab shows it: monthly for a daily series, year-over-year where the spec says. */
function shaped(indicator: EconomicIndicator, raw: Observation[]): Observation[] {
  const monthly = indicator.frequency === 'daily' ? monthlyLast(raw) : raw;
  return indicator.transform === 'yoy' && indicator.offset
    ? yearOverYear(monthly, indicator.offset)
    : monthly;
}

/**
 * Spec 001 §2 Economic Insights: the eight indicators with current value, trend, the last 12 points
 * and their correlation with this organisation's monthly giving. An indicator whose service or key
 * is missing shows deterministic sample data, marked as such.
 */
export async function economicInsights(
  deps: InsightDeps,
  member: MemberContext,
  now = new Date(),
): Promise<EconomicInsights> {
  const giving = await withTenant(deps.db, member, (tx) => monthlyGiving(tx, member.organizationId));
  const months = giving.map((row) => ({ month: row.month, amount: centsToDollars(row.cents) }));
  const indicators = await Promise.all(
    ECONOMIC_INDICATORS.map(async (indicator) => {
      const live = await observationsOf(deps, indicator, now);
      const series = live ? shaped(indicator, live.observations) : sampleObservations(indicator.id, now);
      const correlation = correlate(
        months,
        series,
        indicator.frequency === 'quarterly' ? 'quarterly' : 'monthly',
      );
      return {
        id: indicator.id,
        name: indicator.name,
        source: indicator.source,
        unit: indicator.unit,
        frequency: indicator.frequency,
        currentValue: currentValue(series),
        trend: indicatorTrend(series.map((point) => point.value)),
        data: lastPoints(series, 12),
        correlation: correlation && {
          coefficient: correlation.coefficient,
          strength: correlation.strength,
          direction: correlation.direction,
          pValue: correlation.pValue,
          significance: correlation.significance,
          colour: correlation.colour,
          overlappingMonths: correlation.overlappingMonths,
        },
        correlationMessage: correlation ? null : NO_OVERLAP_MESSAGE,
        impact: indicator.impact,
        recommendation: indicator.recommendation,
        sample: live === null,
        fetchedAt: live ? live.fetchedAt.toISOString() : null,
      };
    }),
  );
  return { indicators, message: indicators.some((item) => item.sample) ? SAMPLE_DATA_MESSAGE : null };
}

/** Spec 001 §7 item 3, §8: the FRED connection test and its texts. */
export async function testEconomicConnection(deps: InsightDeps): Promise<EconomicConnectionTest> {
  if (!deps.economicData.fredApiKey) return { ok: false, message: FRED_KEY_MISSING };
  try {
    await fredReleasesProbe(deps.economicData);
    return { ok: true, message: FRED_CONNECTION_OK };
  } catch (error) {
    if (error instanceof SourceError) return { ok: false, message: fredConnectionFailed(error.message) };
    return { ok: false, message: CONNECTION_TEST_FAILED };
  }
}
