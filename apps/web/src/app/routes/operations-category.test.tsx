import {
  type Document,
  type DocumentPage,
  NEW_INTEGRATION_DEFAULTS,
  type OperationsCategoryView,
} from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, baseRoutes, type MockReply, mockApi, sessionFor } from '@/test/api-mock';
import { makeDocument } from '@/test/documents';
import { categoryView, corporateStatus, makeIntegration } from '@/test/operations';
import { renderApp } from '@/test/render';

type Routes = Parameters<typeof mockApi>[0];

const HANDBOOK = makeDocument({
  name: 'Employee Handbook.pdf',
  category: 'HR',
  description: 'Policies for all staff.',
  expiryDate: '2026-07-01',
  tags: ['policy', 'staff', 'handbook', 'benefits'],
});
const PAYROLL = makeDocument({ name: 'Payroll.csv', category: 'HR', tags: ['payroll'] });

function page(items: Document[]): DocumentPage {
  return { items, total: items.length, more: false, page: 1, pageSize: 10 };
}

function categoryApi(
  view: MockReply = { body: categoryView() },
  documents: MockReply | (() => MockReply) = { body: page([HANDBOOK, PAYROLL]) },
  extra: Routes = {},
) {
  return mockApi({
    ...baseRoutes(sessionFor('user')),
    'GET /api/operations/hr': view,
    'GET /api/operations/legal': view,
    'GET /api/documents': documents,
    ...extra,
  });
}

function documentQueries(fetchMock: ReturnType<typeof mockApi>): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/documents')
    .map((url) => Object.fromEntries(url.searchParams));
}

function statTile(label: string): string {
  const tiles = within(screen.getByRole('list', { name: 'Category totals' })).getAllByRole('listitem');
  return tiles.find((item) => item.textContent?.startsWith(label))?.textContent ?? '';
}

