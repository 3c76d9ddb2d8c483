import type { PledgeImportHistoryItem } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { apiError, baseRoutes, type MockReply, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { pledgeImportKeys } from '../api/pledge-imports';
import { campaignSummary } from '../campaigns.test-data';

type Route = MockReply | ((request: MockRequest) => MockReply);

const ROOF_IMPORT_ID = '77777777-7777-4777-8777-7777777777e1';
const OLD_IMPORT_ID = '77777777-7777-4777-8777-7777777777e2';
const UNDO = `/api/giving/pledge-imports/${ROOF_IMPORT_ID}/undo`;

function item(overrides: Partial<PledgeImportHistoryItem> = {}): PledgeImportHistoryItem {
  return {
    id: ROOF_IMPORT_ID,
    fileName: 'roof-pledges.csv',
    status: 'imported',
    importedAt: '2026-03-07T15:30:00.000Z',
    importedBy: 'Pat Jones',
    pledgesAdded: 23,
    pledgesLeft: 23,
    undoneAt: null,
    ...overrides,
  };
}

const UNDONE = item({
  id: OLD_IMPORT_ID,
  fileName: 'stewardship-2025.csv',
  status: 'undone',
  importedAt: '2025-11-02T10:00:00.000Z',
  importedBy: null,
  pledgesAdded: 1,
  pledgesLeft: 0,
  undoneAt: '2025-11-03T09:15:00.000Z',
});

/** The campaigns page's server with `items` as the history. Returns every undo posted. */
function historyApi(items: PledgeImportHistoryItem[], routes: Record<string, Route> = {}) {
  const sent: MockRequest[] = [];
  const fetchMock = mockApi({
    ...baseRoutes(sessionFor('admin')),
    'GET /api/giving/campaigns': { body: { items: [campaignSummary()] } },
    'GET /api/giving/pledge-imports': { body: { items } },
    [`POST ${UNDO}`]: (request) => {
      sent.push(request);
      return { body: { pledgesRemoved: 23 } };
    },
    ...routes,
  });
  return { sent, fetchMock };
}

function historyReads(fetchMock: ReturnType<typeof mockApi>): number {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === 'GET' && String(url) === '/api/giving/pledge-imports',
  ).length;
}

async function openHistory() {
  const view = renderApp('/giving/campaigns');
  const section = await screen.findByRole('list', { name: 'Pledge imports' });
  return { ...view, section: within(section) };
}

describe('the pledge imports on the campaigns page', () => {
  it('lists each import: its file, when and by whom, and what it added or when it was undone', async () => {
    historyApi([item({ pledgesLeft: 20 }), UNDONE]);
    const { section } = await openHistory();
    expect(screen.getByRole('heading', { name: 'Pledge imports' })).toBeTruthy();
    const [roof, old] = section.getAllByRole('listitem') as HTMLElement[];
    expect(roof?.textContent).toBe(
      `roof-pledges.csvImported ${formatDateTime('2026-03-07T15:30:00.000Z')} by Pat Jones23 pledges added, 20 still thereUndo`,
    );
    expect(old?.textContent).toBe(
      `stewardship-2025.csvImported ${formatDateTime('2025-11-02T10:00:00.000Z')}Undone on ${formatDateTime('2025-11-03T09:15:00.000Z')}`,
    );
    // Only an import still in place can be undone.
    expect(
      within(roof as HTMLElement).getByRole('button', { name: 'Undo the import of roof-pledges.csv' }),
    ).toBeTruthy();
    expect(within(old as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('undoes an import after asking, says how many pledges went and reads the history again', async () => {
    const { sent, fetchMock } = historyApi([item()]);
    const { user, section } = await openHistory();
    const reads = historyReads(fetchMock);

    await user.click(section.getByRole('button', { name: 'Undo the import of roof-pledges.csv' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Undo pledge import' }));
    expect(
      question.getByText(
        'Undo the import of roof-pledges.csv? Its 23 pledges are removed, edited or not; the gifts stay as they are.',
      ),
    ).toBeTruthy();
    // Asked, not done.
    expect(sent).toEqual([]);
    await user.click(question.getByRole('button', { name: 'Undo import' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.path).toBe(UNDO);
    expect(sent[0]?.body).toEqual({});
    expect(await screen.findByText('23 pledges removed')).toBeTruthy();
    await waitFor(() => expect(historyReads(fetchMock)).toBeGreaterThan(reads));
  });

  it('does nothing when the question is answered Cancel', async () => {
    const { sent } = historyApi([item()]);
    const { user, section } = await openHistory();
    await user.click(section.getByRole('button', { name: 'Undo the import of roof-pledges.csv' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Undo pledge import' }));
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal to undo", async () => {
    historyApi([item()], {
      [`POST ${UNDO}`]: apiError(409, 'conflict', 'Only an imported file can be undone.'),
    });
    const { user, section } = await openHistory();
    await user.click(section.getByRole('button', { name: 'Undo the import of roof-pledges.csv' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Undo pledge import' }));
    await user.click(question.getByRole('button', { name: 'Undo import' }));
    expect(
      await screen.findByText('The import was not undone: Only an imported file can be undone.'),
    ).toBeTruthy();
  });

  it('is not shown before the first import', async () => {
    historyApi([]);
    const { queryClient } = renderApp('/giving/campaigns');
    await screen.findByRole('list', { name: 'Campaigns' });
    // Answered, and still nothing.
    await waitFor(() =>
      expect(queryClient.getQueryState(pledgeImportKeys.history())?.status).toBe('success'),
    );
    expect(screen.queryByRole('heading', { name: 'Pledge imports' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import pledges' })).toBeTruthy();
  });
});
