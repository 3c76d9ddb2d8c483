import type { GivingSettings } from '@steward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, baseRoutes, type MockReply, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { BATCH_ID, batchList, batchSummary } from '@/test/batches';
import { renderApp } from '@/test/render';

const SETTINGS: GivingSettings = {
  dualControl: true,
  bankQuickbooksAccount: null,
  bankXeroAccountCode: '1010',
  xeroTaxRate: 'Tax Exempt',
};

const COMMITTED = batchSummary({
  state: 'committed',
  exportedAt: '2026-11-23T10:00:00.000Z',
  exportedBy: { id: '11111111-1111-4111-8111-111111111111', name: 'Pat Jones' },
});

/** The settings page; `exportAnswers` answer the accounting exports in turn, whose queries are returned. */
function settingsApi(...exportAnswers: MockReply[]) {
  const saved: unknown[] = [];
  const fetchMock = mockApi({
    ...baseRoutes(sessionFor('admin')),
    'GET /api/giving/settings': { body: SETTINGS },
    'PUT /api/giving/settings': (request: MockRequest) => {
      saved.push(request.body);
      return { body: SETTINGS };
    },
    'GET /api/batches': { body: batchList([COMMITTED]) },
    'GET /api/giving/funds': { body: { items: [] } },
    'GET /api/batches/accounting-export': () =>
      exportAnswers.shift() ?? apiError(500, 'internal', 'not expected'),
  });
  const exports = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/batches/accounting-export')
      .map((url) => Object.fromEntries(url.searchParams));
  return { saved, exports };
}

/** A journal file as the server sends it. */
const JOURNAL: MockReply = {
  body: 'Date,Account,Debit,Credit',
  headers: { 'Content-Disposition': 'attachment; filename="journal-quickbooks.csv"' },
};

describe('giving settings', () => {
  it('saves dual control, the bank account of each format and the Xero tax rate, checking each account', async () => {
    const { saved } = settingsApi();
    const { user } = renderApp('/giving/settings');
    await screen.findByRole('heading', { level: 1, name: 'Giving settings' });

    const dual = (await screen.findByRole('checkbox', {
      name: /Require a second person/,
    })) as HTMLInputElement;
    expect(dual.checked).toBe(true);
    expect(
      screen.getByText(/the person who entered the most gifts in a batch cannot commit it/),
    ).toBeTruthy();
    await user.click(dual);
    const quickbooks = screen.getByLabelText(/Bank account for QuickBooks Online/);
    // The example beside the field is one the check accepts.
    expect(quickbooks.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/e\.g\. Operating Checking/)).toBeTruthy();
    await user.type(quickbooks, '1010 Operating Checking');
    await user.clear(screen.getByLabelText('Xero tax rate'));
    await user.type(screen.getByLabelText('Xero tax rate'), 'No VAT');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText(
        'QuickBooks Online imports accounts by name, such as "Operating Checking" (turn account numbers off or leave the number out)',
      ),
    ).toBeTruthy();
    expect(quickbooks.getAttribute('aria-invalid')).toBe('true');
    expect(saved).toEqual([]);

    await user.clear(quickbooks);
    await user.type(quickbooks, 'Operating Checking');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      dualControl: false,
      bankQuickbooksAccount: 'Operating Checking',
      bankXeroAccountCode: '1010',
      xeroTaxRate: 'No VAT',
    });
    expect(await screen.findByText('Giving settings saved')).toBeTruthy();
  }, 15_000);

  it('asks before exporting again a batch exported before, then repeats with again', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:journal');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { exports } = settingsApi(
      apiError(409, 'conflict', 'Sunday 9:00, Nov 22 2026 was exported on Nov 23, 2026 by Pat Jones.'),
      JOURNAL,
    );
    const { user } = renderApp('/giving/settings');
    const batch = await screen.findByRole('combobox', { name: 'Batch' });
    await waitFor(() => expect(within(batch).getByRole('option', { name: /exported/ })).toBeTruthy());
    fireEvent.change(batch, { target: { value: BATCH_ID } });
    await user.click(screen.getByRole('button', { name: 'Export' }));

    const dialog = await screen.findByRole('dialog', { name: 'Export again?' });
    expect(
      within(dialog).getByText('Sunday 9:00, Nov 22 2026 was exported on Nov 23, 2026 by Pat Jones.'),
    ).toBeTruthy();
    expect(exports()).toEqual([{ format: 'quickbooks', again: 'false', batchId: BATCH_ID }]);
    expect(clicked).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Export again' }));
    await waitFor(() => expect(exports()).toHaveLength(2));
    expect(exports()[1]).toEqual({ format: 'quickbooks', again: 'true', batchId: BATCH_ID });
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Accounting export downloaded')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Export again?' })).toBeNull();
  }, 15_000);

  it('exports a date range in the format chosen, and refuses a period that ends before it starts', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:journal');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { exports } = settingsApi(JOURNAL);
    const { user } = renderApp('/giving/settings');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Format' }),
      'Xero (manual journal)',
    );
    await user.click(screen.getByRole('radio', { name: 'Received in a date range' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The period must end on or after its start')).toBeTruthy();
    expect(exports()).toEqual([]);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(exports()).toEqual([{ format: 'xero', again: 'false', from: '2026-11-01', to: '2026-11-30' }]),
    );
  }, 15_000);

  it('is Access Restricted for a counter', async () => {
    mockApi({ ...baseRoutes(sessionFor('user', { isCounter: true })) });
    renderApp('/giving/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
  });
});
