import type { Document, DocumentPage } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, baseRoutes, type MockReply, mockApi, sessionFor } from '@/test/api-mock';
import { makeDocument, textStatus } from '@/test/documents';
import { renderApp } from '@/test/render';

const HANDBOOK = makeDocument({
  name: 'Employee Handbook.pdf',
  category: 'HR',
  uploadDate: '2025-03-07',
  expiryDate: '2025-04-01',
  status: 'Expiring Soon',
  sizeBytes: 1536,
  tags: ['policy', 'staff', 'handbook', 'hr', '2025'],
});
const NOTES = makeDocument({
  name: 'Meeting Notes.txt',
  category: 'Governance',
  contentType: 'text/plain',
  status: 'Active',
  sizeBytes: 2048,
  tags: ['minutes'],
  can: { edit: true, editContent: true, delete: true },
});
const PERMIT = makeDocument({
  name: 'Permit.pdf',
  expiryDate: '2024-01-10',
  status: 'Overdue',
  can: { edit: false, editContent: false, delete: false },
});

type Routes = Parameters<typeof mockApi>[0];

function page(items: Document[], total = items.length, pageNumber = 1): DocumentPage {
  return { items, total, more: false, page: pageNumber, pageSize: 25 };
}

function documentsApi(
  list: MockReply | (() => MockReply) = { body: page([HANDBOOK, NOTES, PERMIT]) },
  extra: Routes = {},
) {
  return mockApi({ ...baseRoutes(sessionFor('user')), 'GET /api/documents': list, ...extra });
}

/** The query strings of every document list request so far. */
function listQueries(fetchMock: ReturnType<typeof mockApi>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/documents')
    .map((url) => url.searchParams);
}

function lastQuery(fetchMock: ReturnType<typeof mockApi>): Record<string, string> {
  return Object.fromEntries(listQueries(fetchMock).at(-1) ?? []);
}

function calls(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
  );
}

async function row(name: string) {
  const table = await screen.findByRole('region', { name: 'Documents' });
  return within(table).getByText(name).closest('tr') as HTMLElement;
}

describe('document list: states', () => {
  it('shows each document with tags, dates, size, status and the actions its `can` allows', async () => {
    const fetchMock = documentsApi();
    renderApp('/documents');

    const handbook = within(await row('Employee Handbook.pdf'));
    expect(lastQuery(fetchMock)).toEqual({ sort: 'created', order: 'desc', page: '1', pageSize: '25' });
    expect(handbook.getByRole('button', { name: 'Filter by tag policy' })).toBeTruthy();
    expect(handbook.getByRole('button', { name: 'Filter by tag handbook' })).toBeTruthy();
    expect(handbook.queryByRole('button', { name: 'Filter by tag hr' })).toBeNull();
    expect(handbook.getByText('+2')).toBeTruthy();
    expect(handbook.getByText('HR')).toBeTruthy();
    expect(handbook.getByText('Mar 07, 2025')).toBeTruthy();
    expect(handbook.getByText('Apr 01, 2025')).toBeTruthy();
    expect(handbook.getByText('1.5 KB')).toBeTruthy();
    expect(handbook.getByText('Expiring Soon')).toBeTruthy();
    for (const action of ['View', 'Edit Properties', 'Download', 'Delete']) {
      expect(handbook.getByRole('button', { name: `${action} Employee Handbook.pdf` })).toBeTruthy();
    }
    expect(handbook.queryByRole('button', { name: /Edit Content/ })).toBeNull();

    const notes = within(await row('Meeting Notes.txt'));
    expect(notes.getByRole('button', { name: 'Edit Content Meeting Notes.txt' })).toBeTruthy();
    expect(notes.getByText('N/A')).toBeTruthy();

    const permit = within(await row('Permit.pdf'));
    expect(permit.getByText('Overdue')).toBeTruthy();
    expect(permit.queryByRole('button', { name: /Edit Properties|Delete/ })).toBeNull();
    expect(permit.getByRole('button', { name: 'Download Permit.pdf' })).toBeTruthy();
    expect(screen.getByText('Showing 1–3 of 3')).toBeTruthy();
  });

  it('invites the first upload when there are no documents', async () => {
    documentsApi({ body: page([]) });
    renderApp('/documents');

    expect(
      await screen.findByText('No documents found. Upload your first document to get started!'),
    ).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Upload Documents' });
    expect(links.every((link) => link.getAttribute('href') === '/upload')).toBe(true);
    expect(links).toHaveLength(2);
  });

  it('says why the list could not be loaded', async () => {
    documentsApi(apiError(403, 'forbidden', 'Not allowed'));
    renderApp('/documents');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Error loading documents: Not allowedPlease make sure the backend is properly configured.',
    );
    expect(within(alert).getByText('Please make sure the backend is properly configured.')).toBeTruthy();
  });
});

