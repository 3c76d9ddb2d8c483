import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FundraisingDonorTool } from '@/app/routes/fundraising-donor-tool';
import { fakeNarrowTabBar } from '@/components/ui/tabs.test-layout';
import { apiError, mockApi } from '@/test/api-mock';
import {
  donorAnalysis,
  donorDirectoryPage,
  donorSummary,
  donorSyncResult,
  donorSyncStatus,
  economicInsights,
} from '@/test/donors';
import { createQueryClient, renderWithProviders } from '@/test/render';

/** Set when the Economic Insights module is first imported: it must wait for its tab to open. */
const economicModule = vi.hoisted(() => ({ loaded: false }));
vi.mock('@/features/insights/components/economic/economic-insights-tab', async (importOriginal) => {
  economicModule.loaded = true;
  return importOriginal();
});

type Routes = Parameters<typeof mockApi>[0];

const NO_DONORS = donorAnalysis({ totalDonors: 0, totalAmount: 0, donationCount: 0, topDonors: [] });

function toolApi(extra: Routes = {}) {
  return mockApi({
    'GET /api/donors/analysis': { body: NO_DONORS },
    'POST /api/donors/sync': { body: donorSyncResult() },
    'GET /api/donors/sync': { body: donorSyncStatus() },
    'GET /api/donors/imports': { body: { items: [] } },
    'GET /api/donors': { body: donorDirectoryPage([donorSummary()]) },
    'GET /api/insights/economic': { body: economicInsights() },
    ...extra,
  });
}

function calls(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
  );
}

function tab(name: string) {
  return screen.getByRole('tab', { name });
}

function selected(): string | undefined {
  return screen
    .getAllByRole('tab')
    .find((item) => item.getAttribute('aria-selected') === 'true')
    ?.textContent?.trim();
}

/** The tool's status region, which the automatic sync fills (or leaves empty). */
function syncStatus(): HTMLElement {
  return screen.getByRole('status', { name: 'Document sync' });
}

async function renderTool() {
  const view = renderWithProviders(<FundraisingDonorTool />);
  await screen.findByRole('tablist', { name: 'Donor Analytics' });
  return view;
}

describe('donor analytics tool: tabs', () => {
  it('lists the six tabs in the spec order', async () => {
    toolApi();
    await renderTool();

    expect(screen.getAllByRole('tab').map((item) => item.textContent?.trim())).toEqual([
      'Upload Data',
      'Analytics',
      'All Donors',
      'Data Management',
      'Security',
      'Economic Insights',
    ]);
  });

  // Before any other test of this file opens Economic Insights: its module is imported once per file.
  it('loads Economic Insights only when its tab opens, and asks for the economic data then', async () => {
    const fetchMock = toolApi();
    const { user } = await renderTool();
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(economicModule.loaded).toBe(false);
    expect(calls(fetchMock, 'GET', '/api/insights/economic')).toHaveLength(0);

    await user.click(tab('Economic Insights'));
    expect(selected()).toBe('Economic Insights');
    const panel = screen.getByRole('tabpanel', { name: 'Economic Insights' });
    expect(
      await within(panel).findByRole('button', { name: 'Consumer Confidence', pressed: true }),
    ).toBeTruthy();
    expect(economicModule.loaded).toBe(true);
    expect(calls(fetchMock, 'GET', '/api/insights/economic')).toHaveLength(1);
  });

  it('switches tab on click, showing only the chosen panel', async () => {
    toolApi();
    const { user } = await renderTool();
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    expect(screen.getByRole('tabpanel', { name: 'Upload Data' })).toBeTruthy();

    await user.click(tab('All Donors'));
    expect(selected()).toBe('All Donors');
    const panel = screen.getByRole('tabpanel', { name: 'All Donors' });
    expect(await within(panel).findByText('Jane Smith')).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Upload Data' })).toBeNull();

    await user.click(tab('Upload Data'));
    expect(screen.getByRole('tabpanel', { name: 'Upload Data' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'All Donors' })).toBeNull();
  });

  it('moves between tabs with the arrow keys, Home and End, opening each tab reached', async () => {
    toolApi();
    const { user } = await renderTool();
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());

    await user.click(tab('Upload Data'));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('Analytics');
    expect(document.activeElement).toBe(tab('Analytics'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected()).toBe('Data Management');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toBe('All Donors');
    await user.keyboard('{End}');
    expect(selected()).toBe('Economic Insights');
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Economic Insights' })).findByRole('list', {
        name: 'Economic indicators',
      }),
    ).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toBe('Security');
    expect(screen.getByRole('tabpanel', { name: 'Security' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('Economic Insights');
    expect(document.activeElement).toBe(tab('Economic Insights'));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('Upload Data');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(selected()).toBe('Economic Insights');
  });
});

describe('donor analytics tool: tab bar on a phone', () => {
  // A 300px bar for six 120px tabs: All Donors and the tabs after it start out of view.
  let restore: () => void;
  beforeEach(() => {
    restore = fakeNarrowTabBar({ bar: 300, tab: 120 });
  });
  afterEach(() => restore());

  const bar = () => screen.getByRole('tablist', { name: 'Donor Analytics' });

  it('shows that more tabs follow, and its scroll button brings them into view', async () => {
    toolApi();
    const { user } = await renderTool();

    expect(screen.queryByTitle('Scroll tabs left')).toBeNull();
    const right = await screen.findByTitle('Scroll tabs right');
    expect(right.getAttribute('aria-hidden')).toBe('true');
    await user.click(right);
    expect(bar().scrollLeft).toBe(212);
    expect(screen.getByTitle('Scroll tabs left')).toBeTruthy();
    expect(selected()).toBe('Upload Data');
    // The tab semantics are untouched: six tabs in one tablist.
    expect(within(bar()).getAllByRole('tab')).toHaveLength(6);
  });

  it('scrolls a later tab into view when the app opens it (the Analytics Settings dialog)', async () => {
    toolApi();
    renderWithProviders(<FundraisingDonorTool request={{ tab: 'data', seq: 1 }} />);

    await waitFor(() => expect(selected()).toBe('Data Management'));
    // Data Management ends at 480: the bar scrolls until it ends 44px before the right edge.
    await waitFor(() => expect(bar().scrollLeft).toBe(480 - 300 + 44));
  });

  it('follows the arrow keys to the last tab', async () => {
    toolApi();
    const { user } = await renderTool();

    await user.click(tab('Upload Data'));
    await user.keyboard('{End}');
    expect(selected()).toBe('Economic Insights');
    await waitFor(() => expect(bar().scrollLeft).toBe(720 - 300));
    expect(screen.queryByTitle('Scroll tabs right')).toBeNull();
  });
});

