import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, baseRoutes, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { BATCH_ID, batchDetail } from '@/test/batches';
import { renderApp } from '@/test/render';

/** The new-batch page on Sunday Nov 22 2026; returns what POST /api/batches was sent. */
function newBatchApi(answer: Parameters<typeof mockApi>[0][string] = { status: 201, body: batchDetail() }) {
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
    await user.type(screen.getByLabelText(/Fund/), 'General Fund');
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
    });
    // The new batch's page, to enter its gifts.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday 9:00, Nov 22 2026' })).toBeTruthy();
  }, 15_000);

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
});
