import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, baseRoutes, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { BATCH_ID, batchDetail, batchSummary } from '@/test/batches';
import { renderApp } from '@/test/render';

type Route = Parameters<typeof mockApi>[0][string];

const FUNDS = [
  {
    id: '44444444-4444-4444-8444-000000000001',
    name: 'Building Fund',
    label: 'Building Fund',
    restricted: true,
  },
  {
    id: '44444444-4444-4444-8444-000000000002',
    name: 'General Fund',
    label: 'General Fund',
    restricted: false,
  },
];

/** The new-batch page on Sunday Nov 22 2026; returns what POST /api/batches was sent. */
function newBatchApi(
  answer: Route = { status: 201, body: batchDetail() },
  list?: Route,
  funds: typeof FUNDS = [...FUNDS],
) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 8, 30));
  const sent: unknown[] = [];
  const fetchMock = mockApi({
    ...baseRoutes(sessionFor('admin')),
    'POST /api/batches': (request: MockRequest) => {
      sent.push(request.body);
      return typeof answer === 'function' ? answer(request) : answer;
    },
    [`GET /api/batches/${BATCH_ID}`]: { body: batchDetail() },
    'GET /api/batches/funds': () => ({ body: { items: funds, canCreate: true } }),
    'POST /api/giving/funds': (request: MockRequest) => {
      const name = (request.body as { name: string }).name;
      const fund = { id: '44444444-4444-4444-8444-000000000009', name, label: name, restricted: false };
      funds.push(fund);
      return {
        status: 201,
        body: {
          ...fund,
          description: null,
          quickbooksAccount: null,
          xeroAccountCode: null,
          archived: false,
          giftCount: 0,
        },
      };
    },
    ...(list ? { 'GET /api/batches': list } : {}),
  });
  return { sent, fetchMock };
}

afterEach(() => {
  vi.useRealTimers();
});

async function openForm() {
  const view = renderApp('/giving/batches/new');
  await screen.findByRole('heading', { level: 1, name: 'New batch' });
  return view;
}

