import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, baseRoutes, type MockReply, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { donorAnalysis, donorSummary } from '@/test/donors';
import { renderApp } from '@/test/render';

const REPORT = '/department/fundraising-donor-management/report';
const RESTRICTED_TEXT =
  "You don't have access to the Fundraising & Donor Management department. This area contains sensitive donor information and requires administrator privileges.";

type Reply = MockReply | ((request: MockRequest) => MockReply);

function reportApi(analysis: Reply = { body: donorAnalysis() }, role: 'admin' | 'user' = 'admin') {
  return mockApi({ ...baseRoutes(sessionFor(role)), 'GET /api/donors/analysis': analysis });
}

function analysisCalls(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/donors/analysis'));
}

/** The cells of each body row of the table named `label`, as text. */
function rows(label: string): string[][] {
  const table = screen.getByRole('region', { name: label });
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

/** The label-value pairs under the report's heading `title`, as [label, value]. */
function figures(title: string): [string, string][] {
  const section = screen.getByRole('heading', { level: 2, name: title }).closest('section');
  return [...(section?.querySelectorAll('dt') ?? [])].map((term) => [
    term.textContent ?? '',
    term.nextElementSibling?.textContent ?? '',
  ]);
}

describe('fundraising report', () => {
  it('prints the analysis: organisation, date, totals, months, retention, forecasts and top donors', async () => {
    reportApi();
    // happy-dom has no print dialog.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderApp(REPORT);

    expect(await screen.findByRole('heading', { level: 1, name: 'Fundraising Report' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Fundraising Report · Steward'));
    const report = within(await screen.findByRole('article', { name: 'Fundraising report' }));
    expect(report.getByText('Grace Church')).toBeTruthy();
    expect(report.getByText('Mar 15, 2025')).toBeTruthy();

    expect(figures('Totals')).toEqual([
      ['Total Donors', '1,240'],
      ['Total Donations', '$152,340.50'],
      ['Average Donation', '$61.43'],
      ['Total Gifts', '2,480'],
    ]);
    expect(rows('Monthly totals')).toEqual([
      ['Oct 2024', '$12,000.00', '100', '150', '$80.00'],
      ['Nov 2024', '$15,500.25', '120', '161', '$96.27'],
      ['Dec 2024', '$9,800.00', '90', '98', '$100.00'],
    ]);
    expect(figures('Retention')).toEqual([
      ['Returning donors', '745 (60.1%)'],
      ['New donors', '495 (39.9%)'],
      ['Retention rate', '60.1%'],
      ['Churn rate', '39.9%'],
      ['LYBUNT', '247'],
      ['SYBUNT', '96'],
    ]);
    expect(report.getByText('41.2%')).toBeTruthy();
    expect(report.getByText(/173 of 420 donors who gave in 2023 gave again in 2024/)).toBeTruthy();
    expect(report.getByText('Up')).toBeTruthy();
    expect(rows('Forecast')).toEqual([
      ['Forecast', '$12,000.00', '$11,800.00'],
      ['Confidence', '72.0%', '72.0%'],
      ['Economic adjustment', '+$960.00', '+$708.00'],
      ['Enhanced forecast', '$12,960.00', '$12,508.00'],
      ['Enhanced confidence', '77.0%', '75.0%'],
    ]);
    expect(report.queryByText(/at least three complete months/)).toBeNull();
    expect(rows('Top 10 donors')).toEqual([
      ['1', 'Jane Smith', '24', '$12,500.00', 'Nov 15, 2024'],
      ['2', 'Bob Lee', '1', '$9,800.75', 'Nov 15, 2024'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('marks the month under way in the monthly totals as "so far"', async () => {
    reportApi({ body: donorAnalysis({ asOf: '2024-12-10' }) });
    renderApp(REPORT);

    await screen.findByRole('region', { name: 'Monthly totals' });
    expect(rows('Monthly totals').map((row) => row[0])).toEqual([
      'Oct 2024',
      'Nov 2024',
      'Dec 2024 (so far)',
    ]);
  });

  it('lists at most ten donors', async () => {
    const donors = Array.from({ length: 12 }, (_, index) =>
      donorSummary({
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        lastName: `Donor ${index + 1}`,
        totalAmount: 5000 - index * 100,
      }),
    );
    reportApi({ body: donorAnalysis({ topDonors: donors }) });
    renderApp(REPORT);

    await screen.findByRole('region', { name: 'Top 10 donors' });
    const top = rows('Top 10 donors');
    expect(top).toHaveLength(10);
    expect(top.at(-1)?.slice(0, 2)).toEqual(['10', 'Jane Donor 10']);
  });

  it('says why the forecast is $0 with fewer than three complete months', async () => {
    const none = { predictedAmount: 0, confidence: 0 };
    const adjusted = { baseAmount: 0, economicAdjustment: 0, finalAmount: 0, confidence: 0.05 };
    reportApi({
      body: donorAnalysis({
        forecast: { nextMonth: none, nextQuarter: none, trendDirection: 'stable' },
        enhancedForecast: {
          ...donorAnalysis().enhancedForecast,
          adjustedPredictions: { nextMonth: adjusted, nextQuarter: { ...adjusted, confidence: 0.03 } },
        },
      }),
    });
    renderApp(REPORT);

    expect(
      await screen.findByText(
        'A forecast needs at least three complete months of giving; until then it is $0.00.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Stable')).toBeTruthy();
  });

  it('hides the shell, the back link and Print when printing', async () => {
    reportApi();
    renderApp(REPORT);

    const print = await screen.findByRole('button', { name: 'Print' });
    expect(print.className.split(' ')).toContain('print:hidden');
    const back = screen.getByRole('link', { name: 'Back to Fundraising' });
    expect(back.getAttribute('href')).toBe('/department/fundraising-donor-management');
    expect(back.closest('.print\\:hidden')).not.toBeNull();
    expect(screen.getByRole('banner').className.split(' ')).toContain('print:hidden');
    expect(screen.getByRole('complementary', { name: 'Sidebar' }).className.split(' ')).toContain(
      'print:hidden',
    );
    // The page scrolls inside <main> on screen; on paper it must run on past the first page.
    expect(screen.getByRole('main').className.split(' ')).toContain('print:overflow-visible');
  });

  it('says there is nothing to report yet, without Print, when there is no donor data', async () => {
    reportApi({ body: donorAnalysis({ totalDonors: 0, totalAmount: 0, donationCount: 0, topDonors: [] }) });
    renderApp(REPORT);

    expect(await screen.findByText('No donor data yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Fundraising report' })).toBeNull();
  });

  it('says why when the analysis fails, and tries again', async () => {
    // 429: answered at once, without the retries a server error gets.
    let fail = true;
    reportApi(() => (fail ? apiError(429, 'rate_limited', 'Too many requests') : { body: donorAnalysis() }));
    const { user } = renderApp(REPORT);

    expect(await screen.findByText('Error loading donor analytics: Too many requests')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Fundraising report' })).toBeTruthy();
  });

  it('restricts the report for the user role without asking for donor data', async () => {
    const fetchMock = reportApi({ body: donorAnalysis() }, 'user');
    renderApp(REPORT);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText(RESTRICTED_TEXT)).toBeTruthy();
    expect(analysisCalls(fetchMock)).toHaveLength(0);
    expect(screen.queryByText('1,240')).toBeNull();
  });

  it('shows Access Restricted when the server refuses the analysis (403)', async () => {
    reportApi(apiError(403, 'forbidden', 'Administrator privileges required'));
    renderApp(REPORT);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText(RESTRICTED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
