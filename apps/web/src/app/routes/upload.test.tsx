import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseRoutes, mockApi, sessionFor } from '@/test/api-mock';
import { makeDocument, textStatus } from '@/test/documents';
import { type FakeXhr, installFakeXhr } from '@/test/fake-xhr';
import { renderApp } from '@/test/render';

function uploadApi(role: 'user' | 'admin' = 'user') {
  return mockApi({
    ...baseRoutes(sessionFor(role)),
    'GET /api/documents': { body: { items: [], total: 0, more: false, page: 1, pageSize: 25 } },
  });
}

function file(name: string, content = 'content') {
  return new File([content], name, { type: 'application/octet-stream' });
}

async function openUpload() {
  const view = renderApp('/upload');
  await screen.findByRole('heading', { level: 1, name: 'Upload Documents' });
  return { ...view, picker: screen.getByLabelText('Choose files to upload') as HTMLInputElement };
}

function progressOf(name: string) {
  return screen.getByRole('progressbar', { name: `Uploading ${name}` }).getAttribute('aria-valuenow');
}

async function sentRequests(sent: FakeXhr[], count: number) {
  await waitFor(() => expect(sent).toHaveLength(count));
  return sent;
}

describe('upload: choosing files', () => {
  it('lists the chosen files with size, accepts the spec types, and removes one', async () => {
    uploadApi();
    const { user, picker } = await openUpload();

    expect(picker.multiple).toBe(true);
    expect(picker.accept.split(',')).toEqual(
      expect.arrayContaining([
        '.pdf',
        '.doc',
        '.docx',
        '.xls',
        '.xlsx',
        '.jpg',
        '.jpeg',
        '.png',
        '.gif',
        '.txt',
      ]),
    );
    await user.upload(picker, [file('Budget.pdf', 'x'.repeat(2048)), file('Notes.txt')]);

    const list = within(screen.getByRole('region', { name: 'Selected files' }));
    expect(list.getByText('Budget.pdf')).toBeTruthy();
    expect(list.getByText('2 KB')).toBeTruthy();
    expect(list.getByText('Notes.txt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload 2 Documents' })).toBeTruthy();

    await user.click(list.getByRole('button', { name: 'Remove Budget.pdf' }));
    expect(screen.queryByText('Budget.pdf')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeTruthy();
  });

  it('takes dropped files, highlighting the area while they are dragged over it', async () => {
    uploadApi();
    await openUpload();

    const zone = screen.getByText('Drag and drop files here, or').parentElement as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [] } });
    expect(screen.getByText('Drop the files to add them')).toBeTruthy();
    expect(zone.className).toContain('border-indigo-500');

    fireEvent.drop(zone, {
      dataTransfer: {
        types: ['Files'],
        files: [file('Roster.csv'), file('setup.exe'), file('empty.txt', '')],
      },
    });
    expect(zone.className).not.toContain('border-indigo-500');
    expect(screen.getByText('Roster.csv')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('These files were not added:');
    expect(alert.textContent).toContain('setup.exe: .exe files are not accepted');
    expect(alert.textContent).toContain('empty.txt: the file is empty');
    expect(
      within(screen.getByRole('region', { name: 'Selected files' })).queryByText('setup.exe'),
    ).toBeNull();
  });

  it('goes back to the document list on Cancel', async () => {
    uploadApi();
    const { user } = await openUpload();

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
  });
});

