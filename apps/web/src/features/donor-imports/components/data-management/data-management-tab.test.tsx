import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FundraisingDonorTool } from '@/app/routes/fundraising-donor-tool';
import { apiError, mockApi } from '@/test/api-mock';
import { donorAnalysis, donorImportHistoryEntry, donorSyncResult, donorSyncStatus } from '@/test/donors';
import { renderWithProviders } from '@/test/render';

type Routes = Parameters<typeof mockApi>[0];

const CONFIRMATION = 'Are you sure you want to clear all donor data? This action cannot be undone.';
const NO_DONORS = donorAnalysis({ totalDonors: 0, totalAmount: 0, donationCount: 0, topDonors: [] });

function dataApi(extra: Routes = {}) {
  return mockApi({
    'GET /api/donors/analysis': { body: donorAnalysis() },
    'POST /api/donors/sync': { body: donorSyncResult() },
    'GET /api/donors/sync': { body: donorSyncStatus({ pending: 0, processed: 3 }) },
    'GET /api/donors/imports': { body: { items: [] } },
    ...extra,
  });
}

function calls(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
  );
}

function selectedTab(): string | undefined {
  return screen
    .getAllByRole('tab')
    .find((item) => item.getAttribute('aria-selected') === 'true')
    ?.textContent?.trim();
}

async function openDataManagement() {
  const view = renderWithProviders(<FundraisingDonorTool />);
  await view.user.click(await screen.findByRole('tab', { name: 'Data Management' }));
  return { ...view, panel: within(await screen.findByRole('tabpanel', { name: 'Data Management' })) };
}

describe('Data Management: overview and upload history', () => {
  it('shows the totals en-US and the last merges with date, file, source and counts', async () => {
    dataApi({
      'GET /api/donors/imports': {
        body: {
          items: [
            donorImportHistoryEntry(),
            donorImportHistoryEntry({
              id: '78787878-7878-4787-8787-787878787878',
              date: '2025-02-14T12:05:00.000Z',
              fileName: 'Spring appeal.csv',
              source: 'document',
              recordsProcessed: 40,
              recordsAdded: 0,
              totalRecords: 1300,
            }),
          ],
        },
      },
    });
    const { panel } = await openDataManagement();

    const overview = within(panel.getByRole('list', { name: 'Donor data overview' }));
    await waitFor(() => expect(overview.getAllByRole('listitem')[0]?.textContent).toContain('1,240'));
    expect(overview.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Total Donors1,240',
      'Total Gifts2,480',
      'Total Amount$152,340.50',
    ]);

    const history = within(await panel.findByRole('region', { name: 'Upload history' }));
    const rows = history.getAllByRole('row').map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(history.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date',
      'File',
      'Source',
      'Rows Read',
      'Records Added',
      'Total Records',
    ]);
    expect(rows[1]?.[0]).toMatch(/^Mar 0[67], 2025 \d\d:\d\d$/);
    expect(rows[1]?.slice(1)).toEqual(['gifts.csv', 'Upload', '1,200', '1,180', '2,480']);
    expect(rows[2]?.[0]).toMatch(/^Feb 1[45], 2025 \d\d:\d\d$/);
    expect(rows[2]?.slice(1)).toEqual(['Spring appeal.csv', 'Document', '40', '0', '1,300']);
  });

  it('says when nothing has been merged yet', async () => {
    dataApi({ 'GET /api/donors/analysis': { body: NO_DONORS } });
    const { panel } = await openDataManagement();

    expect(await panel.findByText('No donor data has been merged yet.')).toBeTruthy();
    expect(panel.queryByRole('region', { name: 'Upload history' })).toBeNull();
  });

  it('links to the CSV export of the server, downloaded as an attachment', async () => {
    dataApi();
    const { panel } = await openDataManagement();

    const link = panel.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/donors/export');
    expect(link.hasAttribute('download')).toBe(true);
  });
});

