import { FUNDRAISING_RESTRICTED } from '@steward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, baseRoutes, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { donorGiftPage, donorProfile, JANE_ID } from '@/test/donor-records';
import { donorDirectoryPage, donorSummary } from '@/test/donors';
import { renderApp } from '@/test/render';

const JANE = donorSummary();
const BOB = donorSummary({
  id: '44444444-4444-4444-8444-444444444444',
  firstName: 'Bob',
  lastName: 'Adams',
  email: null,
  phone: null,
  totalAmount: 75.5,
  donationCount: 1,
  lastDonation: '2024-01-01',
  frequency: 'one-time',
});

/** The app against a server whose directory answers Jane and Bob; returns each directory query. */
function givingApi(role: 'admin' | 'user' = 'admin', extra: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    ...baseRoutes(sessionFor(role)),
    'GET /api/donors': { body: donorDirectoryPage([BOB, JANE], { total: 2 }) },
    ...extra,
  });
  const directoryQueries = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/donors')
      .map((url) => Object.fromEntries(url.searchParams));
  return { fetchMock, directoryQueries };
}

function mainNavigation() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

describe('Giving in the main navigation', () => {
  it('is there for a fundraising admin, and reaches each of its pages in one click', async () => {
    givingApi();
    // A light page to start from (the dashboard would ask for much more).
    const { user } = renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    await user.click(within(mainNavigation()).getByRole('link', { name: 'Giving' }));
    // /giving opens its donors.
    expect(await screen.findByRole('heading', { level: 1, name: 'Donors' })).toBeTruthy();
    const giving = screen.getByRole('navigation', { name: 'Giving' });
    const pages = within(giving).getAllByRole('link');
    expect(pages.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Donors', '/giving/donors'],
      ['Batches', '/giving/batches'],
      ['Campaigns', '/giving/campaigns'],
      ['Statements', '/giving/statements'],
      ['Imports', '/giving/imports'],
      ['Settings', '/giving/settings'],
    ]);
    expect(within(giving).getByRole('link', { name: 'Donors' }).getAttribute('aria-current')).toBe('page');
    expect(within(giving).getByRole('link', { name: 'Statements' }).getAttribute('aria-current')).toBeNull();
    expect(within(mainNavigation()).getByRole('link', { name: 'Giving' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('is not there for a plain member', async () => {
    givingApi('user');
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(within(mainNavigation()).getByRole('link', { name: 'Document Center' })).toBeTruthy();
    expect(within(mainNavigation()).queryByRole('link', { name: 'Giving' })).toBeNull();
  });

  it('shows a plain member spec 001’s refusal at its addresses, without asking for a donor', async () => {
    const { fetchMock } = givingApi('user');
    for (const path of ['/giving', '/giving/donors', '/giving/statements', `/giving/donors/${JANE.id}`]) {
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' }), path).toBeTruthy();
      expect(screen.getByText(FUNDRAISING_RESTRICTED)).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Giving' })).toBeNull();
      view.unmount();
    }
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/donors'))).toHaveLength(0);
  });
});

describe('the donor table', () => {
  it('lists donors by last name A to Z, and sorts each column both ways on the server', async () => {
    const { directoryQueries } = givingApi();
    const { user } = renderApp('/giving/donors');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Adams, Bob', '', '', '1', '$75.50', 'Jan 01, 2024'],
      ['Smith, Jane', 'jane@example.org', '555-0100', '5', '$1,250.00', 'Nov 15, 2024'],
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Smith, Jane' })
        .getAttribute('href'),
    ).toBe(`/giving/donors/${JANE.id}`);
    expect(directoryQueries().at(-1)).toEqual({ sort: 'name', order: 'asc', page: '1', pageSize: '50' });
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(name).getByRole('button'));
    await waitFor(() => expect(directoryQueries().at(-1)).toMatchObject({ sort: 'name', order: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');

    // A new column starts with the largest first, and turns around on a second click.
    const total = screen.getByRole('columnheader', { name: /Total given/ });
    await user.click(within(total).getByRole('button'));
    await waitFor(() =>
      expect(directoryQueries().at(-1)).toMatchObject({ sort: 'totalAmount', order: 'desc' }),
    );
    await user.click(within(screen.getByRole('columnheader', { name: /Total given/ })).getByRole('button'));
    await waitFor(() =>
      expect(directoryQueries().at(-1)).toMatchObject({ sort: 'totalAmount', order: 'asc' }),
    );
    expect(screen.getByRole('columnheader', { name: /Total given/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBeNull();

    await user.click(within(screen.getByRole('columnheader', { name: /Last gift/ })).getByRole('button'));
    await waitFor(() =>
      expect(directoryQueries().at(-1)).toMatchObject({ sort: 'lastDonation', order: 'desc', page: '1' }),
    );
  });

  it('opens at the sort and search its address names', async () => {
    const { directoryQueries } = givingApi();
    renderApp('/giving/donors?q=smith&sort=lastDonation&order=asc&page=2');

    await screen.findByRole('table');
    expect(directoryQueries().at(-1)).toEqual({
      q: 'smith',
      sort: 'lastDonation',
      order: 'asc',
      page: '2',
      pageSize: '50',
    });
    expect((screen.getByLabelText('Search donors') as HTMLInputElement).value).toBe('smith');
  });

  it('says above the table how many possible duplicates there are, with the way to them', async () => {
    givingApi('admin', { 'GET /api/donors/duplicates/count': { body: { count: 12 } } });
    renderApp('/giving/donors');

    const link = await screen.findByRole('link', { name: 'Possible duplicates: 12' });
    expect(link.getAttribute('href')).toBe('/giving/duplicates');
  });

  it('shows cards and a sort menu with both directions on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { directoryQueries } = givingApi();
    const { user } = renderApp('/giving/donors');

    const list = await screen.findByRole('region', { name: 'Donors' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getByRole('link', { name: 'Adams, Bob' })).toBeTruthy();
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...sortBy.options].map((option) => option.text)).toEqual([
      'Name (A to Z)',
      'Name (Z to A)',
      'Total given (highest first)',
      'Total given (lowest first)',
      'Last gift (newest first)',
      'Last gift (oldest first)',
    ]);
    await user.selectOptions(sortBy, 'Total given (highest first)');
    await waitFor(() =>
      expect(directoryQueries().at(-1)).toMatchObject({ sort: 'totalAmount', order: 'desc' }),
    );
  });
});

describe('Add donor', () => {
  const typed = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Add donor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add donor' });
    await user.type(within(dialog).getByLabelText('First name'), 'Margaret');
    await user.type(within(dialog).getByLabelText(/Last name/), "O'Neil");
    await user.type(within(dialog).getByLabelText(/Street/), '18 Birch Lane');
    await user.click(within(dialog).getByRole('button', { name: 'Add donor' }));
    return dialog;
  };

  it('sends the details and opens the new donor’s page', async () => {
    const added = donorSummary({
      id: '55555555-5555-4555-8555-555555555555',
      firstName: 'Margaret',
      lastName: "O'Neil",
      donationCount: 0,
      totalAmount: 0,
      frequency: null,
    });
    const sent: unknown[] = [];
    givingApi('admin', {
      'POST /api/donors': (request: MockRequest) => {
        sent.push(request.body);
        return { status: 201, body: added };
      },
    });
    const { user } = renderApp('/giving/donors');
    await typed(user);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      firstName: 'Margaret',
      lastName: "O'Neil",
      email: null,
      phone: null,
      address: {
        line1: '18 Birch Lane',
        line2: null,
        city: null,
        region: null,
        postalCode: null,
        country: null,
      },
      envelopeNumber: null,
    });
    // The donor's page (its API is not mocked here: it says the donor is not found, under Giving).
    expect(await screen.findByRole('link', { name: 'Back to Donors' })).toBeTruthy();
  });

  it('refuses a name another donor has, with a link to that donor', async () => {
    givingApi('admin', {
      'POST /api/donors': {
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: "A donor named Margaret O'Neil is already in your donor database",
            existingId: JANE.id,
          },
        },
      },
    });
    const { user } = renderApp('/giving/donors');
    const dialog = await typed(user);

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain("A donor named Margaret O'Neil is already in your donor database");
    expect(within(alert).getByRole('link', { name: 'Open their page' }).getAttribute('href')).toBe(
      `/giving/donors/${JANE.id}`,
    );
  });

  it('checks the fields before sending anything', async () => {
    const { fetchMock } = givingApi('admin', { 'POST /api/donors': apiError(500, 'internal', 'not called') });
    const { user } = renderApp('/giving/donors');
    await user.click(await screen.findByRole('button', { name: 'Add donor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add donor' });
    await user.click(within(dialog).getByRole('button', { name: 'Add donor' }));

    expect(await within(dialog).findByText('First name is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

describe("a donor's page under Giving", () => {
  /** Jane's page under Giving; returns the preview requests the server was sent. */
  async function janesPage() {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement-preview');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const asked: unknown[] = [];
    givingApi('admin', {
      [`GET /api/donors/${JANE_ID}`]: { body: donorProfile() },
      [`GET /api/donors/${JANE_ID}/gifts`]: { body: donorGiftPage(1) },
      'POST /api/statements/preview': (request: MockRequest) => {
        asked.push(request.body);
        return { body: { pdf: true } };
      },
    });
    const view = renderApp(`/giving/donors/${JANE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Jane Smith' });
    return { ...view, asked };
  }

  it("previews this year's statement from the Statement button, and goes back to Donors", async () => {
    const { user, asked } = await janesPage();
    expect(screen.getByRole('link', { name: 'Back to Donors' }).getAttribute('href')).toBe('/giving/donors');
    // Inside Donors, but not the Donors page itself.
    const giving = screen.getByRole('navigation', { name: 'Giving' });
    expect(within(giving).getByRole('link', { name: 'Donors' }).getAttribute('aria-current')).toBe('true');

    const year = new Date().getFullYear();
    await user.click(screen.getByRole('button', { name: 'Statement' }));
    const chooser = await screen.findByRole('dialog', { name: 'Preview a statement' });
    expect((within(chooser).getByLabelText('Period') as HTMLSelectElement).value).toBe(String(year));
    await user.click(within(chooser).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Statement preview' });
    expect(within(preview).getByTitle('Statement preview for Jane Smith').getAttribute('src')).toBe(
      'blob:statement-preview',
    );
    expect(asked).toEqual([{ donorId: JANE_ID, period: { start: `${year}-01-01`, end: `${year}-12-31` } }]);
  });

  it('previews the dates chosen, once they make a period', async () => {
    const { user, asked } = await janesPage();
    await user.click(screen.getByRole('button', { name: 'Statement' }));
    const chooser = await screen.findByRole('dialog', { name: 'Preview a statement' });
    await user.selectOptions(within(chooser).getByLabelText('Period'), 'Custom dates');
    const from = within(chooser).getByLabelText('From');
    const to = within(chooser).getByLabelText('To');
    fireEvent.change(from, { target: { value: '2025-07-01' } });
    fireEvent.change(to, { target: { value: '2025-03-31' } });
    await user.click(within(chooser).getByRole('button', { name: 'Preview' }));
    expect(await within(chooser).findByText('The period must end on or after its start')).toBeTruthy();
    expect(asked).toEqual([]);

    fireEvent.change(to, { target: { value: '2025-09-30' } });
    await user.click(within(chooser).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({ donorId: JANE_ID, period: { start: '2025-07-01', end: '2025-09-30' } });
  });
});