describe('upload: validation (spec 000 §5)', () => {
  it('asks for a file, then a category, then CSV files for Donor Data, sending nothing', async () => {
    uploadApi('admin');
    const sent = installFakeXhr();
    const { user, picker } = await openUpload();

    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select at least one file to upload');

    await user.upload(picker, [file('Gifts.csv'), file('Summary.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Upload 2 Documents' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a category');
    expect(screen.getByLabelText('Category *').getAttribute('aria-invalid')).toBe('true');

    const category = screen.getByLabelText('Category *') as HTMLSelectElement;
    expect([...category.options].map((option) => option.text)).toContain('Donor Data');
    await user.selectOptions(category, 'Donor Data');
    expect(screen.getByText(/Donor Data files are automatically processed for analytics/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload 2 Documents' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Donor Data files must be in CSV format. Please select only CSV files.',
    );
    expect(sent).toHaveLength(0);
  });
});

describe('upload: sending', () => {
  it('sends each file as its own request, two at a time, with progress, then lists the documents', async () => {
    uploadApi();
    const sent = installFakeXhr();
    const { user, picker } = await openUpload();

    await user.upload(picker, [file('One.pdf'), file('Two.txt'), file('Three.png')]);
    await user.selectOptions(screen.getByLabelText('Category *'), 'Governance');
    await user.type(screen.getByLabelText('Expiry Date (optional)'), '2026-12-31');
    await user.type(screen.getByLabelText('Tags (optional)'), 'board, 2026');
    await user.type(screen.getByLabelText('Description (optional)'), 'Board papers');
    await user.click(screen.getByRole('button', { name: 'Upload 3 Documents' }));

    const [one, two] = await sentRequests(sent, 2);
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeTruthy();
    expect(one?.url).toBe('/api/documents');
    expect(one?.headers['X-Steward-CSRF']).toBe('1');
    expect(one?.fields).toEqual([
      ['category', 'Governance'],
      ['expiryDate', '2026-12-31'],
      ['tags', 'board, 2026'],
      ['description', 'Board papers'],
      ['file', 'One.pdf'],
    ]);
    expect(two?.fields.at(-1)).toEqual(['file', 'Two.txt']);
    expect(progressOf('One.pdf')).toBe('0');

    one?.progress(40, 100);
    await waitFor(() => expect(progressOf('One.pdf')).toBe('40'));
    expect(screen.getByRole('button', { name: 'Remove Two.txt' }).hasAttribute('disabled')).toBe(true);

    one?.respond(201, makeDocument({ name: 'One.pdf' }));
    const [, , three] = await sentRequests(sent, 3);
    expect(three?.fields.at(-1)).toEqual(['file', 'Three.png']);
    expect(await screen.findByText('Uploaded')).toBeTruthy();

    two?.respond(201, makeDocument({ name: 'Two.txt' }));
    three?.respond(201, makeDocument({ name: 'Three.png' }));

    expect(await screen.findByText('Successfully uploaded 3 document(s)!')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
  });

  it('keeps the failed files listed with the reason, drops the uploaded ones, and retries the rest', async () => {
    uploadApi();
    const sent = installFakeXhr();
    const { user, picker } = await openUpload();

    await user.upload(picker, [file('Good.pdf'), file('Bad.pdf')]);
    await user.selectOptions(screen.getByLabelText('Category *'), 'HR');
    await user.click(screen.getByRole('button', { name: 'Upload 2 Documents' }));

    const [good, bad] = await sentRequests(sent, 2);
    good?.respond(201, makeDocument({ name: 'Good.pdf' }));
    bad?.respond(400, {
      error: { code: 'bad_request', message: 'The content of Bad.pdf does not match its extension' },
    });

    const message = 'Upload failed: The content of Bad.pdf does not match its extension';
    // On the row and in a toast.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    const list = within(screen.getByRole('region', { name: 'Selected files' }));
    expect(list.queryByText('Good.pdf')).toBeNull();
    expect(list.getByText('Bad.pdf')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    const [, , retry] = await sentRequests(sent, 3);
    expect(retry?.fields.at(-1)).toEqual(['file', 'Bad.pdf']);
    retry?.respond(201, makeDocument({ name: 'Bad.pdf' }));

    expect(await screen.findByText('Successfully uploaded 1 document(s)!')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
  });

  it('reports a dropped connection on the file it happened to', async () => {
    uploadApi();
    const sent = installFakeXhr();
    const { user, picker } = await openUpload();

    await user.upload(picker, [file('One.pdf')]);
    await user.selectOptions(screen.getByLabelText('Category *'), 'HR');
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    (await sentRequests(sent, 1))[0]?.failNetwork();

    await waitFor(() =>
      expect(
        screen.getAllByText('Upload failed: Unable to reach the server. Please check your connection.'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Remove One.pdf' })).toBeTruthy();
  });

  it('cancels the files still on their way when the page is left, without reporting them as failed', async () => {
    uploadApi();
    const sent = installFakeXhr();
    const { user, picker } = await openUpload();

    await user.upload(picker, [file('One.pdf')]);
    await user.selectOptions(screen.getByLabelText('Category *'), 'HR');
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    const [one] = await sentRequests(sent, 1);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(one?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // (Toasts of earlier tests may still be up: look for this one's.)
    expect(screen.queryByText(/The upload was cancelled/)).toBeNull();
  });
});

describe('upload: Donor Data', () => {
  async function uploadDonorCsv() {
    const syncs: string[] = [];
    mockApi({
      ...baseRoutes(sessionFor('admin')),
      'GET /api/documents': { body: { items: [], total: 0, more: false, page: 1, pageSize: 25 } },
      'POST /api/donors/sync': (request) => {
        syncs.push(request.method);
        return {
          body: {
            message: 'Synced 1 document: added 4 new records',
            processed: [
              { documentId: '00000000-0000-4000-8000-000000000001', name: 'giving.csv', recordsAdded: 4 },
            ],
            failed: [],
          },
        };
      },
    });
    const sent = installFakeXhr();
    const { user, picker } = await openUpload();
    await user.upload(picker, [file('giving.csv', 'First Name,Amount\nAnn,5\n')]);
    await user.selectOptions(screen.getByLabelText(/Category/), 'Donor Data');
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    const [request] = await sentRequests(sent, 1);
    request?.respond(201, makeDocument({ name: 'giving.csv', category: 'Donor Data' }));
    expect(await screen.findByText('Successfully uploaded 1 document(s)!')).toBeTruthy();
    return syncs;
  }

  it('merges the uploaded file into the donor database when an admin uploads it, and says so', async () => {
    const syncs = await uploadDonorCsv();
    expect(await screen.findByText('Synced 1 document: added 4 new records')).toBeTruthy();
    expect(syncs).toEqual(['POST']);
  });

  it('offers Donor Data only to members with fundraising access (spec 001 §6)', async () => {
    uploadApi('user');
    await openUpload();
    const options = [...(screen.getByLabelText('Category *') as HTMLSelectElement).options];
    expect(options.map((option) => option.text)).not.toContain('Donor Data');
    expect(options.map((option) => option.text)).toContain('Financial');
  });
});

describe('upload: suggestions from the text', () => {
  const SUGGESTIONS = {
    expiry: { date: '2027-06-30', sentence: 'The lease term ends on June 30, 2027.' },
    category: 'Legal',
    tags: ['lease', 'building'],
  };

  /** Uploads Lease.pdf; the server reads its text on the second look and answers `suggestions`. */
  async function uploadLease(suggestions: unknown = SUGGESTIONS) {
    const lease = makeDocument({
      name: 'Lease.pdf',
      category: 'Operations',
      tags: ['lease'],
      text: textStatus('waiting'),
    });
    let looks = 0;
    const patches: unknown[] = [];
    const fetchMock = mockApi({
      ...baseRoutes(sessionFor('user')),
      'GET /api/documents': { body: { items: [], total: 0, more: false, page: 1, pageSize: 25 } },
      [`GET /api/documents/${lease.id}`]: () => {
        looks += 1;
        return { body: { ...lease, text: looks === 1 ? textStatus('reading') : textStatus('done') } };
      },
      [`GET /api/documents/${lease.id}/suggestions`]: { body: suggestions },
      [`PATCH /api/documents/${lease.id}`]: (request) => {
        patches.push(request.body);
        return { body: { ...lease, ...(request.body as object), text: textStatus('done'), version: 2 } };
      },
    });
    const sent = installFakeXhr();
    const { user, picker } = await openUpload();
    await user.upload(picker, [file('Lease.pdf')]);
    await user.selectOptions(screen.getByLabelText('Category *'), 'Operations');
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    (await sentRequests(sent, 1))[0]?.respond(201, lease);
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    return { lease, patches, fetchMock, user };
  }

  it('offers the expiry date, category and tags once the text is read, and applies the date only on a click', async () => {
    const { lease, patches, user } = await uploadLease();

    const suggestions = within(await screen.findByRole('region', { name: 'Suggestions for your uploads' }));
    expect(await suggestions.findByText('Suggestions for Lease.pdf', {}, { timeout: 4000 })).toBeTruthy();
    expect(
      (await suggestions.findByText(/We found an expiry date in Lease\.pdf/, {}, { timeout: 4000 }))
        .textContent,
    ).toBe('We found an expiry date in Lease.pdf: Jun 30, 2027 — “The lease term ends on June 30, 2027.”');
    expect(suggestions.getByText('Suggested category: Legal')).toBeTruthy();
    // "lease" is already there: only the new tag is offered.
    expect(suggestions.getByText('Suggested tags: building')).toBeTruthy();
    expect(patches).toEqual([]);

    await user.click(suggestions.getByRole('button', { name: 'Use this date (expiry date of Lease.pdf)' }));
    expect(await screen.findByText('Expiry date of Lease.pdf set to Jun 30, 2027')).toBeTruthy();
    expect(patches).toEqual([
      {
        name: 'Lease.pdf',
        category: 'Operations',
        expiryDate: '2027-06-30',
        tags: ['lease'],
        description: null,
      },
    ]);
    await waitFor(() => expect(suggestions.queryByText(/We found an expiry date/)).toBeNull());

    await user.click(suggestions.getByRole('button', { name: 'Apply (tags of Lease.pdf)' }));
    expect(await screen.findByText('Tags added to Lease.pdf: building')).toBeTruthy();
    expect(patches[1]).toEqual({
      name: 'Lease.pdf',
      category: 'Operations',
      expiryDate: '2027-06-30',
      tags: ['lease', 'building'],
      description: null,
    });

    await user.click(suggestions.getByRole('button', { name: 'Dismiss (category of Lease.pdf)' }));
    await waitFor(() => expect(screen.queryByText('Suggestions for Lease.pdf')).toBeNull());
    expect(patches).toHaveLength(2);
    expect(window.sessionStorage.getItem('steward.watchedUploads')).not.toContain(lease.id);
  }, 20_000);

  it('changes nothing when every suggestion is dismissed', async () => {
    const { lease, patches, fetchMock, user } = await uploadLease({
      ...SUGGESTIONS,
      category: null,
      tags: [],
    });

    const suggestions = within(await screen.findByRole('region', { name: 'Suggestions for your uploads' }));
    await user.click(
      await suggestions.findByRole(
        'button',
        { name: 'Dismiss (expiry date of Lease.pdf)' },
        { timeout: 4000 },
      ),
    );
    await waitFor(() => expect(screen.queryByText('Suggestions for Lease.pdf')).toBeNull());
    expect(patches).toEqual([]);
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url) === `/api/documents/${lease.id}/suggestions`),
    ).toHaveLength(1);
  }, 20_000);

  it('offers nothing for a document without text', async () => {
    const scan = makeDocument({ name: 'Scan.png', text: textStatus('waiting') });
    const fetchMock = mockApi({
      ...baseRoutes(sessionFor('user')),
      'GET /api/documents': { body: { items: [], total: 0, more: false, page: 1, pageSize: 25 } },
      [`GET /api/documents/${scan.id}`]: { body: { ...scan, text: textStatus('no-text') } },
    });
    const sent = installFakeXhr();
    const { user, picker } = await openUpload();
    await user.upload(picker, [file('Scan.png')]);
    await user.selectOptions(screen.getByLabelText('Category *'), 'HR');
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    (await sentRequests(sent, 1))[0]?.respond(201, scan);
    await screen.findByRole('heading', { level: 1, name: 'Documents' });

    await waitFor(() => expect(window.sessionStorage.getItem('steward.watchedUploads')).toBe('[]'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/suggestions'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Suggestions for your uploads' })).toBeNull();
  });
});
