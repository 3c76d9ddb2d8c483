import type { DonorDirectory as DonorDirectoryPage } from '@steward/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DONOR_SEARCH_DELAY_MS } from '@/components/donor-search-field';
import { apiError, type MockReply, mockApi } from '@/test/api-mock';
import { donorDirectoryPage, donorSummary } from '@/test/donors';
import { renderWithProviders } from '@/test/render';
import { DonorDirectory } from './donor-directory';

const JANE = donorSummary();
const BOB = donorSummary({
  id: '44444444-4444-4444-8444-444444444444',
  firstName: 'Bob',
  lastName: 'Lee',
  email: null,
  phone: null,
  totalAmount: 75.5,
  donationCount: 1,
  averageDonation: 75.5,
  firstDonation: '2024-01-01',
  lastDonation: '2024-01-01',
  frequency: 'one-time',
});

/**
 * Shows the directory against a server answering each GET /api/donors with `answer(query)`; returns
 * the query strings of every directory request, in order.
 */
function showDirectory(answer: (query: URLSearchParams) => DonorDirectoryPage | MockReply) {
  const fetchMock = mockApi({
    'GET /api/donors': () => {
      const query = queries().at(-1) ?? new URLSearchParams();
      const page = answer(query);
      return 'items' in page ? { body: page } : page;
    },
  });
  function queries(): URLSearchParams[] {
    return fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/donors')
      .map((url) => url.searchParams);
  }
  const view = renderWithProviders(<DonorDirectory />);
  return {
    ...view,
    queries,
    lastQuery: () => Object.fromEntries(queries().at(-1) ?? []),
  };
}

/** 120 matching donors, answered a page at a time (the page asked for, or page 1). */
function manyDonors(query: URLSearchParams): DonorDirectoryPage {
  return donorDirectoryPage([JANE], {
    total: 50_000,
    filteredTotal: 120,
    page: Number(query.get('page') ?? 1),
  });
}

function card(name: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Donors' });
  return within(list).getByRole('article', { name });
}

function fact(element: HTMLElement, label: string): string | null | undefined {
  return within(element).getByText(label).nextElementSibling?.textContent;
}