describe('document list: search, filters, sorting and pages', () => {
  it('searches once typing pauses, and filters by category and status on the server', async () => {
    const fetchMock = documentsApi(() => ({ body: page([HANDBOOK]) }));
    const { user } = renderApp('/documents');

    await row('Employee Handbook.pdf');
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'Hand book');
    await waitFor(() => expect(lastQuery(fetchMock).q).toBe('Hand book'));
    // Not one request per keystroke.
    expect(listQueries(fetchMock).filter((query) => query.has('q'))).toHaveLength(1);

    const category = screen.getByRole('combobox', { name: 'Category' });
    expect((category as HTMLSelectElement).options[0]?.text).toBe('All Categories');
    expect((category as HTMLSelectElement).options).toHaveLength(15);
    await user.selectOptions(category, 'HR');
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ q: 'Hand book', category: 'HR' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Overdue');
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ category: 'HR', status: 'Overdue' }));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Back to the first, unfiltered list (answered from the cache).
    await waitFor(() => expect((category as HTMLSelectElement).value).toBe(''));
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('says when nothing matches the filters', async () => {
    documentsApi({ body: page([]) });
    renderApp('/documents?category=Legal');

    expect(await screen.findByText('No documents match your search and filters.')).toBeTruthy();
  });

  it('filters by a tag when it is clicked, until the tag filter is removed', async () => {
    const fetchMock = documentsApi();
    const { user } = renderApp('/documents');

    await user.click(
      within(await row('Employee Handbook.pdf')).getByRole('button', { name: 'Filter by tag policy' }),
    );
    await waitFor(() => expect(lastQuery(fetchMock).tag).toBe('policy'));
    expect(screen.getByText('Tag: policy')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Stop filtering by tag policy' }));
    await waitFor(() => expect(screen.queryByText('Tag: policy')).toBeNull());
  });

  it('sorts by a column header, and reverses on a second click', async () => {
    const fetchMock = documentsApi();
    const { user } = renderApp('/documents');

    await row('Employee Handbook.pdf');
    const uploadDate = screen.getByRole('columnheader', { name: /Upload Date/ });
    expect(uploadDate.getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ sort: 'name', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(uploadDate.getAttribute('aria-sort')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ sort: 'name', order: 'desc' }));

    await user.click(screen.getByRole('button', { name: 'Expiry Date' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ sort: 'expiry', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Size' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ sort: 'size', order: 'desc' }));
  });

  it('pages through 25 at a time', async () => {
    const many = Array.from({ length: 30 }, (_, i) => makeDocument({ name: `File ${i + 1}.pdf` }));
    const fetchMock = documentsApi(() => {
      const pageNumber = Number(lastQuery(fetchMock).page);
      return { body: page(many.slice((pageNumber - 1) * 25, pageNumber * 25), 30, pageNumber) };
    });
    const { user } = renderApp('/documents');

    expect(await screen.findByText('Showing 1–25 of 30')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26–30 of 30')).toBeTruthy();
    expect(screen.getByText('File 30.pdf')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "500+" when a search matches more documents than it ranks', async () => {
    const many = Array.from({ length: 25 }, (_, i) => makeDocument({ name: `Minutes ${i + 1}.pdf` }));
    documentsApi({ body: { ...page(many, 500), more: true } });
    renderApp('/documents?q=church');

    const pages = await screen.findByRole('navigation', { name: 'Document pages' });
    await waitFor(() => expect(pages.textContent).toContain('Showing 1–25 of 500+'));
    expect(pages.textContent).toContain('more words narrow the search');
  });
});

describe('document list: actions', () => {
  it('asks before deleting; cancelling sends nothing, confirming deletes', async () => {
    let items = [HANDBOOK, NOTES];
    const fetchMock = documentsApi(() => ({ body: page(items) }), {
      [`DELETE /api/documents/${NOTES.id}`]: () => {
        items = [HANDBOOK];
        return { status: 204 };
      },
    });
    const { user } = renderApp('/documents');

    await user.click(
      within(await row('Meeting Notes.txt')).getByRole('button', { name: 'Delete Meeting Notes.txt' }),
    );
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete "Meeting Notes.txt"?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetchMock, 'DELETE', `/api/documents/${NOTES.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Meeting Notes.txt' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deleted "Meeting Notes.txt"')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Meeting Notes.txt')).toBeNull());
    expect(calls(fetchMock, 'DELETE', `/api/documents/${NOTES.id}`)).toHaveLength(1);
  });

  it('reports a failed delete', async () => {
    documentsApi(undefined, {
      [`DELETE /api/documents/${NOTES.id}`]: apiError(404, 'not_found', 'Document not found'),
    });
    const { user } = renderApp('/documents');

    await user.click(
      within(await row('Meeting Notes.txt')).getByRole('button', { name: 'Delete Meeting Notes.txt' }),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete document: Document not found')).toBeTruthy();
  });

  it('downloads through a signed attachment link, and reports a failure', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const fetchMock = documentsApi(undefined, {
      [`GET /api/documents/${HANDBOOK.id}/link`]: {
        body: { url: '/files/signed-token', expiresAt: '2025-03-07T13:00:00.000Z' },
      },
      [`GET /api/documents/${NOTES.id}/link`]: apiError(404, 'not_found', 'Document not found'),
    });
    const { user } = renderApp('/documents');

    await user.click(
      within(await row('Employee Handbook.pdf')).getByRole('button', {
        name: 'Download Employee Handbook.pdf',
      }),
    );
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.getAttribute('href')).toBe('/files/signed-token');
    expect(clicked[0]?.download).toBe('Employee Handbook.pdf');
    expect(String(calls(fetchMock, 'GET', `/api/documents/${HANDBOOK.id}/link`)[0]?.[0])).toContain(
      'disposition=attachment',
    );

    await user.click(screen.getByRole('button', { name: 'Download Meeting Notes.txt' }));
    expect(await screen.findByText('Failed to download document: Document not found')).toBeTruthy();
  });

  it('edits properties: empty expiry and description become null, tags become a list', async () => {
    const fetchMock = documentsApi(undefined, {
      [`PATCH /api/documents/${HANDBOOK.id}`]: { body: HANDBOOK },
    });
    const { user } = renderApp('/documents');

    await user.click(
      within(await row('Employee Handbook.pdf')).getByRole('button', {
        name: 'Edit Properties Employee Handbook.pdf',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Document' }));
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('Employee Handbook.pdf');
    expect((dialog.getByLabelText('Tags (optional)') as HTMLInputElement).value).toBe(
      'policy, staff, handbook, hr, 2025',
    );
    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Staff Handbook.pdf');
    await user.selectOptions(dialog.getByLabelText('Category'), 'Governance');
    await user.clear(dialog.getByLabelText('Expiry Date (optional)'));
    await user.clear(dialog.getByLabelText('Tags (optional)'));
    await user.type(dialog.getByLabelText('Tags (optional)'), ' policy , ,staff,policy ');
    await user.type(dialog.getByLabelText('Description (optional)'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Document updated')).toBeTruthy();
    expect(
      JSON.parse(String(calls(fetchMock, 'PATCH', `/api/documents/${HANDBOOK.id}`)[0]?.[1]?.body)),
    ).toEqual({
      name: 'Staff Handbook.pdf',
      category: 'Governance',
      expiryDate: null,
      tags: ['policy', 'staff'],
      description: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the Edit Document form open and explains a failed update', async () => {
    documentsApi(undefined, {
      [`PATCH /api/documents/${HANDBOOK.id}`]: { status: 502, body: 'Bad gateway' },
    });
    const { user } = renderApp('/documents');

    await user.click(
      within(await row('Employee Handbook.pdf')).getByRole('button', {
        name: 'Edit Properties Employee Handbook.pdf',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update document: Unknown error')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Document' })).toBeTruthy();
  });

  it('emails the checked documents, from several pages of checks', async () => {
    documentsApi();
    const { user } = renderApp('/documents');

    const email = await screen.findByRole('button', { name: 'Email Selected' });
    expect((email as HTMLButtonElement).disabled).toBe(true);
    await user.click(
      within(await row('Employee Handbook.pdf')).getByRole('checkbox', {
        name: 'Select Employee Handbook.pdf',
      }),
    );
    await user.click(
      within(await row('Meeting Notes.txt')).getByRole('checkbox', { name: 'Select Meeting Notes.txt' }),
    );
    expect(screen.getByText('2 selected')).toBeTruthy();
    const selectAll = screen.getByRole('checkbox', { name: 'Select All' }) as HTMLInputElement;
    expect(selectAll.indeterminate).toBe(true);

    await user.click(email);
    const dialog = within(await screen.findByRole('dialog', { name: 'Email Documents' }));
    expect(dialog.getByText('2 documents · 3.5 KB total')).toBeTruthy();
    expect(dialog.getByText('Employee Handbook.pdf')).toBeTruthy();
    expect(dialog.getByText('Meeting Notes.txt')).toBeTruthy();
  });

  it('selects every document shown with Select All, and clears them again', async () => {
    documentsApi();
    const { user } = renderApp('/documents');

    await row('Employee Handbook.pdf');
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(screen.queryByText(/selected$/)).toBeNull();
  });
});

describe('document list on a phone', () => {
  it('shows cards with the same facts and labelled actions, and sorts with a dropdown', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const fetchMock = documentsApi();
    const { user } = renderApp('/documents');

    const list = within(await screen.findByRole('region', { name: 'Documents' }));
    expect(list.queryByRole('table')).toBeNull();
    const [card] = list
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.includes('Employee Handbook'));
    const handbook = within(card as HTMLElement);
    expect(handbook.getByText('Apr 01, 2025')).toBeTruthy();
    expect(
      handbook.getByRole('button', { name: 'Edit Properties Employee Handbook.pdf' }).textContent,
    ).toContain('Edit Properties');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name (A–Z)');
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ sort: 'name', order: 'asc' }));
  });
});

describe('document list: the text read out of each document', () => {
  it('shows where reading stands under each name', async () => {
    const items = [
      makeDocument({ name: 'Waiting.pdf', text: textStatus('waiting') }),
      makeDocument({ name: 'Scan.pdf', text: textStatus('reading', { progress: { page: 2, pages: 5 } }) }),
      makeDocument({ name: 'Lease.pdf', text: textStatus('done', { pages: 2, pagesRead: 2, words: 412 }) }),
      makeDocument({ name: 'Photo.png', text: textStatus('no-text', { reason: 'No words were found.' }) }),
      makeDocument({ name: 'Broken.pdf', text: textStatus('failed', { reason: 'The file is damaged.' }) }),
    ];
    documentsApi({ body: page(items) });
    renderApp('/documents');

    expect(within(await row('Waiting.pdf')).getByText('Waiting to be read')).toBeTruthy();
    expect(within(await row('Scan.pdf')).getByText('Reading page 2 of 5')).toBeTruthy();
    expect(within(await row('Lease.pdf')).getByText('Text: 2 pages · 412 words')).toBeTruthy();
    expect((await row('Photo.png')).textContent).toContain('No text: No words were found.');
    expect(within(await row('Broken.pdf')).getByText("Couldn't read: The file is damaged.")).toBeTruthy();
    // A member who may not retry sees no Retry.
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    // Still the spec's seven columns (the state is under the name, not in a column of its own).
    expect(screen.getAllByRole('columnheader')).toHaveLength(8);
  });

  it('asks again every 2 seconds while a text is waiting or being read, and stops once none is', async () => {
    const waiting = makeDocument({ name: 'New.pdf', text: textStatus('waiting') });
    let asked = 0;
    const fetchMock = documentsApi(() => {
      asked += 1;
      return { body: page([asked === 1 ? waiting : { ...waiting, text: textStatus('done') }]) };
    });
    renderApp('/documents');

    expect(within(await row('New.pdf')).getByText('Waiting to be read')).toBeTruthy();
    expect(await screen.findByText('Text: 1 page · 120 words', {}, { timeout: 4000 })).toBeTruthy();
    const listed = listQueries(fetchMock).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(listQueries(fetchMock)).toHaveLength(listed);
  }, 15_000);

  it('lets an admin have a failed text read again, then shows the list afresh', async () => {
    const broken = makeDocument({
      name: 'Broken.pdf',
      text: textStatus('failed', { reason: 'Timed out.' }),
      can: { retryText: true },
    });
    let retried = false;
    const fetchMock = mockApi({
      ...baseRoutes(sessionFor('admin')),
      'GET /api/documents': () => ({
        body: page([retried ? { ...broken, text: textStatus('done') } : broken]),
      }),
      [`POST /api/documents/${broken.id}/text/retry`]: () => {
        retried = true;
        return { status: 202, body: { ...textStatus('waiting'), text: '' } };
      },
    });
    const { user } = renderApp('/documents');

    await user.click(
      within(await row('Broken.pdf')).getByRole('button', { name: 'Retry reading Broken.pdf' }),
    );
    expect(await screen.findByText('Reading "Broken.pdf" again')).toBeTruthy();
    expect(calls(fetchMock, 'POST', `/api/documents/${broken.id}/text/retry`)).toHaveLength(1);
    expect(await screen.findByText('Text: 1 page · 120 words')).toBeTruthy();
  });
});

describe('document list: searching the text', () => {
  const LEASE = makeDocument({
    name: 'Lease.pdf',
    snippet: [
      { text: 'the lease term ', match: false },
      { text: 'ends', match: true },
      { text: ' on June 30', match: false },
    ],
  });

  it('ranks by best match (no sort sent), shows where the words were found, and still sorts by a column', async () => {
    const fetchMock = documentsApi({ body: page([LEASE, HANDBOOK]) });
    const { user } = renderApp('/documents?q=ends');

    const lease = await row('Lease.pdf');
    expect(lastQuery(fetchMock)).toEqual({ q: 'ends', page: '1', pageSize: '25' });
    expect(lease.querySelector('mark')?.textContent).toBe('ends');
    expect(lease.textContent).toContain('…the lease term ends on June 30…');
    expect(screen.getByText('Sorted by best match')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').filter((header) => header.hasAttribute('aria-sort'))).toEqual(
      [],
    );

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toEqual({
        q: 'ends',
        sort: 'name',
        order: 'asc',
        page: '1',
        pageSize: '25',
      }),
    );
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');

    // Back to the first, ranked list (answered from the cache).
    await user.click(screen.getByRole('button', { name: 'Sort by best match' }));
    expect(await screen.findByText('Sorted by best match')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Name/ }).hasAttribute('aria-sort')).toBe(false);
    expect(listQueries(fetchMock).filter((query) => query.has('sort'))).toHaveLength(1);
  });

  it('keeps a column sort chosen while searching across a reload (it is in the address)', async () => {
    const fetchMock = documentsApi({ body: page([LEASE]) });
    renderApp('/documents?q=ends&sort=name&order=desc');

    await row('Lease.pdf');
    expect(lastQuery(fetchMock)).toEqual({
      q: 'ends',
      sort: 'name',
      order: 'desc',
      page: '1',
      pageSize: '25',
    });
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('button', { name: 'Sort by best match' })).toBeTruthy();
  });

  it('goes back to newest first when the search is cleared', async () => {
    const fetchMock = documentsApi({ body: page([LEASE]) });
    const { user } = renderApp('/documents?q=ends');

    await row('Lease.pdf');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toEqual({ sort: 'created', order: 'desc', page: '1', pageSize: '25' }),
    );
    expect(screen.getByRole('columnheader', { name: /Upload Date/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('offers "Best match" on a phone while searching, as the default', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const fetchMock = documentsApi({ body: page([LEASE]) });
    const { user } = renderApp('/documents');

    const sortBy = (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;
    expect([...sortBy.options].map((option) => option.text)).not.toContain('Best match');

    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'ends');
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ q: 'ends', page: '1', pageSize: '25' }));
    expect(sortBy.options[0]?.text).toBe('Best match');
    expect(sortBy.selectedOptions[0]?.text).toBe('Best match');
    const card = within(await screen.findByRole('region', { name: 'Documents' }));
    expect(card.getByText('ends').tagName).toBe('MARK');

    await user.selectOptions(sortBy, 'Newest first');
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toMatchObject({ q: 'ends', sort: 'created', order: 'desc' }),
    );
    await user.selectOptions(sortBy, 'Best match');
    await waitFor(() => expect(sortBy.selectedOptions[0]?.text).toBe('Best match'));
    // Answered from the cache of the first search: the one sorted request is "Newest first".
    expect(listQueries(fetchMock).filter((query) => query.has('q') && query.has('sort'))).toHaveLength(1);
  });
});

describe('document list: suggestions in Edit Properties', () => {
  it('fills the expiry date from the document with "Use"; Save sends it', async () => {
    const lease = makeDocument({ name: 'Lease.pdf', category: 'Operations', tags: ['lease'] });
    const fetchMock = documentsApi(
      { body: page([lease]) },
      {
        [`GET /api/documents/${lease.id}/suggestions`]: {
          body: {
            expiry: { date: '2027-06-30', sentence: 'The lease term ends on June 30, 2027.' },
            category: 'Operations',
            tags: ['lease', 'building'],
          },
        },
        [`PATCH /api/documents/${lease.id}`]: { body: lease },
      },
    );
    const { user } = renderApp('/documents');

    await user.click(
      within(await row('Lease.pdf')).getByRole('button', { name: 'Edit Properties Lease.pdf' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Document' }));
    const box = within(await dialog.findByRole('region', { name: 'Suggestions from the document' }));
    expect(box.getByText(/Jun 30, 2027/).textContent).toBe(
      'Expiry date: Jun 30, 2027 — “The lease term ends on June 30, 2027.”',
    );
    // The category is already the suggested one: not offered.
    expect(box.queryByRole('button', { name: 'Use suggested category' })).toBeNull();
    expect(box.getByText('building')).toBeTruthy();

    await user.click(box.getByRole('button', { name: 'Use suggested expiry date' }));
    expect((dialog.getByLabelText('Expiry Date (optional)') as HTMLInputElement).value).toBe('2027-06-30');
    expect(box.queryByRole('button', { name: 'Use suggested expiry date' })).toBeNull();
    expect(calls(fetchMock, 'PATCH', `/api/documents/${lease.id}`)).toHaveLength(0);

    await user.click(box.getByRole('button', { name: 'Use suggested tags' }));
    expect((dialog.getByLabelText('Tags (optional)') as HTMLInputElement).value).toBe('lease, building');
    await waitFor(() =>
      expect(dialog.queryByRole('region', { name: 'Suggestions from the document' })).toBeNull(),
    );

    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Document updated')).toBeTruthy();
    expect(JSON.parse(String(calls(fetchMock, 'PATCH', `/api/documents/${lease.id}`)[0]?.[1]?.body))).toEqual(
      {
        name: 'Lease.pdf',
        category: 'Operations',
        expiryDate: '2027-06-30',
        tags: ['lease', 'building'],
        description: null,
      },
    );
  });

  it('asks for no suggestions before the text has been read', async () => {
    const fresh = makeDocument({ name: 'Fresh.pdf', text: textStatus('waiting') });
    const fetchMock = documentsApi({ body: page([fresh]) });
    const { user } = renderApp('/documents');

    await user.click(
      within(await row('Fresh.pdf')).getByRole('button', { name: 'Edit Properties Fresh.pdf' }),
    );
    await screen.findByRole('dialog', { name: 'Edit Document' });
    expect(calls(fetchMock, 'GET', `/api/documents/${fresh.id}/suggestions`)).toHaveLength(0);
  });
});