describe('donor analytics tool: opening', () => {
  it('syncs Donor Data documents once, even under StrictMode, and opens Analytics when there are donors', async () => {
    const fetchMock = toolApi({ 'GET /api/donors/analysis': { body: donorAnalysis() } });
    const queryClient = createQueryClient();
    render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <FundraisingDonorTool />
          </MemoryRouter>
        </QueryClientProvider>
      </StrictMode>,
    );

    await waitFor(() => expect(selected()).toBe('Analytics'));
    expect(screen.getByRole('tabpanel', { name: 'Analytics' })).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/donors/sync')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls(fetchMock, 'POST', '/api/donors/sync')).toHaveLength(1);
    expect(
      new Headers(calls(fetchMock, 'POST', '/api/donors/sync')[0]?.[1]?.headers).get('X-Steward-CSRF'),
    ).toBe('1');
  });

  it('opens the tab a link asks for (a donor page going back to All Donors), donors or not', async () => {
    const fetchMock = toolApi({ 'GET /api/donors/analysis': { body: donorAnalysis() } });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/department/fundraising-donor-management?tab=donors']}>
          <FundraisingDonorTool />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/donors/sync')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(selected()).toBe('All Donors');
  });

  it('writes the tab chosen into the address, so each tab has a URL of its own', async () => {
    toolApi({ 'GET /api/donors/analysis': { body: donorAnalysis() } });
    let search = '';
    function Address() {
      search = useLocation().search;
      return null;
    }
    const { user } = renderWithProviders(
      <>
        <FundraisingDonorTool />
        <Address />
      </>,
      { route: '/department/fundraising-donor-management?tab=donors' },
    );

    await waitFor(() => expect(selected()).toBe('All Donors'));
    await user.click(screen.getByRole('tab', { name: 'Data Management' }));
    expect(search).toBe('?tab=data');
    await user.click(screen.getByRole('tab', { name: 'Economic Insights' }));
    expect(search).toBe('?tab=economic');
  });

  it('stays on Upload Data without donors, and says nothing when no document was waiting', async () => {
    const fetchMock = toolApi();
    await renderTool();

    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/donors/sync')).toHaveLength(1));
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/donors/analysis').length).toBeGreaterThan(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(selected()).toBe('Upload Data');
    expect(screen.getByRole('tabpanel', { name: 'Upload Data' })).toBeTruthy();
    expect(syncStatus().textContent).toBe('');
    expect(screen.queryByText('No new donor data documents found to sync')).toBeNull();
  });

  it('opens Analytics when the sync brought the first donors, and shows its result for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let synced = false;
    toolApi({
      'GET /api/donors/analysis': () => ({ body: synced ? donorAnalysis() : NO_DONORS }),
      'POST /api/donors/sync': () => {
        synced = true;
        return {
          body: donorSyncResult({
            message: 'Synced 1 document: added 12 new records',
            processed: [
              { documentId: '88888888-8888-4888-8888-888888888888', name: 'Gifts.csv', recordsAdded: 12 },
            ],
          }),
        };
      },
    });
    await renderTool();

    await waitFor(() => expect(selected()).toBe('Analytics'));
    expect(syncStatus().textContent).toBe('Synced 1 document: added 12 new records');

    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(syncStatus().textContent).toBe('Synced 1 document: added 12 new records');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(syncStatus().textContent).toBe('');
  });

  it('shows a failed automatic sync as "Sync error: ..." and stays on Upload Data', async () => {
    toolApi({ 'POST /api/donors/sync': apiError(503, 'unavailable', 'The database is not answering') });
    await renderTool();

    await waitFor(() => expect(syncStatus().textContent).toBe('Sync error: The database is not answering'));
    expect(selected()).toBe('Upload Data');
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('donor analytics tool: Security tab', () => {
  it('states what Steward does to protect donor data, and no more', async () => {
    toolApi();
    const { user } = await renderTool();

    await user.click(tab('Security'));
    const panel = screen.getByRole('tabpanel', { name: 'Security' });
    const text = panel.textContent ?? '';
    expect(text).toContain(
      "Donor data is kept in Steward's PostgreSQL database on the server, separately for each organization. Nothing of it is stored in your browser.",
    );
    expect(text).toContain('Row-level security in the database separates organizations');
    expect(text).toContain('Only administrators can open donor data.');
    expect(text).toContain('HttpOnly cookie');
    expect(text).toContain('OAuth client secrets and tokens are encrypted with AES-256-GCM');
    expect(text).toContain('Every import, export and clear of donor data is recorded in the audit log');
    expect(text).toContain('Exported CSV files neutralize spreadsheet formulas');
    expect(text).toContain('An uploaded donor file is deleted once it is merged');
    expect(text).not.toMatch(/bank-level|SOC ?2|HIPAA|end-to-end/i);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(8);
  });
});