describe('DonorDirectory', () => {
  it('asks for the first page by total amount and says how many donors match', async () => {
    const { lastQuery } = showDirectory(() =>
      donorDirectoryPage([JANE, BOB], { total: 1234, filteredTotal: 2 }),
    );

    const count = await screen.findByText('Showing 2 of 1,234 donors');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(lastQuery()).toEqual({ sort: 'totalAmount', frequency: 'all', page: '1', pageSize: '50' });
    expect(within(screen.getByRole('list', { name: 'Donors' })).getAllByRole('listitem')).toHaveLength(2);
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Donor pages' })).toBeNull();
  });

  it('shows initials, frequency, contact details, giving and months on each card', async () => {
    showDirectory(() => donorDirectoryPage([JANE, BOB]));

    await screen.findByText('Showing 2 of 2 donors');
    const jane = card('Jane Smith');
    expect(jane.querySelector('[aria-hidden="true"]')?.textContent).toBe('JS');
    expect(within(jane).getByText('Regular')).toBeTruthy();
    expect(within(jane).getByText('jane@example.org').textContent).toBe('Email: jane@example.org');
    expect(within(jane).getByText('555-0100').textContent).toBe('Phone: 555-0100');
    expect(fact(jane, 'Total given')).toBe('$1,250.00');
    expect(fact(jane, 'Gifts')).toBe('5');
    expect(fact(jane, 'Average gift')).toBe('$250.00');
    expect(fact(jane, 'First gift')).toBe('Mar 2023');
    expect(fact(jane, 'Last gift')).toBe('Nov 2024');

    const bob = card('Bob Lee');
    expect(bob.querySelector('[aria-hidden="true"]')?.textContent).toBe('BL');
    expect(within(bob).getByText('One-time')).toBeTruthy();
    expect(within(bob).queryByText(/Email:|Phone:/)).toBeNull();
    expect(fact(bob, 'Total given')).toBe('$75.50');
    expect(fact(bob, 'First gift')).toBe('Jan 2024');
  });

  it('searches by name or email once typing pauses, from the first page', async () => {
    const { user, queries, lastQuery } = showDirectory(manyDonors);

    await screen.findByText('Showing 120 of 50,000 donors');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().page).toBe('2'));

    const search = screen.getByRole('searchbox', { name: 'Search donors' });
    fireEvent.change(search, { target: { value: 'j' } });
    fireEvent.change(search, { target: { value: 'ja' } });
    fireEvent.change(search, { target: { value: ' jane ' } });
    // Well inside the pause: nothing asked yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, DONOR_SEARCH_DELAY_MS / 2)));
    expect(queries().some((query) => query.has('q'))).toBe(false);

    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'jane', page: '1' }));
    expect(queries().filter((query) => query.has('q'))).toHaveLength(1);
  });

  it('sorts by each of the five orders, always descending, from the first page', async () => {
    const { user, lastQuery } = showDirectory(manyDonors);

    await screen.findByText('Showing 120 of 50,000 donors');
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(Array.from(sort.options).map((option) => option.text)).toEqual([
      'Total Amount (highest first)',
      'Number of Gifts (highest first)',
      'Average Gift (highest first)',
      'Last Donation (most recent first)',
      'Name (Z to A)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().page).toBe('2'));

    await user.selectOptions(sort, 'Name (Z to A)');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'name', page: '1' }));
    await user.selectOptions(sort, 'Last Donation (most recent first)');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'lastDonation' }));
  });

  it('filters by frequency from the first page', async () => {
    const { user, lastQuery } = showDirectory(manyDonors);

    await screen.findByText('Showing 120 of 50,000 donors');
    const frequency = screen.getByRole('combobox', { name: 'Frequency' }) as HTMLSelectElement;
    expect(Array.from(frequency.options).map((option) => option.text)).toEqual([
      'All',
      'Frequent',
      'Regular',
      'Occasional',
      'One-time',
    ]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().page).toBe('2'));

    await user.selectOptions(frequency, 'One-time');
    await waitFor(() => expect(lastQuery()).toMatchObject({ frequency: 'one-time', page: '1' }));
  });

  it('pages through the matches 50 at a time', async () => {
    const { user, lastQuery } = showDirectory(manyDonors);

    const pages = await screen.findByRole('navigation', { name: 'Donor pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(within(pages).getByText('Page 2 of 3')).toBeTruthy());
    expect(lastQuery()).toMatchObject({ page: '2', pageSize: '50', sort: 'totalAmount', frequency: 'all' });
  });

  it('says when no donor matches', async () => {
    showDirectory(() => donorDirectoryPage([], { total: 3, filteredTotal: 0 }));

    expect(await screen.findByText('No donors found matching your criteria')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 3 donors')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Donors' })).toBeNull();
  });

  it('says why the donors could not be loaded', async () => {
    showDirectory(() => apiError(403, 'forbidden', 'Not allowed'));

    expect((await screen.findByRole('alert')).textContent).toBe('Error loading donors: Not allowed');
  });
});

describe('All Donors: possible duplicates', () => {
  it('shows how many possible duplicates there are, linking to the list, and nothing when there are none', async () => {
    mockApi({
      'GET /api/donors': { body: donorDirectoryPage([JANE, BOB]) },
      'GET /api/donors/duplicates/count': { body: { count: 12 } },
    });
    const { unmount } = renderWithProviders(<DonorDirectory />);
    const link = await screen.findByRole('link', { name: 'Possible duplicates: 12' });
    expect(link.getAttribute('href')).toBe('/giving/duplicates');
    unmount();

    mockApi({
      'GET /api/donors': { body: donorDirectoryPage([JANE, BOB]) },
      'GET /api/donors/duplicates/count': { body: { count: 0 } },
    });
    renderWithProviders(<DonorDirectory />);
    await screen.findByText('Showing 2 of 2 donors');
    expect(screen.queryByRole('link', { name: /Possible duplicates/ })).toBeNull();
  });
});
