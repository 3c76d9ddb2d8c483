import {
  type Observation,
  WEATHER_DATATYPES,
  WEATHER_FETCH_FAILED,
  type WeatherRecord,
} from '@steward/domain';
import type { EconomicDataConfig } from '@/config';

/** A service that answered with an error or could not be reached; the message is the spec's. */
export class SourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceError';
  }
}

/** A service that did not answer: it timed out, or could not be reached at all. */
function unreachable(url: URL, error: unknown) {
  const reason =
    error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
  return new SourceError(`${url.host} ${reason}`);
}

/**
 * Spec 001 §8 "Economic services": '{status} {statusText}' or the service's error_message. The key
 * travels in the query string, as both services require, so it is never put in an error text.
 */
async function getJson(url: URL, timeoutMs: number): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw unreachable(url, error);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const message = typeof body?.error_message === 'string' ? body.error_message : null;
    throw new SourceError(message ?? `${response.status} ${response.statusText}`);
  }
  if (!body) throw new SourceError('The service did not answer with JSON');
  return body;
}

/**
 * Spec 001 §7 item 3: a FRED series' observations (series_id, api_key, file_type=json, limit,
 * sort_order=desc), oldest first; FRED writes a missing value as ".".
 */
export async function fredObservations(
  config: EconomicDataConfig,
  series: string,
  limit: number,
  /** For a daily series (the S&P 500): FRED's month-end values instead of the last days. */
  monthlyEndOfPeriod = false,
): Promise<Observation[]> {
  if (!config.fredApiKey) throw new SourceError('FRED API key not configured');
  const url = new URL(`${config.fredUrl}/series/observations`);
  url.search = new URLSearchParams({
    series_id: series,
    api_key: config.fredApiKey,
    file_type: 'json',
    limit: String(limit),
    sort_order: 'desc',
    ...(monthlyEndOfPeriod ? { frequency: 'm', aggregation_method: 'eop' } : {}),
  }).toString();
  const body = await getJson(url, config.timeoutMs);
  const observations = Array.isArray(body.observations) ? body.observations : [];
  return observations
    .map((item) => item as { date?: unknown; value?: unknown })
    .filter((item) => typeof item.date === 'string' && typeof item.value === 'string' && item.value !== '.')
    .map((item) => ({ date: item.date as string, value: Number(item.value) }))
    .filter((item) => Number.isFinite(item.value))
    .reverse();
}

/** Spec 001 §7 item 3: "a releases call with limit=1 serves as the connection test". */
export async function fredReleasesProbe(config: EconomicDataConfig): Promise<void> {
  if (!config.fredApiKey) throw new SourceError('FRED API key not configured');
  const url = new URL(`${config.fredUrl}/releases`);
  url.search = new URLSearchParams({ api_key: config.fredApiKey, file_type: 'json', limit: '1' }).toString();
  await getJson(url, config.timeoutMs);
}

/** "2024Q3" -> the first day of the quarter. */
function quarterStart(period: string): string | null {
  const match = /^(\d{4})Q([1-4])$/.exec(period);
  if (!match) return null;
  const month = (Number(match[2]) - 1) * 3 + 1;
  return `${match[1]}-${String(month).padStart(2, '0')}-01`;
}

/**
 * Spec 001 §7 item 4: one line of a quarterly NIPA table (GetData, Frequency Q, json), oldest
 * first. The spec's years were fixed (2023, 2024); Steward asks for the last `years` years.
 */
export async function beaLine(
  config: EconomicDataConfig,
  table: string,
  line: string,
  years: number[],
): Promise<Observation[]> {
  if (!config.beaApiKey) throw new SourceError('BEA API key not configured');
  const url = new URL(config.beaUrl);
  url.search = new URLSearchParams({
    UserID: config.beaApiKey,
    method: 'GetData',
    DataSetName: 'NIPA',
    TableName: table,
    Frequency: 'Q',
    Year: years.join(','),
    ResultFormat: 'json',
  }).toString();
  const body = await getJson(url, config.timeoutMs);
  const api = body.BEAAPI as { Results?: unknown; Error?: { APIErrorDescription?: string } } | undefined;
  const results = Array.isArray(api?.Results) ? api.Results[0] : api?.Results;
  const error = (results as { Error?: { APIErrorDescription?: string } } | undefined)?.Error ?? api?.Error;
  if (error) throw new SourceError(error.APIErrorDescription ?? 'BEA answered with an error');
  const data = (results as { Data?: unknown } | undefined)?.Data;
  if (!Array.isArray(data)) throw new SourceError('BEA answered without data');
  return data
    .map((item) => item as { TimePeriod?: string; DataValue?: string; LineDescription?: string })
    .filter((item) => item.LineDescription === line)
    .map((item) => ({
      date: quarterStart(item.TimePeriod ?? ''),
      value: Number((item.DataValue ?? '').replaceAll(',', '')),
    }))
    .filter((item): item is Observation => item.date !== null && Number.isFinite(item.value))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Spec 001 §7 item 2: NOAA Climate Data Online GHCND daily records (TMAX, TMIN, PRCP, limit 1000)
 * for a location and period; the token goes in the `token` header, as NOAA requires.
 */
export async function noaaRecords(
  config: EconomicDataConfig,
  period: { startDate: string; endDate: string },
): Promise<WeatherRecord[]> {
  if (!config.noaaToken) throw new SourceError('NOAA token not configured');
  const url = new URL(`${config.noaaUrl}/data`);
  url.search = new URLSearchParams({
    datasetid: 'GHCND',
    locationid: config.noaaLocation,
    startdate: period.startDate,
    enddate: period.endDate,
    datatypeid: WEATHER_DATATYPES.join(','),
    limit: '1000',
  }).toString();
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(config.timeoutMs),
      headers: { token: config.noaaToken },
    });
  } catch (error) {
    throw unreachable(url, error);
  }
  const body = (await response.json().catch(() => null)) as { results?: unknown; message?: unknown } | null;
  if (!response.ok) {
    throw new SourceError(
      typeof body?.message === 'string' ? body.message : `${response.status} ${response.statusText}`,
    );
  }
  if (!body) throw new SourceError(WEATHER_FETCH_FAILED);
  // NOAA answers a period without data with an empty object.
  const results = Array.isArray(body.results) ? body.results : [];
  return results
    .map((item) => item as { date?: unknown; datatype?: unknown; value?: unknown })
    .filter(
      (item): item is WeatherRecord =>
        typeof item.date === 'string' &&
        typeof item.value === 'number' &&
        (WEATHER_DATATYPES as readonly unknown[]).includes(item.datatype),
    )
    .map(({ date, datatype, value }) => ({ date, datatype, value }));
}
