import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, type MockReply, mockApi } from '@/test/api-mock';
import { donorAnalysis } from '@/test/donors';
import { renderWithProviders } from '@/test/render';
import { AnalyticsTab } from './analytics-tab';

function showAnalysis(reply: MockReply) {
  mockApi({ 'GET /api/donors/analysis': reply });
  return renderWithProviders(<AnalyticsTab />);
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

/** A dashboard panel, named by its title. */
function panel(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

/** Label and value of each line of a definition list, as "Label: value". */
function facts(element: HTMLElement): string[] {
  return Array.from(element.querySelectorAll('dt')).map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );
}

describe('AnalyticsTab', () => {
  beforeEach(() => {
    // happy-dom lays nothing out, so recharts measures every chart as 0x0 and says so.
    const warn = console.warn;
    vi.spyOn(console, 'warn').mockImplementation((message?: unknown, ...rest: unknown[]) => {
      if (typeof message === 'string' && message.startsWith('The width(0) and height(0) of chart')) return;
      warn(message, ...rest);
    });
  });

  it('shows the four KPI cards with the totals formatted as counts and dollars', async () => {
    showAnalysis({ body: donorAnalysis() });

    expect(screen.getByRole('status').textContent).toBe('Loading analytics...');
    const kpis = await screen.findByRole('list', { name: 'Donor totals' });
    expect(
      within(kpis)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual([
      'Total Donors1,240',
      'Total Donations$152,340.50',
      'Average Donation$61.43',
      'Total Gifts2,480',
    ]);
  });

  it('says how many households the donors give in, under Total Donors, and nothing without any', async () => {
    showAnalysis({ body: donorAnalysis({ households: 19 }) });
    const kpis = await screen.findByRole('list', { name: 'Donor totals' });
    expect(within(kpis).getAllByRole('listitem')[0]?.textContent).toBe(
      'Total Donors1,24019 households among them',
    );
  });

  it('describes the monthly chart in its label and lists every month in a hidden table', async () => {
    showAnalysis({ body: donorAnalysis() });

    const chart = await screen.findByRole('img', { name: /^Line chart of monthly donation amounts/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Line chart of monthly donation amounts from Oct 2024 to Dec 2024: highest $15,500.25 in Nov 2024, ' +
        'lowest $9,800.00 in Dec 2024, latest $9,800.00 in Dec 2024.',
    );
    const table = screen.getByRole('table', { name: 'Monthly donations' });
    expect(table.classList.contains('sr-only')).toBe(true);
    expect(rows(table)).toEqual([
      'Month | Amount | Donors | Gifts',
      'Oct 2024 | $12,000.00 | 100 | 150',
      'Nov 2024 | $15,500.25 | 120 | 161',
      'Dec 2024 | $9,800.00 | 90 | 98',
    ]);
    // asOf (2025-03-15) is past the last month: every month is complete.
    expect(within(panel('Monthly Donations')).queryByText(/partial month/)).toBeNull();
  });

  it('marks the month under way (the month of asOf) as partial: in the note, the label and the table', async () => {
    showAnalysis({ body: donorAnalysis({ asOf: '2024-12-10' }) });

    const chart = await screen.findByRole('img', { name: /^Line chart of monthly donation amounts/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Line chart of monthly donation amounts from Oct 2024 to Dec 2024: highest $15,500.25 in Nov 2024, ' +
        'lowest $9,800.00 in Dec 2024, latest $9,800.00 in Dec 2024. Dec 2024 is a partial month: its amount so far.',
    );
    expect(within(panel('Monthly Donations')).getByText('December 2024 so far (partial month)')).toBeTruthy();
    expect(rows(screen.getByRole('table', { name: 'Monthly donations' }))).toEqual([
      'Month | Amount | Donors | Gifts',
      'Oct 2024 | $12,000.00 | 100 | 150',
      'Nov 2024 | $15,500.25 | 120 | 161',
      'Dec 2024 so far (partial month) | $9,800.00 | 90 | 98',
    ]);
  });

  it('marks no month as partial when the series ends before the month of asOf', async () => {
    // The first days of January with no gift yet: December is complete.
    showAnalysis({ body: donorAnalysis({ asOf: '2025-01-02' }) });

    const chart = await screen.findByRole('img', { name: /^Line chart of monthly donation amounts/ });
    expect(chart.getAttribute('aria-label')).not.toContain('partial');
    expect(within(panel('Monthly Donations')).queryByText(/partial month/)).toBeNull();
    expect(rows(screen.getByRole('table', { name: 'Monthly donations' })).at(-1)).toBe(
      'Dec 2024 | $9,800.00 | 90 | 98',
    );
  });

  it('splits returning and new donors with counts and one-decimal percentages', async () => {
    showAnalysis({ body: donorAnalysis() });

    expect(
      await screen.findByRole('img', {
        name: 'Donut chart of returning versus new donors: 745 returning (60.1%), 495 new (39.9%).',
      }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Returning vs new donors' });
    expect(table.classList.contains('sr-only')).toBe(true);
    expect(rows(table)).toEqual([
      'Donors | Count | Share',
      'Returning donors | 745 | 60.1%',
      'New donors | 495 | 39.9%',
    ]);
    // The visible legend.
    const legend = within(panel('Returning vs New Donors'))
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.textContent);
    expect(legend).toEqual(['Returning donors745 (60.1%)', 'New donors495 (39.9%)']);
  });

  it('shows the enhanced forecast for next month and quarter, the trend and the fixed factors', async () => {
    showAnalysis({ body: donorAnalysis() });

    await screen.findByRole('list', { name: 'Donor totals' });
    const forecast = panel('Enhanced Forecast');
    expect(within(forecast).getByText('Trend:').textContent).toBe('Trend:Up');
    const month = within(forecast).getByRole('heading', { name: 'Next Month' }).parentElement as HTMLElement;
    expect(facts(month)).toEqual([
      'Base forecast: $12,000.00',
      'Economic adjustment: +$960.00',
      'Adjusted forecast: $12,960.00',
      'Confidence: 77.0%',
    ]);
    const quarter = within(forecast).getByRole('heading', { name: 'Next Quarter' })
      .parentElement as HTMLElement;
    expect(facts(quarter)).toEqual([
      'Base forecast: $11,800.00',
      'Economic adjustment: +$708.00',
      'Adjusted forecast: $12,508.00',
      'Confidence: 75.0%',
    ]);
    expect(forecast.textContent).toContain(
      'The economic factors are fixed demonstration values, not live economic data: consumer confidence ' +
        '+5.0%, market performance +3.0%, unemployment -2.0%, GDP growth +4.0%.',
    );
  });

  it('shows a falling trend as Down', async () => {
    const analysis = donorAnalysis();
    showAnalysis({ body: { ...analysis, forecast: { ...analysis.forecast, trendDirection: 'down' } } });

    await screen.findByRole('list', { name: 'Donor totals' });
    expect(within(panel('Enhanced Forecast')).getByText('Trend:').textContent).toBe('Trend:Down');
  });

  it('shows quick stats and the top donors', async () => {
    showAnalysis({ body: donorAnalysis() });

    await screen.findByRole('list', { name: 'Donor totals' });
    expect(facts(panel('Quick Stats'))).toEqual([
      'Retention rate: 60.1%',
      'Average gift: $61.43',
      'Total gifts: 2,480',
    ]);
    expect(
      within(panel('Top Donors'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Jane Smith24 gifts$12,500.00', '2Bob Lee1 gift$9,800.75']);
  });

  it('measures year-over-year retention and counts LYBUNT and SYBUNT donors', async () => {
    showAnalysis({ body: donorAnalysis() });

    await screen.findByRole('list', { name: 'Donor totals' });
    const years = panel('Year over year');
    expect(within(years).getByText('41.2%')).toBeTruthy();
    expect(within(years).getByText('173 of 420 donors who gave in 2023 gave again in 2024')).toBeTruthy();
    const terms = Array.from(years.querySelectorAll('dt')).map((term) =>
      Array.from(term.parentElement?.children ?? []).map((child) => child.textContent),
    );
    expect(terms).toEqual([
      ['LYBUNT', '247', 'Last year but unfortunately not this year: gave in 2024, not yet in 2025.'],
      [
        'SYBUNT',
        '96',
        'Some year but unfortunately not this year: gave before 2024, but neither in 2024 nor in 2025.',
      ],
    ]);
  });

  it('shows a dash for year-over-year retention when nobody gave the year before', async () => {
    showAnalysis({
      body: donorAnalysis({
        yearOverYear: { year: 2024, previousYearDonors: 0, retainedDonors: 0, retentionRate: null },
      }),
    });

    await screen.findByRole('list', { name: 'Donor totals' });
    const years = panel('Year over year');
    expect(within(years).getByText('—')).toBeTruthy();
    expect(within(years).getByText('Not available')).toBeTruthy();
    expect(within(years).getByText('0 of 0 donors who gave in 2023 gave again in 2024')).toBeTruthy();
  });

  it('points to the Upload Data tab when there are no donors', async () => {
    showAnalysis({
      body: donorAnalysis({ totalDonors: 0, totalAmount: 0, donationCount: 0, monthlyTrends: [] }),
    });

    expect(await screen.findByText('No donor data yet')).toBeTruthy();
    expect(screen.getByText(/in the Upload Data tab/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Donor totals' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says why the analysis could not be loaded', async () => {
    showAnalysis(apiError(403, 'forbidden', 'Not allowed'));

    expect((await screen.findByRole('alert')).textContent).toBe('Error loading donor analytics: Not allowed');
  });
});