describe('operations category page', () => {
  it('shows the category title and description', async () => {
    categoryApi();
    renderApp('/operations/hr');

    expect(await screen.findByRole('heading', { level: 1, name: 'Human Resources' })).toBeTruthy();
    expect(screen.getByText(/Staff records, payroll, benefits/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Human Resources · Steward'));
  });

  it('shows "Category Not Found" for an unknown category, with a way back', async () => {
    const fetchMock = categoryApi();
    const { user } = renderApp('/operations/finance');

    expect(await screen.findByRole('heading', { level: 1, name: 'Category Not Found' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/operations/'))).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back to Operations Center' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Operations Center' })).toBeTruthy();
  });

  it("shows the server's four counts, the tools grid and the quick actions", async () => {
    categoryApi();
    renderApp('/operations/hr');

    await screen.findByRole('heading', { level: 2, name: 'Integration Tools & OAuth Connections' });
    expect(statTile('Related Documents')).toBe('Related Documents7By category or tag');
    expect(statTile('Available Tools')).toBe('Available Tools2Integration cards');
    expect(statTile('OAuth Ready')).toBe('OAuth Ready1Can connect with OAuth');
    expect(statTile('Active Contacts')).toBe('Active Contacts0Tools with a primary contact');
    expect(screen.getByRole('article', { name: 'GuideStone' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Gusto' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Integration' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Corporate Status Dashboard' })).toBeNull();

    const quick = within(screen.getByRole('list', { name: 'Quick Actions' }));
    expect(quick.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Upload Documents', '/upload'],
      ['Manage OAuth', '/oauth'],
      ['View Reports', '/documents'],
    ]);
  });

  it("says why the page's counts and tools could not be loaded", async () => {
    categoryApi(apiError(403, 'forbidden', 'Not allowed'));
    renderApp('/operations/hr');

    expect((await screen.findByText(/^Error loading Human Resources:/)).textContent).toBe(
      'Error loading Human Resources: Not allowed',
    );
  });

  it('adds an integration for the master admin, starting from the defaults', async () => {
    const withAdd: OperationsCategoryView = categoryView({ can: { addIntegration: true } });
    const fetchMock = categoryApi({ body: withAdd }, undefined, {
      'POST /api/integrations': (request) => ({
        status: 201,
        body: makeIntegration({ key: 'new', builtIn: false, ...(request.body as object) }),
      }),
    });
    const { user } = renderApp('/operations/hr');

    await user.click(await screen.findByRole('button', { name: 'Add Integration' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Integration' }));
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe(NEW_INTEGRATION_DEFAULTS.name);
    expect((dialog.getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      NEW_INTEGRATION_DEFAULTS.description,
    );
    expect((dialog.getByLabelText('URL') as HTMLInputElement).value).toBe(NEW_INTEGRATION_DEFAULTS.url);
    expect((dialog.getByLabelText('Category') as HTMLSelectElement).value).toBe('Custom');

    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Payroll Portal');
    await user.click(dialog.getByRole('button', { name: 'Add Integration' }));

    expect(await screen.findByText('Added "Payroll Portal"')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Payroll Portal',
      description: 'Custom integration for your organization',
      url: 'https://example.org',
      category: 'Custom',
      note: null,
      operationsCategory: 'hr',
    });
    // The page is read again, with the new card's counts.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/operations/hr')).toHaveLength(2),
    );
  });

  it('shows the Corporate Status Dashboard on legal only', async () => {
    categoryApi(undefined, undefined, {
      'GET /api/corporate-status': {
        body: corporateStatus({ filingState: 'overdue', nextDueDate: '2025-01-15' }),
      },
    });
    renderApp('/operations/legal');

    expect(await screen.findByRole('heading', { level: 2, name: 'Corporate Status Dashboard' })).toBeTruthy();
    expect(within(await screen.findByRole('alert')).getByText('Filing Overdue!')).toBeTruthy();
  });
});

describe('category documents panel', () => {
  it("asks for the category's documents and shows them with their count, 2 tags then +N", async () => {
    const fetchMock = categoryApi();
    renderApp('/operations/hr');

    const list = within(await screen.findByRole('list', { name: 'Human Resources Documents' }));
    expect(documentQueries(fetchMock)[0]).toMatchObject({ area: 'operations/hr', page: '1', pageSize: '10' });
    const header = screen.getByRole('heading', { level: 2, name: 'Human Resources Documents' });
    expect(header.parentElement?.textContent).toBe('Human Resources Documents2 documents');
    const handbook = within(list.getAllByRole('listitem')[0] as HTMLElement);
    expect(handbook.getByRole('checkbox', { name: 'Select Employee Handbook.pdf' })).toBeTruthy();
    expect(handbook.getByText('Policies for all staff.')).toBeTruthy();
    expect(handbook.getByText(/Expires Jul 01, 2026/)).toBeTruthy();
    expect(handbook.getByRole('button', { name: 'Filter by tag policy' })).toBeTruthy();
    expect(handbook.getByRole('button', { name: 'Filter by tag staff' })).toBeTruthy();
    expect(handbook.queryByRole('button', { name: 'Filter by tag handbook' })).toBeNull();
    expect(handbook.getByText('+2')).toBeTruthy();
    for (const action of ['View', 'Download', 'Email']) {
      expect(handbook.getByRole('button', { name: `${action} Employee Handbook.pdf` })).toBeTruthy();
    }
  });

  it('searches on the server once typing pauses, and by a tag when one is clicked', async () => {
    const fetchMock = categoryApi();
    const { user } = renderApp('/operations/hr');

    await screen.findByRole('list', { name: 'Human Resources Documents' });
    await user.type(screen.getByPlaceholderText('Search documents...'), 'hand');
    await waitFor(() =>
      expect(documentQueries(fetchMock).at(-1)).toMatchObject({ area: 'operations/hr', q: 'hand' }),
    );

    await user.click(screen.getByRole('button', { name: 'Filter by tag staff' }));
    await waitFor(() => expect(documentQueries(fetchMock).at(-1)?.q).toBe('staff'));
    expect((screen.getByPlaceholderText('Search documents...') as HTMLInputElement).value).toBe('staff');
  });

  it('offers Email Selected only once documents are selected, and Email for one document', async () => {
    categoryApi();
    const { user } = renderApp('/operations/hr');

    await screen.findByRole('list', { name: 'Human Resources Documents' });
    expect(screen.queryByRole('button', { name: 'Email Selected' })).toBeNull();
    await user.click(screen.getByLabelText('Select All'));
    await user.click(screen.getByRole('button', { name: 'Email Selected' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Email Documents' }));
    expect(dialog.getByText('2 documents · 3 KB total')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('checkbox', { name: 'Select Payroll.csv' }));
    expect(screen.getByRole('button', { name: 'Email Selected' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Email Payroll.csv' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Email Documents' }));
    expect(dialog.getByText('1 document · 1.5 KB total')).toBeTruthy();
    expect(dialog.getByText('Payroll.csv')).toBeTruthy();
  });

  it('opens the document viewer from View', async () => {
    categoryApi(undefined, undefined, {
      [`GET /api/documents/${HANDBOOK.id}/link`]: { body: { url: '/files/handbook.pdf', expiresAt: null } },
    });
    const { user } = renderApp('/operations/hr');

    await user.click(await screen.findByRole('button', { name: 'View Employee Handbook.pdf' }));
    expect(await screen.findByRole('dialog', { name: 'Employee Handbook.pdf' })).toBeTruthy();
  });

  it('says none were uploaded yet, or that nothing matches the search, with Upload Documents', async () => {
    const fetchMock = categoryApi(undefined, { body: page([]) });
    const { user } = renderApp('/operations/hr');

    expect(await screen.findByRole('heading', { name: 'No Human Resources Documents Found' })).toBeTruthy();
    expect(
      screen.getByText(
        'No Human Resources documents have been uploaded yet. Documents show here when their category or one of their tags contains "hr".',
      ),
    ).toBeTruthy();
    const upload = screen.getAllByRole('link', { name: 'Upload Documents' });
    expect(upload.every((link) => link.getAttribute('href') === '/upload')).toBe(true);
    expect(upload).toHaveLength(2);

    await user.type(screen.getByPlaceholderText('Search documents...'), 'zebra');
    await waitFor(() => expect(documentQueries(fetchMock).at(-1)?.q).toBe('zebra'));
    expect(await screen.findByText('No documents match "zebra". Try another search.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No Human Resources Documents Found' })).toBeTruthy();
  });
});
