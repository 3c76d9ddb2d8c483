import { FUNDRAISING_RESTRICTED } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { baseRoutes, mockApi, sessionFor } from '@/test/api-mock';
import { BATCH_ID, batchFigures, batchList, batchSummary } from '@/test/batches';
import { renderApp } from '@/test/render';

const BALANCED = batchSummary();
const OPEN = batchSummary({
  id: '88888888-8888-4888-8888-888888888888',
  name: 'Sunday 11:00, Nov 22 2026',
  state: 'open',
  figures: batchFigures({
    count: 10,
    totalCents: 98_000,
    countVariance: -2,
    totalVariance: -2_000,
    balanced: false,
  }),
});
const COMMITTED = batchSummary({
  id: '99999999-9999-4999-8999-999999999999',
  name: 'Sunday 9:00, Nov 15 2026',
  receivedDate: '2026-11-15',
  state: 'committed',
});
const DEPOSITED = batchSummary({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  name: 'Sunday 9:00, Nov 8 2026',
  receivedDate: '2026-11-08',
  state: 'deposited',
});

/** The app against a server listing `items`; returns the list queries it was sent. */
function batchesApi(session = sessionFor('admin'), items = [OPEN, BALANCED, COMMITTED, DEPOSITED]) {
  const fetchMock = mockApi({
    ...baseRoutes(session),
    'GET /api/batches': { body: batchList(items) },
  });
  const listQueries = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/batches')
      .map((url) => Object.fromEntries(url.searchParams));
  return { fetchMock, listQueries };
}

/** Each row of the table's body: a day's heading row as its text, a batch's as its cells. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const heading = within(row).queryByRole('rowheader');
      return heading
        ? heading.textContent
        : within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent);
    });
}

describe('the batches list', () => {
  it('shows each batch’s state, gifts, total and variance under its day received, newest first, with New batch', async () => {
    const { listQueries } = batchesApi();
    const { user } = renderApp('/giving/batches');

    const table = await screen.findByRole('table');
    expect(rowsOf(table)).toEqual([
      'Sunday, Nov 22, 2026',
      ['Sunday 11:00, Nov 22 2026', 'Open', '10', '$980.00', '−$20.00'],
      ['Sunday 9:00, Nov 22 2026', 'Balanced', '12', '$1,250.00', '$0.00'],
      'Sunday, Nov 15, 2026',
      ['Sunday 9:00, Nov 15 2026', 'Committed', '12', '$1,250.00', '$0.00'],
      'Sunday, Nov 08, 2026',
      ['Sunday 9:00, Nov 8 2026', 'Deposited', '12', '$1,250.00', '$0.00'],
    ]);
    expect(within(table).getByRole('link', { name: 'Sunday 9:00, Nov 22 2026' }).getAttribute('href')).toBe(
      `/giving/batches/${BATCH_ID}`,
    );
    expect(screen.getByRole('link', { name: 'New batch' }).getAttribute('href')).toBe('/giving/batches/new');
    expect(listQueries().at(-1)).toEqual({ state: 'all', page: '1' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Committed');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ state: 'committed', page: '1' }));
  });

  it('shows one card per batch on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    batchesApi();
    renderApp('/giving/batches');

    // A heading per day received, its batches listed under it.
    await screen.findByRole('heading', { level: 3, name: 'Sunday, Nov 22, 2026' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Sunday, Nov 22, 2026',
      'Sunday, Nov 15, 2026',
      'Sunday, Nov 08, 2026',
    ]);
    expect(screen.queryByRole('table')).toBeNull();
    const sunday = screen.getByRole('region', { name: 'Batches received Nov 22, 2026' });
    expect(
      within(sunday)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sunday 11:00, Nov 22 2026', 'Sunday 9:00, Nov 22 2026']);
    const open = within(sunday).getByRole('link', { name: 'Sunday 11:00, Nov 22 2026' }).closest('li');
    expect(open?.textContent).toContain('Open');
    expect(open?.textContent).toContain('Variance−$20.00');
    expect(open?.textContent).toContain('Gifts10');
  });
});

describe('a counter', () => {
  const counter = () => sessionFor('user', { isCounter: true });

  it('has Giving in the main navigation, leading to the open batches only', async () => {
    const { listQueries } = batchesApi(counter(), [OPEN]);
    const { user } = renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    const main = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(main).getByRole('link', { name: 'Giving' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Batches' })).toBeTruthy();
    const giving = screen.getByRole('navigation', { name: 'Giving' });
    expect(
      within(giving)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Batches']);
    expect(await screen.findByRole('link', { name: 'Sunday 11:00, Nov 22 2026' })).toBeTruthy();
    // Only open batches are asked for, and no batch is started here.
    expect(listQueries().every((query) => query.state === 'open')).toBe(true);
    expect(screen.queryByRole('link', { name: 'New batch' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Show' })).toBeNull();
  });

  it('meets Access Restricted on every other fundraising page, without asking the server', async () => {
    const { fetchMock } = batchesApi(counter(), [OPEN]);
    for (const path of ['/giving/donors', '/giving/statements', '/giving/batches/new', '/giving/settings']) {
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' }), path).toBeTruthy();
      expect(screen.getByText(FUNDRAISING_RESTRICTED)).toBeTruthy();
      view.unmount();
    }
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(asked.filter((path) => path.startsWith('/api/donors') || path.startsWith('/api/giving'))).toEqual(
      [],
    );
  });

  it('is not a plain member: they have no Giving and no batches', async () => {
    const { fetchMock } = batchesApi(sessionFor('user'), [OPEN]);
    renderApp('/giving/batches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    const main = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(main).queryByRole('link', { name: 'Giving' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/batches'))).toBe(false);
  });
});
