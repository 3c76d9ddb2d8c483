import type { WeatherView } from '@steward/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, type MockReply, mockApi } from '@/test/api-mock';
import { economicInsights } from '@/test/donors';
import { renderWithProviders } from '@/test/render';
import { EconomicInsightsTab } from './economic-insights-tab';
import { WeatherPanel } from './weather-panel';

const WEATHER_PATH = '/api/insights/weather';
const SAMPLE_NOTE = 'Sample weather data: set NOAA_TOKEN on the server to show real observations.';

/** Sample days of Jun 01-03, 2024 at ZIP:28801; one low not recorded, averages that need rounding. */
function weatherView(overrides: Partial<WeatherView> = {}): WeatherView {
  return {
    location: 'ZIP:28801',
    startDate: '2024-06-01',
    endDate: '2024-06-03',
    days: [
      { date: '2024-06-01', highF: 84.2, lowF: 62.06, precipitationIn: 0.4 },
      { date: '2024-06-02', highF: 78.92, lowF: null, precipitationIn: 0 },
      { date: '2024-06-03', highF: 72.25, lowF: 58.04, precipitationIn: 0.125 },
    ],
    summary: { days: 3, averageHighF: 78.4567, averageLowF: 60.06, totalPrecipitationIn: 0.525 },
    sample: true,
    note: SAMPLE_NOTE,
    ...overrides,
  };
}

function showPanel(route: MockReply | (() => Promise<MockReply>) = { body: weatherView() }) {
  const fetchMock = mockApi({ [`GET ${WEATHER_PATH}`]: route });
  const weatherCalls = () => fetchMock.mock.calls.filter(([input]) => String(input) === WEATHER_PATH).length;
  return { weatherCalls, ...renderWithProviders(<WeatherPanel />) };
}

/** A reply the test sends when it chooses, to see the loading state. */
function deferredReply() {
  let send: (reply: MockReply) => void = () => undefined;
  const promise = new Promise<MockReply>((resolve) => {
    send = resolve;
  });
  return { route: () => promise, send };
}

function panel(): HTMLElement {
  return screen.getByRole('region', { name: 'Weather' });
}

function status(): HTMLElement {
  return screen.getByRole('status', { name: 'Weather status' });
}

/** Label and value of each line of a definition list, as "Label: value". */
function facts(element: HTMLElement): string[] {
  return Array.from(element.querySelectorAll('dt')).map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );
}

/** The text of each row of the days table, cells joined by " | ". */
function dayRows(): string[] {
  const days = screen.getByRole('region', { name: 'Daily weather' });
  return within(days)
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.children)
        .map((cell) => cell.textContent)
        .join(' | '),
    );
}

describe('WeatherPanel', () => {
  it('waits for "Load weather", then shows loading and the month with its figures and sample label', async () => {
    const reply = deferredReply();
    const { user, weatherCalls } = showPanel(reply.route);

    expect(within(panel()).getByRole('heading', { name: 'Weather' })).toBeTruthy();
    expect(status().textContent).toBe('');
    expect(weatherCalls()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Load weather' }));

    expect(status().textContent).toBe('Loading weather data...');
    expect(screen.queryByRole('button', { name: 'Load weather' })).toBeNull();
    expect(weatherCalls()).toBe(1);

    reply.send({ body: weatherView() });

    expect(await within(panel()).findByText('Sample data')).toBeTruthy();
    expect(status().textContent).toBe('Weather loaded: 3 days at ZIP:28801.');
    expect(within(panel()).getByText(SAMPLE_NOTE)).toBeTruthy();
    expect(facts(panel())).toEqual([
      'Location: ZIP:28801',
      'Period: Jun 01, 2024 – Jun 03, 2024',
      'Days: 3',
      'Average high: 78.5°F',
      'Average low: 60.1°F',
      'Total precipitation: 0.53 in',
    ]);
    expect(dayRows()).toEqual([
      'Date | High (°F) | Low (°F) | Precipitation (in)',
      'Jun 01, 2024 | 84.2 | 62.1 | 0.40',
      'Jun 02, 2024 | 78.9 | —Not recorded | 0.00',
      'Jun 03, 2024 | 72.3 | 58.0 | 0.13',
    ]);
    const days = screen.getByRole('region', { name: 'Daily weather' });
    expect(days.getAttribute('tabindex')).toBe('0');
    expect(days.className).toContain('overflow-auto');
    expect(weatherCalls()).toBe(1);
  });

  it('shows live days without the sample label, and "Not available" for a figure with no records', async () => {
    const { user } = showPanel({
      body: weatherView({
        sample: false,
        note: null,
        summary: { days: 3, averageHighF: 78.4567, averageLowF: 60.06, totalPrecipitationIn: null },
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Load weather' }));

    expect(await within(panel()).findByText('Total precipitation')).toBeTruthy();
    expect(facts(panel()).at(-1)).toBe('Total precipitation: Not available');
    expect(within(panel()).queryByText('Sample data')).toBeNull();
    expect(within(panel()).queryByText(SAMPLE_NOTE)).toBeNull();
  });

  it("shows the server's error and loads the weather again on Retry", async () => {
    let calls = 0;
    const { user, weatherCalls } = showPanel(async () => {
      calls += 1;
      return calls === 1
        ? apiError(502, 'unavailable', 'NOAA API error: 503 Service Unavailable')
        : { body: weatherView() };
    });

    await user.click(screen.getByRole('button', { name: 'Load weather' }));

    expect((await screen.findByRole('alert')).textContent).toBe('NOAA API error: 503 Service Unavailable');
    expect(status().textContent).toBe('');
    expect(weatherCalls()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await within(panel()).findByText('Sample data')).toBeTruthy();
    expect(weatherCalls()).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(facts(panel())[3]).toBe('Average high: 78.5°F');
  });

  it('says "Unknown error fetching weather data" when the failure has no message', async () => {
    const { user } = showPanel({ status: 502 });

    await user.click(screen.getByRole('button', { name: 'Load weather' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Unknown error fetching weather data');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Daily weather' })).toBeNull();
  });

  it('sits on the Economic Insights tab between the trend chart and the data sources', async () => {
    // happy-dom lays nothing out, so recharts measures every chart as 0x0 and says so.
    const warn = console.warn;
    vi.spyOn(console, 'warn').mockImplementation((message?: unknown, ...rest: unknown[]) => {
      if (typeof message === 'string' && message.startsWith('The width(0) and height(0) of chart')) return;
      warn(message, ...rest);
    });
    const fetchMock = mockApi({
      'GET /api/insights/economic': { body: economicInsights() },
      [`GET ${WEATHER_PATH}`]: { body: weatherView() },
    });
    const { container } = renderWithProviders(<EconomicInsightsTab />);

    await screen.findByRole('list', { name: 'Economic indicators' });

    // The tab's own regions, not the toaster's.
    const regions = within(container.firstElementChild as HTMLElement)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label') ?? region.querySelector('h3')?.textContent);
    expect(regions).toEqual(['Economic indicators', 'Consumer Confidence trend', 'Weather', 'Data sources']);
    expect(within(panel()).getByRole('button', { name: 'Load weather' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === WEATHER_PATH)).toBe(false);
  });
});
