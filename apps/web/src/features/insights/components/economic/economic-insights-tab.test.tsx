import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, type MockReply, mockApi } from '@/test/api-mock';
import { economicIndicatorView, economicInsights } from '@/test/donors';
import { renderWithProviders } from '@/test/render';
import { EconomicInsightsTab } from './economic-insights-tab';

type Routes = Parameters<typeof mockApi>[0];

const SAMPLE_MESSAGE = 'Failed to load economic data. Using sample data for demonstration.';

function showInsights(reply: MockReply = { body: economicInsights() }, extra: Routes = {}) {
  const fetchMock = mockApi({ 'GET /api/insights/economic': reply, ...extra });
  return { fetchMock, ...renderWithProviders(<EconomicInsightsTab />) };
}

/** An indicator's card, found by the toggle button that names it. */
function card(name: string): HTMLElement {
  return screen.getByRole('button', { name }).closest('li') as HTMLElement;
}

/** Label and value of each line of a definition list, as "Label: value". */
function facts(element: HTMLElement): string[] {
  return Array.from(element.querySelectorAll('dt')).map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );
}

/** The coloured correlation box of a card. */
function correlationBox(name: string): HTMLElement {
  const term = within(card(name)).getByText('Correlation with giving');
  return term.nextElementSibling?.firstElementChild as HTMLElement;
}

/** The text of each row of a table, cells joined by " | ". */
function rows(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.children)
        .map((cell) => cell.textContent)
        .join(' | '),
    );
}

function trendChart(): HTMLElement {
  return screen.getByRole('img', { name: /^Line chart of / });
}

