import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, type MockReply, mockApi } from '@/test/api-mock';
import { donorAnalysis, economicInsights } from '@/test/donors';
import { renderWithProviders } from '@/test/render';
import { AnalyticsTab } from './analytics-tab';
import { CorrelationPanel } from './correlation-panel';

function showPanel(reply: MockReply = { body: economicInsights() }) {
  const fetchMock = mockApi({ 'GET /api/insights/economic': reply });
  return { fetchMock, ...renderWithProviders(<CorrelationPanel />) };
}

function panel(): HTMLElement {
  return screen.getByRole('region', { name: 'Economic Correlation' });
}

function indicatorSelect(): HTMLSelectElement {
  return screen.getByRole('combobox', { name: 'Economic indicator' }) as HTMLSelectElement;
}

/** Label and value of each line of the panel's result, as "Label: value". */
function facts(): string[] {
  return Array.from(panel().querySelectorAll('dt')).map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );
}

function result(): HTMLElement {
  return panel().querySelector('dl') as HTMLElement;
}

describe('CorrelationPanel', () => {
  it('opens on Consumer Confidence with its coefficient, strength, direction, p-value and band', async () => {
    // Consumer Confidence is not the first indicator here: the default is chosen by id.
    const insights = economicInsights();
    const [confidence, ...others] = insights.indicators;
    showPanel({ body: { ...insights, indicators: [...others, confidence] } });

    expect(within(panel()).getByRole('status').textContent).toBe('Loading economic data...');
    await screen.findByRole('combobox', { name: 'Economic indicator' });
    expect(indicatorSelect().value).toBe('consumer-confidence');
    expect(Array.from(indicatorSelect().options).map((option) => option.text)).toHaveLength(8);
    expect(facts()).toEqual([
      'Coefficient: 0.75',
      'Strength: Strong',
      'Direction: Positive',
      'p-value: 0.005',
      'Significance: Highly Significant',
      'Overlapping months: 12',
    ]);
    expect(result().className).toContain('bg-emerald-50');
  });

  it('switches to the indicator chosen, in its own colour band', async () => {
    const { user } = showPanel();
    await screen.findByRole('combobox', { name: 'Economic indicator' });

    await user.selectOptions(indicatorSelect(), 'Federal Funds Rate');
    expect(facts()).toEqual([
      'Coefficient: -0.41',
      'Strength: Moderate',
      'Direction: Negative',
      'p-value: 0.185',
      'Significance: Not Significant',
      'Overlapping months: 10',
    ]);
    expect(result().className).toContain('bg-amber-50');

    await user.selectOptions(indicatorSelect(), 'Inflation Rate');
    expect(facts()[0]).toBe('Coefficient: -0.18');
    expect(result().className).toContain('bg-red-50');
  });

  it('says when there are no overlapping months, and marks sample data', async () => {
    const { user } = showPanel();
    await screen.findByRole('combobox', { name: 'Economic indicator' });
    expect(within(panel()).queryByText('Sample data')).toBeNull();

    await user.selectOptions(indicatorSelect(), 'GDP Growth');
    expect(result()).toBeNull();
    expect(
      within(panel()).getByText(
        'No overlapping data found between donation trends and selected economic indicator.',
      ),
    ).toBeTruthy();

    await user.selectOptions(indicatorSelect(), 'Personal Income');
    expect(within(panel()).getByText('Sample data')).toBeTruthy();
    expect(facts()[0]).toBe('Coefficient: 0.83');
  });

  it('says why the economic data could not be loaded', async () => {
    showPanel(apiError(403, 'forbidden', 'Not allowed'));

    expect((await within(panel()).findByRole('alert')).textContent).toBe(
      'Error loading economic data: Not allowed',
    );
  });
});

describe('AnalyticsTab correlation panel', () => {
  beforeEach(() => {
    // happy-dom lays nothing out, so recharts measures every chart as 0x0 and says so.
    const warn = console.warn;
    vi.spyOn(console, 'warn').mockImplementation((message?: unknown, ...rest: unknown[]) => {
      if (typeof message === 'string' && message.startsWith('The width(0) and height(0) of chart')) return;
      warn(message, ...rest);
    });
  });

  it('comes after the other dashboard panels when there are donors', async () => {
    mockApi({
      'GET /api/donors/analysis': { body: donorAnalysis() },
      'GET /api/insights/economic': { body: economicInsights() },
    });
    renderWithProviders(<AnalyticsTab />);

    await screen.findByRole('combobox', { name: 'Economic indicator' });
    // The dashboard's panels, without the toaster's region.
    const panels = screen.getAllByRole('region').filter((region) => region.hasAttribute('aria-labelledby'));
    expect(panels).toHaveLength(7);
    expect(panels.at(-1)).toBe(panel());
    expect(facts()[0]).toBe('Coefficient: 0.75');
  });

  it('is not shown, nor the economic data asked for, without donors', async () => {
    const fetchMock = mockApi({
      'GET /api/donors/analysis': {
        body: donorAnalysis({ totalDonors: 0, totalAmount: 0, donationCount: 0, monthlyTrends: [] }),
      },
      'GET /api/insights/economic': { body: economicInsights() },
    });
    renderWithProviders(<AnalyticsTab />);

    expect(await screen.findByText('No donor data yet')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region', { name: 'Economic Correlation' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/insights/'))).toBe(false);
  });
});
