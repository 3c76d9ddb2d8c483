import type { DonorImportRecord } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, baseRoutes, type MockReply, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { donorImportHistoryEntry, donorImportRecord } from '@/test/donors';
import { renderApp } from '@/test/render';

const ID = donorImportRecord().id;
const PAGE = `/giving/imports/${ID}`;
const RUN_SENTENCE =
  'The statements made on January 10, 2026 for January 1, 2025 – December 31, 2025 include 310 gifts of this import: undoing it leaves those statements as they were sent.';

type Route = MockReply | ((request: MockRequest) => MockReply);

function importsApi(
  record: DonorImportRecord,
  routes: Record<string, Route> = {},
  role: 'admin' | 'user' = 'admin',
) {
  let current = record;
  const undos: unknown[] = [];
  const fetchMock = mockApi({
    ...baseRoutes(sessionFor(role)),
    'GET /api/donors/imports': () =>
      role === 'user'
        ? apiError(403, 'forbidden', 'Administrator access required')
        : {
            body: {
              items: [
                current,
                donorImportHistoryEntry({
                  id: '88888888-8888-4888-8888-888888888888',
                  fileName: 'older.csv',
                  undone: { date: '2025-03-01T10:00:00.000Z', by: 'Sam Office' },
                }),
              ],
            },
          },
    [`GET /api/donors/imports/${ID}`]: () => ({ body: current }),
    [`POST /api/donors/imports/${ID}/undo`]: ({ body }) => {
      undos.push(body);
      current = { ...current, undone: { date: '2025-03-08T09:00:00.000Z', by: 'Pat Jones' }, dependents: [] };
      return { body: { giftsRemoved: 1180, refundsRemoved: 2, donorsRemoved: 12, record: current } };
    },
    ...routes,
  });
  return { fetchMock, undos };
}

describe('the import history', () => {
  it('lists each import with who merged it, what it added and whether it was undone, each opening its record', async () => {
    importsApi(donorImportRecord());
    renderApp('/giving/imports');
    const table = await screen.findByRole('region', { name: 'Imports' });
    const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['gifts.csv', 'Pat Treasurer', '1,200', '1,180', '12', 'Merged'],
      ['older.csv', 'Pat Treasurer', '1,200', '1,180', '12', 'Undone'],
    ]);
    expect(within(table).getByRole('link', { name: 'gifts.csv' }).getAttribute('href')).toBe(PAGE);
  });

  it('shows one card per import on a phone, with its status', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    importsApi(donorImportRecord());
    renderApp('/giving/imports');
    const list = within(await screen.findByRole('region', { name: 'Imports' }));
    expect(list.queryByRole('table')).toBeNull();
    const cards = list.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'gifts.csv',
      'older.csv',
    ]);
    expect(cards[1]?.textContent).toContain('Undone');
    expect(cards[0]?.textContent).toContain('Pat Treasurer');
  });

  it('is for fundraising admins only', async () => {
    importsApi(donorImportRecord(), {}, 'user');
    renderApp('/giving/imports');
    expect(await screen.findByText(/requires administrator privileges/)).toBeTruthy();
  });
});

describe("an import's record", () => {
  it('says who, when, what it added and left out, and undoes it after asking', async () => {
    const { undos } = importsApi(donorImportRecord());
    const { user } = renderApp(PAGE);

    await screen.findByRole('heading', { level: 1, name: 'gifts.csv' });
    expect(screen.getByText(/^Merged on .* by Pat Treasurer$/)).toBeTruthy();
    const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(['Rows read', 'Gifts added', 'From donors', 'New donors', 'Refunds added'].map(fact)).toEqual([
      '1,200',
      '1,180',
      '140',
      '12',
      '0',
    ]);
    expect(screen.getByRole('region', { name: 'Rows left out' }).textContent).toContain(
      'Amount missing or 0: 20',
    );

    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('1,180 gifts and the donors this file created');
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));

    await screen.findByText('Import undone: removed 1,180 gifts, 2 refunds and 12 donors.');
    expect(undos).toEqual([{ confirm: false }]);
    await waitFor(() => expect(screen.getByText(/^Undone on .* by Pat Jones/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Undo this import' })).toBeNull();
  });

  it('says which statement run includes its gifts, and undoes it only with "Undo anyway"', async () => {
    const { undos } = importsApi(donorImportRecord({ dependents: [RUN_SENTENCE] }));
    const { user } = renderApp(PAGE);

    expect((await screen.findByRole('alert')).textContent).toBe(RUN_SENTENCE);
    expect(screen.queryByRole('button', { name: 'Undo this import' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo anyway' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(RUN_SENTENCE);
    await user.click(within(dialog).getByRole('button', { name: 'Undo anyway' }));

    await screen.findByText('Import undone: removed 1,180 gifts, 2 refunds and 12 donors.');
    expect(undos).toEqual([{ confirm: true }]);
  });

  it('shows the reason when the server refuses the undo', async () => {
    importsApi(donorImportRecord(), {
      [`POST /api/donors/imports/${ID}/undo`]: apiError(409, 'conflict', RUN_SENTENCE),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Undo this import' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Undo import' }),
    );
    expect(await screen.findByText(RUN_SENTENCE)).toBeTruthy();
  });
});