describe('EconomicInsightsTab', () => {
  beforeEach(() => {
    // happy-dom lays nothing out, so recharts measures every chart as 0x0 and says so.
    const warn = console.warn;
    vi.spyOn(console, 'warn').mockImplementation((message?: unknown, ...rest: unknown[]) => {
      if (typeof message === 'string' && message.startsWith('The width(0) and height(0) of chart')) return;
      warn(message, ...rest);
    });
  });

  it('shows the eight indicators in order with value, trend, correlation, impact and recommendation', async () => {
    showInsights();

    expect(screen.getByRole('status').textContent).toBe('Loading economic data...');
    const list = await screen.findByRole('list', { name: 'Economic indicators' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Consumer Confidence',
      'S&P 500',
      'Unemployment Rate',
      'GDP Growth',
      'Inflation Rate',
      'Federal Funds Rate',
      'Personal Income',
      'Corporate Profits',
    ]);
    expect(facts(card('Consumer Confidence'))).toEqual([
      'Current value: 71.8 index',
      'Trend: Up',
      'Correlation with giving: 0.75 (Strong, Highly Significant)',
      'Impact: Higher consumer sentiment usually comes with steadier giving.',
      'Recommendation: Plan appeals when sentiment is rising; lean on monthly givers when it falls.',
    ]);
    expect(facts(card('S&P 500')).slice(0, 3)).toEqual([
      'Current value: 5,881.63 points',
      'Trend: Up',
      'Correlation with giving: 0.52 (Moderate, Not Significant)',
    ]);
    expect(facts(card('Unemployment Rate')).slice(0, 3)).toEqual([
      'Current value: 4.2%',
      'Trend: Stable',
      'Correlation with giving: -0.62 (Strong, Significant)',
    ]);
    // Percentages with one decimal.
    expect(facts(card('Inflation Rate')).slice(0, 3)).toEqual([
      'Current value: 2.9%',
      'Trend: Down',
      'Correlation with giving: -0.18 (Very Weak, Not Significant)',
    ]);
    expect(facts(card('Federal Funds Rate'))[0]).toBe('Current value: 4.5%');
    expect(within(card('Consumer Confidence')).getByText('FRED')).toBeTruthy();
    expect(within(card('Personal Income')).getByText('BEA')).toBeTruthy();
  });

  it('colours each correlation by its band: green, yellow or red', async () => {
    showInsights();
    await screen.findByRole('list', { name: 'Economic indicators' });

    expect(correlationBox('Consumer Confidence').className).toContain('bg-emerald-50');
    expect(correlationBox('Unemployment Rate').className).toContain('bg-emerald-50');
    expect(correlationBox('S&P 500').className).toContain('bg-amber-50');
    expect(correlationBox('Federal Funds Rate').className).toContain('bg-amber-50');
    expect(correlationBox('Inflation Rate').className).toContain('bg-red-50');
    expect(correlationBox('Inflation Rate').className).not.toContain('bg-emerald-50');
  });

  it('says when there are no overlapping months instead of a correlation', async () => {
    showInsights();
    await screen.findByRole('list', { name: 'Economic indicators' });

    expect(facts(card('GDP Growth'))[2]).toBe(
      'Correlation with giving: No overlapping data found between donation trends and selected economic indicator.',
    );
    expect(within(card('GDP Growth')).queryByText(/Significan/)).toBeNull();
  });

  it('shows "Not available" when an indicator has no current value', async () => {
    showInsights({
      body: economicInsights({
        indicators: [economicIndicatorView({ currentValue: null, data: [], correlation: null })],
        message: null,
      }),
    });
    await screen.findByRole('list', { name: 'Economic indicators' });

    expect(facts(card('Consumer Confidence'))[0]).toBe('Current value: Not available');
    expect(trendChart().getAttribute('aria-label')).toBe('Line chart of Consumer Confidence: no data.');
  });

  it('announces sample data and badges the indicators that are sample data', async () => {
    showInsights();
    await screen.findByRole('list', { name: 'Economic indicators' });

    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(SAMPLE_MESSAGE);
    const sampled = within(screen.getByRole('list', { name: 'Economic indicators' }))
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByText('Sample data'))
      .map((item) => within(item).getByRole('button').textContent);
    expect(sampled).toEqual(['Personal Income', 'Corporate Profits']);
  });

  it('shows no banner and no sample badges when every indicator is live', async () => {
    const live = economicInsights().indicators.map((indicator) => ({
      ...indicator,
      sample: false,
      fetchedAt: new Date(2025, 2, 7, 14, 30).toISOString(),
    }));
    showInsights({ body: economicInsights({ indicators: live, message: null }) });
    await screen.findByRole('list', { name: 'Economic indicators' });

    expect(screen.queryByText(SAMPLE_MESSAGE)).toBeNull();
    expect(screen.queryByText('Sample data')).toBeNull();
  });

  it('charts Consumer Confidence first, and the indicator of the card chosen after', async () => {
    const { user } = showInsights();
    await screen.findByRole('list', { name: 'Economic indicators' });

    expect(screen.getByRole('button', { name: 'Consumer Confidence' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(trendChart().getAttribute('aria-label')).toBe(
      'Line chart of Consumer Confidence from Jan 2024 to Dec 2024: highest 71.8 index in Dec 2024, ' +
        'lowest 66.2 index in Apr 2024, latest 71.8 index in Dec 2024.',
    );
    expect(rows(screen.getByRole('table', { name: 'Consumer Confidence' })).slice(0, 3)).toEqual([
      'Period | Value',
      'Jan 2024 | 67.1 index',
      'Feb 2024 | 68.4 index',
    ]);

    await user.click(screen.getByRole('button', { name: 'Unemployment Rate' }));

    expect(screen.getByRole('button', { name: 'Unemployment Rate' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Consumer Confidence' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(trendChart().getAttribute('aria-label')).toBe(
      'Line chart of Unemployment Rate from Jan 2024 to Dec 2024: highest 4.3% in Jul 2024, ' +
        'lowest 3.7% in Jan 2024, latest 4.2% in Dec 2024.',
    );
    expect(screen.queryByRole('table', { name: 'Consumer Confidence' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Unemployment Rate' });
    expect(table.classList.contains('sr-only')).toBe(true);
    expect(rows(table)).toHaveLength(13);
    expect(rows(table).slice(6, 8)).toEqual(['Jun 2024 | 4.1%', 'Jul 2024 | 4.3%']);
    expect(screen.getByRole('region', { name: 'Unemployment Rate trend' })).toBeTruthy();
  });

  it('selects a card from the keyboard, and labels quarterly points by quarter', async () => {
    const { user } = showInsights();
    await screen.findByRole('list', { name: 'Economic indicators' });

    screen.getByRole('button', { name: 'Inflation Rate' }).focus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'GDP Growth' }));
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'GDP Growth' }).getAttribute('aria-pressed')).toBe('true');
    expect(trendChart().getAttribute('aria-label')).toBe(
      'Line chart of GDP Growth from Q1 2022 to Q4 2024: highest 4.4% in Q3 2023, ' +
        'lowest -1.0% in Q1 2022, latest 2.3% in Q4 2024.',
    );
    expect(rows(screen.getByRole('table', { name: 'GDP Growth' }))[1]).toBe('Q1 2022 | -1.0%');
  });

  it('names each source and when each indicator was fetched, or that it is sample data', async () => {
    showInsights();
    await screen.findByRole('list', { name: 'Economic indicators' });

    const sources = screen.getByRole('region', { name: 'Data sources' });
    expect(facts(sources)).toEqual([
      'FRED: Federal Reserve Bank of St. Louis',
      'BEA: U.S. Bureau of Economic Analysis',
    ]);
    const lines = within(screen.getByRole('list', { name: 'Indicator sources' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe('Consumer ConfidenceFREDFetched Mar 07, 2025 14:30');
    expect(lines[6]).toBe('Personal IncomeBEASample data');
    expect(lines[7]).toBe('Corporate ProfitsBEASample data');
  });

  it('tests the FRED connection and shows success in green', async () => {
    const { fetchMock, user } = showInsights(undefined, {
      'POST /api/insights/economic/test': { body: { ok: true, message: 'FRED API connection successful!' } },
    });
    await screen.findByRole('list', { name: 'Economic indicators' });
    const result = screen.getByRole('status', { name: 'Connection test result' });
    expect(result.textContent).toBe('');

    await user.click(screen.getByRole('button', { name: 'Test connection' }));

    expect(await within(result).findByText('FRED API connection successful!')).toBeTruthy();
    expect((result.firstElementChild as HTMLElement).className).toContain('bg-emerald-50');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(String(posts[0]?.[0])).toBe('/api/insights/economic/test');
    expect(new Headers(posts[0]?.[1]?.headers).get('X-Steward-CSRF')).toBe('1');
  });

  it("shows a failed connection test in red, with the server's words", async () => {
    const { user } = showInsights(undefined, {
      'POST /api/insights/economic/test': {
        body: {
          ok: false,
          message:
            'FRED API connection failed: Bad Request. The value for variable api_key is not registered.',
        },
      },
    });
    await screen.findByRole('list', { name: 'Economic indicators' });

    await user.click(screen.getByRole('button', { name: 'Test connection' }));

    const result = screen.getByRole('status', { name: 'Connection test result' });
    expect(
      await within(result).findByText(
        'FRED API connection failed: Bad Request. The value for variable api_key is not registered.',
      ),
    ).toBeTruthy();
    expect((result.firstElementChild as HTMLElement).className).toContain('bg-red-50');
    expect((result.firstElementChild as HTMLElement).className).not.toContain('bg-emerald-50');
  });

  it('says the test could not run when the request itself fails', async () => {
    const { user } = showInsights(undefined, {
      'POST /api/insights/economic/test': apiError(503, 'unavailable', 'The server is busy'),
    });
    await screen.findByRole('list', { name: 'Economic indicators' });

    await user.click(screen.getByRole('button', { name: 'Test connection' }));

    const result = screen.getByRole('status', { name: 'Connection test result' });
    expect(await within(result).findByText('Failed to test API connection: The server is busy')).toBeTruthy();
    expect((result.firstElementChild as HTMLElement).className).toContain('bg-red-50');
  });

  it('says why the economic data could not be loaded', async () => {
    showInsights(apiError(403, 'forbidden', 'Not allowed'));

    expect((await screen.findByRole('alert')).textContent).toBe('Error loading economic data: Not allowed');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