describe('a new batch', () => {
  it('is named from the day and the service until a name is typed, and starts with the defaults', async () => {
    const { sent } = newBatchApi();
    const { user } = await openForm();

    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect((screen.getByLabelText('Received') as HTMLInputElement).value).toBe('2026-11-22');
    expect(name.value).toBe('Sunday, Nov 22 2026');
    expect((screen.getByLabelText('Method') as HTMLSelectElement).value).toBe('check');

    fireEvent.change(screen.getByLabelText(/Service time/), { target: { value: '09:00' } });
    expect(name.value).toBe('Sunday 9:00, Nov 22 2026');
    fireEvent.change(screen.getByLabelText('Received'), { target: { value: '2026-11-21' } });
    expect(name.value).toBe('Saturday 9:00, Nov 21 2026');

    await user.type(screen.getByLabelText('Expected number of gifts'), '12');
    await user.type(screen.getByLabelText('Expected total ($)'), '1,250');
    await user.type(screen.getByLabelText(/Expected cash/), '250');
    await user.type(screen.getByLabelText(/Expected checks/), '1000.00');
    // The fund comes from the list, the general fund until another is chosen.
    const fund = screen.getByLabelText('Fund') as HTMLSelectElement;
    await waitFor(() => expect(fund.value).toBe('General Fund'));
    expect(
      within(fund)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Building Fund (restricted)', 'General Fund']);
    await user.click(screen.getByRole('button', { name: 'Create batch' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Saturday 9:00, Nov 21 2026',
      receivedDate: '2026-11-21',
      depositDate: null,
      bankAccount: null,
      note: null,
      expectedCount: 12,
      expectedTotalCents: 125_000,
      expectedCashCents: 25_000,
      expectedCheckCents: 100_000,
      defaultFund: 'General Fund',
      defaultMethod: 'check',
      defaultGiftDate: null,
      cashCount: null,
    });
    // The new batch's page, to enter its gifts.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday 9:00, Nov 22 2026' })).toBeTruthy();
  }, 15_000);

  it('adds the first fund of an organisation that has none, and starts its gifts with it', async () => {
    const { sent } = newBatchApi(undefined, undefined, []);
    const { user } = await openForm();
    expect(await screen.findByText('No funds yet: add the first one.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add fund' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Fund') as HTMLSelectElement).value).toBe('General Fund'),
    );
    await user.type(screen.getByLabelText('Expected number of gifts'), '1');
    await user.type(screen.getByLabelText('Expected total ($)'), '10');
    await user.click(screen.getByRole('button', { name: 'Create batch' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ defaultFund: 'General Fund' });
  });

  it('keeps a typed name when the day changes', async () => {
    newBatchApi();
    const { user } = await openForm();
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Christmas Eve');
    fireEvent.change(screen.getByLabelText('Received'), { target: { value: '2026-12-24' } });
    expect(name.value).toBe('Christmas Eve');
  });

  it('refuses figures that are not amounts, under their fields, and sends nothing', async () => {
    const { sent } = newBatchApi();
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Expected number of gifts'), 'twelve');
    await user.type(screen.getByLabelText('Expected total ($)'), '12.345');
    await user.type(screen.getByLabelText(/Expected cash/), '-5');
    await user.click(screen.getByRole('button', { name: 'Create batch' }));

    expect(await screen.findByText('Expected number of gifts must be a whole number')).toBeTruthy();
    expect(screen.getByText('Expected total must have at most two decimals')).toBeTruthy();
    expect(screen.getByText('Expected cash must be an amount in dollars, such as 1,250.00')).toBeTruthy();
    expect(screen.getByLabelText('Expected number of gifts').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal and stays on the form', async () => {
    const { sent } = newBatchApi(apiError(400, 'bad_request', 'Please enter a date as YYYY-MM-DD'));
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Expected number of gifts'), '3');
    await user.type(screen.getByLabelText('Expected total ($)'), '150');
    await user.click(screen.getByRole('button', { name: 'Create batch' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const form = screen.getByRole('button', { name: 'Create batch' }).closest('form') as HTMLElement;
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Please enter a date as YYYY-MM-DD',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'New batch' })).toBeTruthy();
  });

  it('warns of a batch of the same day and name, found on a later page of the list, and offers to open it', async () => {
    const lastWeek = batchSummary({ id: '12345678-1234-4234-8234-123456789012', receivedDate: '2026-11-29' });
    // Newest received first, one to a page: the batch of Nov 22 is on the second.
    const pages = [
      { items: [lastWeek], total: 2, page: 1, pageSize: 1 },
      { items: [batchSummary()], total: 2, page: 2, pageSize: 1 },
    ];
    const { fetchMock } = newBatchApi(undefined, () => ({ body: pages.shift() }));
    await openForm();
    expect(screen.queryByRole('link', { name: /^Open / })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Service time/), { target: { value: '09:00' } });
    const open = await screen.findByRole('link', { name: 'Open Sunday 9:00, Nov 22 2026' });
    expect(open.getAttribute('href')).toBe(`/giving/batches/${BATCH_ID}`);
    expect(open.closest('[role=status]')?.textContent).toContain(
      'A batch named “Sunday 9:00, Nov 22 2026” received on Nov 22, 2026 already exists',
    );
    expect(
      fetchMock.mock.calls
        .map(([url]) => new URL(String(url), 'http://localhost'))
        .filter((url) => url.pathname === '/api/batches')
        .map((url) => url.searchParams.get('page')),
    ).toEqual(['1', '2']);
    // Another name: no warning.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sunday 9:00 (second count)' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Open / })).toBeNull());
  });

  it('takes the bills and coins, folded away until asked for, and checks them against the expected cash', async () => {
    const { sent } = newBatchApi();
    const { user } = await openForm();
    const toggle = screen.getByRole('button', { name: /Cash by denomination/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect((screen.getByLabelText('Quarters') as HTMLInputElement).closest('[hidden]')).not.toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await user.type(screen.getByLabelText('Expected number of gifts'), '3');
    await user.type(screen.getByLabelText('Expected total ($)'), '250');
    await user.type(screen.getByLabelText(/Expected cash/), '250');
    await user.type(screen.getByLabelText('$20 bills'), '12');
    await user.type(screen.getByLabelText('Quarters'), '10');
    expect(screen.getByText(/^Bills and coins:/).textContent).toBe(
      'Bills and coins: $242.50 against the expected cash of $250.00 (−$7.50)',
    );
    await user.click(screen.getByRole('button', { name: 'Create batch' }));
    expect(
      await screen.findByText(
        'The cash by denomination adds up to $242.50, not the expected cash of $250.00',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Dimes'), 'x');
    await user.click(screen.getByRole('button', { name: 'Create batch' }));
    expect(await screen.findByText('The number of bills or coins must be a whole number')).toBeTruthy();
    await user.clear(screen.getByLabelText('Dimes'));
    await user.clear(screen.getByLabelText('Quarters'));
    await user.type(screen.getByLabelText('Quarters'), '40');
    expect(screen.getByText(/^Bills and coins:/).textContent).toBe(
      'Bills and coins: $250.00 (matches the expected cash)',
    );
    await user.click(screen.getByRole('button', { name: 'Create batch' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ expectedCashCents: 25_000, cashCount: { b2000: 12, c25: 40 } });
  }, 15_000);
});
