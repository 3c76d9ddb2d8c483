import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '@test/app';
import { multipartBody } from '@test/multipart';
import { buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/**
 * A stand-in for the FRED and BEA APIs on loopback: answers in their JSON shapes, records what was
 * asked, and can be told to fail.
 */
let requests: URL[] = [];
let failing = false;
let noaa: 'ok' | 'error' | 'malformed' = 'ok';
/** FRED and BEA answer 200 with a body that is not JSON. */
let malformed = false;
/** Answers after this many milliseconds (0: at once), to test the timeouts. */
let delayMs = 0;
const seenHeaders: Record<string, string | string[] | undefined>[] = [];
let fake: Server;

function monthly(count: number, start: number, step: number) {
  // Newest first, as FRED answers with sort_order=desc.
  return Array.from({ length: count }, (_, i) => {
    const month = new Date(Date.UTC(2024, 11 - i, 1)).toISOString().slice(0, 10);
    return { date: month, value: String(start + step * (count - 1 - i)) };
  });
}

function answer(url: URL, req: IncomingMessage) {
  if (malformed && !url.pathname.startsWith('/noaa'))
    return { status: 200, body: '<html>maintenance</html>' };
  if (failing)
    return {
      status: 400,
      body: {
        error_code: 400,
        error_message: 'Bad Request.  The value for variable api_key is not registered.',
      },
    };
  if (url.pathname.endsWith('/releases')) return { status: 200, body: { releases: [{ id: 9 }] } };
  if (url.pathname.endsWith('/series/observations')) {
    const limit = Number(url.searchParams.get('limit'));
    const series = url.searchParams.get('series_id');
    const observations = monthly(limit, series === 'UNRATE' ? 3 : 100, series === 'UNRATE' ? 0.1 : 2);
    observations[3] = { date: observations[3]?.date as string, value: '.' };
    return { status: 200, body: { observations } };
  }
  if (url.pathname === '/noaa/data') {
    if (noaa === 'error')
      return { status: 400, body: { status: '400', message: 'Token parameter is invalid.' } };
    if (noaa === 'malformed') return { status: 200, body: 'not json' };
    const start = url.searchParams.get('startdate') as string;
    return {
      status: 200,
      body: {
        results: [
          { date: `${start}T00:00:00`, datatype: 'TMAX', station: 'GHCND:X', value: 250 },
          { date: `${start}T00:00:00`, datatype: 'TMIN', station: 'GHCND:X', value: 150 },
          { date: `${start}T00:00:00`, datatype: 'PRCP', station: 'GHCND:X', value: 127 },
          { date: `${start}T00:00:00`, datatype: 'SNOW', station: 'GHCND:X', value: 0 },
        ],
      },
    };
  }
  if (req.url?.startsWith('/bea')) {
    const data = [];
    for (const year of (url.searchParams.get('Year') ?? '').split(',')) {
      for (let q = 1; q <= 4; q++) {
        data.push({
          TimePeriod: `${year}Q${q}`,
          LineDescription: 'Personal income',
          DataValue: `${20000 + Number(year) * 4 + q},0`,
        });
        data.push({
          TimePeriod: `${year}Q${q}`,
          LineDescription: 'Corporate profits with inventory valuation and capital consumption adjustments',
          DataValue: `${3000 + q * 10}`,
        });
        data.push({ TimePeriod: `${year}Q${q}`, LineDescription: 'Other line', DataValue: '1' });
      }
    }
    return { status: 200, body: { BEAAPI: { Results: [{ Data: data }] } } };
  }
  return { status: 404, body: {} };
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  fake = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    seenHeaders.push(req.headers);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const { status, body } = answer(url, req);
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await createTestApp(
    {
      FRED_API_KEY: 'fred-test-key',
      FRED_API_URL: `${base}/fred`,
      BEA_API_KEY: 'bea-test-key',
      BEA_API_URL: `${base}/bea`,
      NOAA_TOKEN: 'noaa-test-token',
      NOAA_API_URL: `${base}/noaa`,
    },
    // A short wait, for the tests of services that do not answer in time.
    { config: (config) => ({ ...config, economicData: { ...config.economicData, timeoutMs: 300 } }) },
  );
  w = await buildWorld(t.app, 'insights');
  const csv = [
    'First Name,Last Name,Amount,Date',
    ...Array.from(
      { length: 12 },
      (_, i) => `Ann,Lee,$${100 + i * 10},2024-${String(i + 1).padStart(2, '0')}-05`,
    ),
  ].join('\n');
  const body = multipartBody({}, { filename: 'giving.csv', content: csv, contentType: 'text/csv' });
  const previewed = await call(t.app, 'POST', '/api/donors/imports', {
    cookie: w.admin.cookie,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
  await call(t.app, 'POST', `/api/donors/imports/${previewed.json().importId}/merge`, {
    cookie: w.admin.cookie,
    payload: {},
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  fake.close();
});
beforeEach(async () => {
  requests = [];
  failing = false;
  noaa = 'ok';
  delayMs = 0;
  malformed = false;
  await t.database.db.execute(sql`delete from insight_cache`);
});

async function insights() {
  const response = await call(t.app, 'GET', '/api/insights/economic', { cookie: w.admin.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('economic insights', () => {
  it('fetches the FRED and BEA series through the server, and correlates them with the giving', async () => {
    const body = await insights();
    expect(body.message).toBeNull();
    expect(body.indicators.map((i: { id: string }) => i.id)).toHaveLength(8);
    const sentiment = body.indicators.find((i: { id: string }) => i.id === 'consumer-confidence');
    expect(sentiment).toMatchObject({ source: 'FRED', sample: false, trend: 'up' });
    expect(sentiment.data).toHaveLength(12);
    // Giving rose every month of 2024 as the series did: a perfect positive correlation.
    expect(sentiment.correlation).toMatchObject({
      direction: 'positive',
      strength: 'Very Strong',
      colour: 'green',
    });
    expect(sentiment.correlation.coefficient).toBeCloseTo(1, 5);

    const observationsCall = requests.find((u) => u.searchParams.get('series_id') === 'UMCSENT');
    expect(Object.fromEntries(observationsCall?.searchParams ?? [])).toMatchObject({
      api_key: 'fred-test-key',
      file_type: 'json',
      limit: '24',
      sort_order: 'desc',
    });
    // Inflation is the change over 12 months: FRED is asked for 12 more points than are shown.
    expect(
      requests.find((u) => u.searchParams.get('series_id') === 'CPIAUCSL')?.searchParams.get('limit'),
    ).toBe('36');
    expect(
      requests.find((u) => u.searchParams.get('series_id') === 'SP500')?.searchParams.get('frequency'),
    ).toBe('m');
    const bea = requests.find((u) => u.searchParams.get('TableName') === 'T20100');
    expect(Object.fromEntries(bea?.searchParams ?? [])).toMatchObject({
      UserID: 'bea-test-key',
      method: 'GetData',
      DataSetName: 'NIPA',
      Frequency: 'Q',
      ResultFormat: 'json',
    });
    const income = body.indicators.find((i: { id: string }) => i.id === 'personal-income');
    expect(income.sample).toBe(false);
    expect(income.unit).toBe('%');

    // The keys never reach the browser.
    expect(JSON.stringify(body)).not.toContain('test-key');
  });

  it('serves the next views from the shared cache without asking the services again', async () => {
    await insights();
    const asked = requests.length;
    await insights();
    expect(requests.length).toBe(asked);
  });

  it('falls back to labelled sample data when a service fails, and does not ask again at once', async () => {
    failing = true;
    const body = await insights();
    expect(body.message).toBe('Failed to load economic data. Using sample data for demonstration.');
    expect(body.indicators.every((i: { sample: boolean }) => i.sample)).toBe(true);
    const asked = requests.length;
    await insights();
    expect(requests.length).toBe(asked);
  });

  it('says when there is no overlap between the giving and an indicator', async () => {
    await call(t.app, 'DELETE', '/api/donors', { cookie: w.otherMaster.cookie });
    const response = await call(t.app, 'GET', '/api/insights/economic', { cookie: w.otherMaster.cookie });
    const indicator = response.json().indicators[0];
    expect(indicator.correlation).toBeNull();
    expect(indicator.correlationMessage).toBe(
      'No overlapping data found between donation trends and selected economic indicator.',
    );
  });

  it('treats a service that does not answer in time as failed: sample data, and a clear test message', async () => {
    delayMs = 1000;
    const body = await insights();
    expect(body.message).toBe('Failed to load economic data. Using sample data for demonstration.');
    expect(body.indicators.every((i: { sample: boolean }) => i.sample)).toBe(true);
    const test = await call(t.app, 'POST', '/api/insights/economic/test', { cookie: w.admin.cookie });
    expect(test.json()).toEqual({
      ok: false,
      message: expect.stringMatching(/^FRED API connection failed: .* timed out$/),
    });
    const weather = await call(t.app, 'GET', '/api/insights/weather', { cookie: w.admin.cookie });
    expect(weather.statusCode).toBe(502);
    expect(weather.json().error.message).toMatch(/timed out$/);
  });

  it('treats a body that is not JSON as a failure: sample data, and the test says why', async () => {
    malformed = true;
    const body = await insights();
    expect(body.indicators.every((i: { sample: boolean }) => i.sample)).toBe(true);
    const test = await call(t.app, 'POST', '/api/insights/economic/test', { cookie: w.admin.cookie });
    expect(test.json()).toEqual({
      ok: false,
      message: 'FRED API connection failed: The service did not answer with JSON',
    });
  });

  it('tests the FRED connection with the spec texts', async () => {
    const ok = await call(t.app, 'POST', '/api/insights/economic/test', { cookie: w.admin.cookie });
    expect(ok.json()).toEqual({ ok: true, message: 'FRED API connection successful!' });
    expect(requests.at(-1)?.pathname).toBe('/fred/releases');
    expect(requests.at(-1)?.searchParams.get('limit')).toBe('1');
    failing = true;
    const failed = await call(t.app, 'POST', '/api/insights/economic/test', { cookie: w.admin.cookie });
    expect(failed.json()).toEqual({
      ok: false,
      message: 'FRED API connection failed: Bad Request.  The value for variable api_key is not registered.',
    });
  });
});

describe('weather', () => {
  it('reads GHCND highs, lows and precipitation through the server, in °F and inches', async () => {
    const response = await call(t.app, 'GET', '/api/insights/weather', { cookie: w.admin.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ location: 'ZIP:28801', sample: false, note: null });
    expect(body.days[0]).toEqual({ date: body.startDate, highF: 77, lowF: 59, precipitationIn: 0.5 });
    const asked = requests.at(-1);
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      datasetid: 'GHCND',
      locationid: 'ZIP:28801',
      datatypeid: 'TMAX,TMIN,PRCP',
      limit: '1000',
    });
    expect(seenHeaders.at(-1)?.token).toBe('noaa-test-token');
    expect(response.body).not.toContain('noaa-test-token');
  });

  it("passes on the service's error text, and 'Failed to fetch weather data' for a malformed answer", async () => {
    noaa = 'error';
    const refused = await call(t.app, 'GET', '/api/insights/weather', { cookie: w.admin.cookie });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toBe('Token parameter is invalid.');
    noaa = 'malformed';
    const malformed = await call(t.app, 'GET', '/api/insights/weather', { cookie: w.admin.cookie });
    expect(malformed.statusCode).toBe(502);
    expect(malformed.json().error.message).toBe('Failed to fetch weather data');
  });
});

describe('economic insights without keys', () => {
  it('shows sample data and the key message, calling nothing', async () => {
    const bare = await createTestApp();
    try {
      const world = await buildWorld(bare.app, 'nokeys');
      const response = await call(bare.app, 'GET', '/api/insights/economic', { cookie: world.admin.cookie });
      expect(response.json().message).toBe(
        'Failed to load economic data. Using sample data for demonstration.',
      );
      expect(response.json().indicators.every((i: { sample: boolean }) => i.sample)).toBe(true);
      const test = await call(bare.app, 'POST', '/api/insights/economic/test', {
        cookie: world.admin.cookie,
      });
      expect(test.json()).toEqual({ ok: false, message: 'FRED API key not configured...' });
    } finally {
      await bare.close();
    }
  });
});
