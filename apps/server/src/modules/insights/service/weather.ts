import {
  WEATHER_FETCH_FAILED,
  WEATHER_SAMPLE_NOTE,
  type WeatherDay,
  type WeatherView,
  weatherDays,
  weatherSummary,
} from '@steward/domain';
import { AppError } from '@/platform/errors';
import type { InsightDeps } from '../deps';
import { noaaRecords, SourceError } from '../economic-sources';

const DAY_MS = 86_400_000;
/** GHCND daily records arrive a few days late: the panel shows the 30 days ending a week ago. */
const LAG_DAYS = 7;
const PERIOD_DAYS = 30;

function day(date: Date) {
  return date.toISOString().slice(0, 10);
}

/** Deterministic sample days for a period, for a server without NOAA_TOKEN. */
function sampleDays(start: Date): WeatherDay[] {
  return Array.from({ length: PERIOD_DAYS }, (_, i) => {
    const wave = Math.sin(i / 4);
    return {
      date: day(new Date(start.getTime() + i * DAY_MS)),
      highF: Math.round((78 + 6 * wave) * 10) / 10,
      lowF: Math.round((60 + 5 * wave) * 10) / 10,
      precipitationIn: i % 6 === 0 ? 0.4 : 0,
    };
  });
}

/**
 * Spec 001 §2 weather panel: the last available month of daily highs, lows and precipitation at the
 * configured location, through the server; sample days, labelled, without NOAA_TOKEN.
 */
export async function weather(deps: InsightDeps, now = new Date()): Promise<WeatherView> {
  const end = new Date(now.getTime() - LAG_DAYS * DAY_MS);
  const start = new Date(end.getTime() - (PERIOD_DAYS - 1) * DAY_MS);
  const period = { startDate: day(start), endDate: day(end) };
  const { noaaToken, noaaLocation } = deps.economicData;
  if (!noaaToken) {
    const days = sampleDays(start);
    return {
      location: noaaLocation,
      ...period,
      days,
      summary: weatherSummary(days),
      sample: true,
      note: WEATHER_SAMPLE_NOTE,
    };
  }
  try {
    const days = weatherDays(await noaaRecords(deps.economicData, period));
    return {
      location: noaaLocation,
      ...period,
      days,
      summary: weatherSummary(days),
      sample: false,
      note: null,
    };
  } catch (error) {
    // Spec 001 §8: the service's error text, else "Failed to fetch weather data".
    throw new AppError(
      502,
      'unavailable',
      error instanceof SourceError ? error.message : WEATHER_FETCH_FAILED,
    );
  }
}