describe('Data Management: document sync', () => {
  it('shows the documents waiting and synced, and those that failed with why', async () => {
    dataApi({
      'GET /api/donors/sync': {
        body: donorSyncStatus({
          pending: 2,
          processed: 5,
          failed: [
            {
              documentId: '99999999-9999-4999-8999-999999999999',
              name: 'Old export.csv',
              error: 'CSV parsing error: Unclosed quote in line 3',
            },
          ],
        }),
      },
    });
    const { panel } = await openDataManagement();

    await waitFor(() => expect(panel.getByText('Waiting to sync').nextElementSibling?.textContent).toBe('2'));
    expect(panel.getByText('Synced').nextElementSibling?.textContent).toBe('5');
    const failed = within(panel.getByRole('region', { name: 'Documents that could not be synced' }));
    expect(failed.getByRole('listitem').textContent).toBe(
      'Old export.csvCSV parsing error: Unclosed quote in line 3',
    );
  });

  it('syncs now and re-reads the status', async () => {
    let runs = 0;
    const fetchMock = dataApi({
      'POST /api/donors/sync': () => {
        runs += 1;
        return {
          body:
            runs === 1
              ? donorSyncResult()
              : donorSyncResult({
                  message: 'Sync failed: No data found in the CSV file',
                  failed: [
                    {
                      documentId: '99999999-9999-4999-8999-999999999999',
                      name: 'Empty.csv',
                      error: 'No data found in the CSV file',
                    },
                  ],
                }),
        };
      },
    });
    const { user, panel } = await openDataManagement();
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/donors/sync')).toHaveLength(1));
    const statusReads = calls(fetchMock, 'GET', '/api/donors/sync').length;

    await user.click(panel.getByRole('button', { name: 'Sync Now' }));
    const result = panel.getByRole('status', { name: 'Sync Now result' });
    await waitFor(() =>
      expect(result.textContent).toBe(
        'Sync failed: No data found in the CSV fileEmpty.csv: No data found in the CSV file',
      ),
    );
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/donors/sync').length).toBeGreaterThan(statusReads),
    );
  });
});

describe('Data Management: Clear All Data', () => {
  it('asks with the spec question, sends DELETE, refreshes the donor views and opens Upload Data', async () => {
    let cleared = false;
    const fetchMock = dataApi({
      'GET /api/donors/analysis': () => ({ body: cleared ? NO_DONORS : donorAnalysis() }),
      'DELETE /api/donors': () => {
        cleared = true;
        return { status: 204 };
      },
    });
    const { user, panel } = await openDataManagement();

    await user.click(panel.getByRole('button', { name: 'Clear All Data' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Clear all donor data?' }));
    expect(dialog.getByText(CONFIRMATION)).toBeTruthy();
    expect(calls(fetchMock, 'DELETE', '/api/donors')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Clear All Data' }));

    await waitFor(() => expect(calls(fetchMock, 'DELETE', '/api/donors')).toHaveLength(1));
    const [, init] = calls(fetchMock, 'DELETE', '/api/donors')[0] ?? [];
    expect(new Headers(init?.headers).get('X-Steward-CSRF')).toBe('1');
    expect(await screen.findByText('All donor data cleared')).toBeTruthy();
    await waitFor(() => expect(selectedTab()).toBe('Upload Data'));
    expect(screen.getByRole('heading', { name: 'Upload your donor data file' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Data Management' }));
    const overview = within(await screen.findByRole('list', { name: 'Donor data overview' }));
    await waitFor(() => expect(overview.getAllByRole('listitem')[0]?.textContent).toBe('Total Donors0'));
  });

  it('clears nothing on Cancel', async () => {
    const fetchMock = dataApi({ 'DELETE /api/donors': { status: 204 } });
    const { user, panel } = await openDataManagement();

    await user.click(panel.getByRole('button', { name: 'Clear All Data' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Clear all donor data?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls(fetchMock, 'DELETE', '/api/donors')).toHaveLength(0);
    expect(selectedTab()).toBe('Data Management');
  });

  it('says why when clearing fails and stays on Data Management', async () => {
    dataApi({ 'DELETE /api/donors': apiError(503, 'unavailable', 'The database is not answering') });
    const { user, panel } = await openDataManagement();

    await user.click(panel.getByRole('button', { name: 'Clear All Data' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Clear all donor data?' }));
    await user.click(dialog.getByRole('button', { name: 'Clear All Data' }));

    expect(await screen.findByText('Failed to clear donor data: The database is not answering')).toBeTruthy();
    expect(selectedTab()).toBe('Data Management');
  });
});
