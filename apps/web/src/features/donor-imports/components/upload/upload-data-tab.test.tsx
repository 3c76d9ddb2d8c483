import { MISSING_AMOUNT_COLUMN } from '@steward/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FundraisingDonorTool } from '@/app/routes/fundraising-donor-tool';
import { apiError, type MockReply, mockApi } from '@/test/api-mock';
import {
  DONOR_IMPORT_ID,
  donorAnalysis,
  donorImportPreview,
  donorMergeResult,
  donorSyncResult,
  donorSyncStatus,
  noColumns,
} from '@/test/donors';
import { type FakeXhr, installFakeXhr } from '@/test/fake-xhr';
import { renderWithProviders } from '@/test/render';

type Routes = Parameters<typeof mockApi>[0];

const MERGE = `/api/donors/imports/${DONOR_IMPORT_ID}/merge`;
const NO_DONORS = donorAnalysis({ totalDonors: 0, totalAmount: 0, donationCount: 0, topDonors: [] });

/** No donors until a merge succeeds; then the analysis has them. */
function uploadApi(extra: Routes = {}) {
  let merged = false;
  const fetchMock = mockApi({
    'GET /api/donors/analysis': () => ({ body: merged ? donorAnalysis() : NO_DONORS }),
    'POST /api/donors/sync': { body: donorSyncResult() },
    'GET /api/donors/sync': { body: donorSyncStatus() },
    'GET /api/donors/imports': { body: { items: [] } },
    [`POST ${MERGE}`]: () => {
      merged = true;
      return { body: donorMergeResult() };
    },
    ...extra,
  });
  return fetchMock;
}

function calls(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
  );
}

function bodyOf(call: ReturnType<typeof calls>[number] | undefined): unknown {
  return call?.[1]?.body === undefined ? undefined : JSON.parse(String(call[1].body));
}

/** A reply the test releases when it is ready, to see the page while the request runs. */
function deferred(reply: MockReply) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const route = async () => {
    await gate;
    return reply;
  };
  return { route, release: () => release() };
}

function csv(name: string) {
  return new File(['Transaction ID,First Name,Last Name,Amount,Received On\n'], name, { type: 'text/csv' });
}

function selectedTab(): string | undefined {
  return screen
    .getAllByRole('tab')
    .find((item) => item.getAttribute('aria-selected') === 'true')
    ?.textContent?.trim();
}

function uploadPanel() {
  return within(screen.getByRole('tabpanel', { name: 'Upload Data' }));
}

async function openUpload() {
  const view = renderWithProviders(<FundraisingDonorTool />);
  const input = (await screen.findByLabelText('Upload your donor data file')) as HTMLInputElement;
  return { ...view, input };
}

async function sentRequests(sent: FakeXhr[], count: number) {
  await waitFor(() => expect(sent).toHaveLength(count));
  return sent;
}

describe('Upload Data: the drop zone', () => {
  it('offers CSV files only, with the spec hint, and highlights while a file is dragged over it', async () => {
    uploadApi();
    const { input } = await openUpload();

    expect(input.type).toBe('file');
    expect(input.accept.split(',')).toContain('.csv');
    expect(input.multiple).toBe(false);
    const hint = screen.getByText('Drag & drop or click to select • CSV format supported');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    const zone = hint.parentElement as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [] } });
    expect(zone.className).toContain('border-indigo-500');
    fireEvent.dragLeave(zone, { relatedTarget: null });
    expect(zone.className).not.toContain('border-indigo-500');
  });

  it('lists the supported format with a sample file', async () => {
    uploadApi();
    await openUpload();

    const format = within(screen.getByRole('region', { name: 'Supported Data Format' }));
    const items = format.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Names (first and last name)',
      'Amount (supports currency formatting)',
      'Date',
      'Contact (email and phone, optional)',
      'Address (street, city, state or region, postal code and country, optional)',
    ]);
    const sample = format.getByText(/^Transaction ID,First Name,Last Name,Amount,Received On/);
    expect(sample.textContent?.trim().split('\n')).toHaveLength(4);
    expect(format.getByText(/Fund or campaign columns and transaction ID columns are kept/)).toBeTruthy();
    expect(
      format.getByText(/Payments that failed, are pending or were refunded in full are left out/),
    ).toBeTruthy();
  });
});

describe('Upload Data: the opening tab', () => {
  it('stays on Upload Data while a file goes up, though the automatic sync brings the first donors meanwhile', async () => {
    let synced = false;
    const sync = deferred({
      body: donorSyncResult({
        message: 'Synced 1 document: added 12 new records',
        processed: [
          { documentId: '88888888-8888-4888-8888-888888888888', name: 'Gifts.csv', recordsAdded: 12 },
        ],
      }),
    });
    const fetchMock = uploadApi({
      'GET /api/donors/analysis': () => ({ body: synced ? donorAnalysis() : NO_DONORS }),
      'POST /api/donors/sync': async () => {
        const reply = await sync.route();
        synced = true;
        return reply;
      },
    });
    const sent = installFakeXhr();
    const { user, input } = await openUpload();

    await user.upload(input, csv('gifts.csv'));
    await sentRequests(sent, 1);
    const reads = calls(fetchMock, 'GET', '/api/donors/analysis').length;
    sync.release();
    // The sync's end reads the analysis again, which now has donors: without a file on its way,
    // that opens Analytics (donor-analytics-tool.test.tsx).
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/donors/analysis').length).toBeGreaterThan(reads),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(selectedTab()).toBe('Upload Data');
    expect(screen.getByRole('progressbar', { name: 'Uploading gifts.csv' })).toBeTruthy();
  });
});

describe('Upload Data: a file whose columns are all recognised', () => {
  it('uploads with progress, merges at once, says so, opens Analytics and invites another file', async () => {
    const merge = deferred({ body: donorMergeResult() });
    let merged = false;
    const fetchMock = uploadApi({
      'GET /api/donors/analysis': () => ({ body: merged ? donorAnalysis() : NO_DONORS }),
      [`POST ${MERGE}`]: async () => {
        const reply = await merge.route();
        merged = true;
        return reply;
      },
    });
    const sent = installFakeXhr();
    const { user, input } = await openUpload();

    await user.upload(input, csv('gifts.csv'));
    const [request] = await sentRequests(sent, 1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/donors/imports');
    expect(request?.headers['X-Steward-CSRF']).toBe('1');
    expect(request?.fields).toEqual([['file', 'gifts.csv']]);
    const progress = screen.getByRole('progressbar', { name: 'Uploading gifts.csv' });
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    expect(input.disabled).toBe(true);

    request?.progress(40, 100);
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('40'));

    request?.respond(200, donorImportPreview());
    expect(await screen.findByText('Merging...')).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'POST', MERGE)[0])).toEqual({});
    expect(selectedTab()).toBe('Upload Data');

    merge.release();
    await waitFor(() => expect(selectedTab()).toBe('Analytics'));
    // The toast carries the green box's words to the Analytics tab.
    expect(await screen.findByText('Data merged successfully!', { selector: '[data-title]' })).toBeTruthy();
    const description = document.querySelector('[data-sonner-toast] [data-description]');
    expect(description?.textContent).toBe(
      'Added 4 new records to your database4 gifts from 3 donors, 3 of them new',
    );
    expect(screen.getByRole('button', { name: 'See this import' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Upload Data' }));
    const panel = uploadPanel();
    const box = panel.getByText('Data merged successfully!').closest('[role="status"]') as HTMLElement;
    expect(box.textContent).toContain('Added 4 new records to your database');
    expect(panel.getByRole('heading', { name: 'Upload another file' })).toBeTruthy();
    expect(panel.getByText('New data will be merged with existing records')).toBeTruthy();
    expect(panel.queryByText('Upload your donor data file')).toBeNull();
    expect((panel.getByLabelText('Upload another file') as HTMLInputElement).disabled).toBe(false);
  });
});

describe('Upload Data: what a direct merge left out', () => {
  it('lists the rows left out under the green box, by reason and line', async () => {
    const dropped = [
      {
        reason: 'not_paid',
        label: 'Payment failed, pending, canceled or refunded',
        count: 3,
        lines: [4, 6, 7],
      },
    ];
    uploadApi({ [`POST ${MERGE}`]: { body: donorMergeResult({ recordsAdded: 3, dropped }) } });
    const sent = installFakeXhr();
    const { user, input } = await openUpload();
    await user.upload(input, csv('unified_payments.csv'));
    const [request] = await sentRequests(sent, 1);
    request?.respond(200, donorImportPreview({ rowsRead: 6, rowsKept: 3, dropped }));

    await waitFor(() => expect(selectedTab()).toBe('Analytics'));
    // Analytics opens, so a toast says it there too.
    expect(await screen.findByText('3 rows left out', { selector: '[data-title]' })).toBeTruthy();
    expect(
      screen.getByText(
        'Payment failed, pending, canceled or refunded: 3. They are listed under Upload Data.',
        { selector: '[data-description]' },
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Upload Data' }));
    const panel = uploadPanel();
    expect(panel.getByText('Added 3 new records to your database')).toBeTruthy();
    const leftOut = within(panel.getByRole('region', { name: 'Rows left out' }));
    expect(leftOut.getByRole('listitem').textContent).toBe(
      'Payment failed, pending, canceled or refunded: 3lines 4, 6 and 7',
    );
  });

  it('says in a toast on Analytics that values were corrected or left out, and lists them under the green box', async () => {
    const rowProblems = [
      {
        field: 'email' as const,
        problem: 'not_one_email' as const,
        label: 'Email is not one email address: kept without an email',
        count: 2,
        lines: [3, 5],
      },
    ];
    uploadApi({ [`POST ${MERGE}`]: { body: donorMergeResult({ rowProblems }) } });
    const sent = installFakeXhr();
    const { user, input } = await openUpload();
    await user.upload(input, csv('gifts.csv'));
    const [request] = await sentRequests(sent, 1);
    request?.respond(200, donorImportPreview({ rowProblems }));

    await waitFor(() => expect(selectedTab()).toBe('Analytics'));
    expect(
      await screen.findByText('2 values corrected or left out', { selector: '[data-title]' }),
    ).toBeTruthy();
    expect(
      screen.getByText('They are listed under Upload Data, line by line.', {
        selector: '[data-description]',
      }),
    ).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Upload Data' }));
    const listed = within(uploadPanel().getByRole('region', { name: 'Values corrected or left out' }));
    expect(listed.getByRole('listitem').textContent).toBe(
      'Lines 3 and 5: Email is not one email address: kept without an email',
    );
  });

  it('shows no such list when every row was kept', async () => {
    uploadApi();
    const sent = installFakeXhr();
    const { user, input } = await openUpload();
    await user.upload(input, csv('gifts.csv'));
    const [request] = await sentRequests(sent, 1);
    request?.respond(200, donorImportPreview());
    await waitFor(() => expect(selectedTab()).toBe('Analytics'));
    await user.click(screen.getByRole('tab', { name: 'Upload Data' }));
    expect(uploadPanel().getByText('Added 4 new records to your database')).toBeTruthy();
    expect(uploadPanel().queryByRole('region', { name: 'Rows left out' })).toBeNull();
    expect(uploadPanel().queryByRole('region', { name: 'Values corrected or left out' })).toBeNull();
  });
});

describe('Upload Data: a file that needs its columns chosen', () => {
  const PREVIEW = donorImportPreview({
    headers: ['Name', 'Paid', 'Date', 'Fund'],
    mapping: noColumns({ fullName: 0, date: 2, fund: 3 }),
    problems: [MISSING_AMOUNT_COLUMN],
    rowsRead: 3,
    rowsKept: 0,
    dropped: [
      { reason: 'missing_amount', label: 'Amount missing or not above 0', count: 3, lines: [2, 3, 4] },
    ],
    sample: [],
    canMergeDirectly: false,
  });

  it('shows the preview; choosing the amount column clears the problem and Merge sends the mapping', async () => {
    const fetchMock = uploadApi();
    const sent = installFakeXhr();
    const { user, input } = await openUpload();

    await user.upload(input, csv('gifts.csv'));
    (await sentRequests(sent, 1))[0]?.respond(200, PREVIEW);

    const preview = within(await screen.findByRole('region', { name: 'gifts.csv' }));
    expect(preview.getByText('Rows read').nextElementSibling?.textContent).toBe('3');
    expect(preview.getByText('Rows kept').nextElementSibling?.textContent).toBe('0');
    const dropped = within(preview.getByRole('region', { name: 'Rows left out' }));
    expect(dropped.getByText('Amount missing or not above 0: 3')).toBeTruthy();
    expect(dropped.getByText('lines 2, 3 and 4')).toBeTruthy();
    expect(preview.getByText('No row of the file could be read with these columns.')).toBeTruthy();

    const amount = preview.getByLabelText('Amount') as HTMLSelectElement;
    expect([...amount.options].map((option) => option.text)).toEqual([
      '— none —',
      'Name',
      'Paid',
      'Date',
      'Fund',
    ]);
    expect(amount.value).toBe('');
    expect((preview.getByLabelText('Full name') as HTMLSelectElement).value).toBe('0');
    expect(preview.getByLabelText('Transaction ID')).toBeTruthy();
    const problems = preview.getByRole('list', { name: 'Why the file cannot be merged yet' });
    expect(problems.textContent).toBe(MISSING_AMOUNT_COLUMN);
    const mergeButton = preview.getByRole('button', { name: 'Merge' }) as HTMLButtonElement;
    expect(mergeButton.disabled).toBe(true);

    await user.selectOptions(amount, 'Paid');
    expect(preview.queryByRole('list', { name: 'Why the file cannot be merged yet' })).toBeNull();
    expect(mergeButton.disabled).toBe(false);
    expect(calls(fetchMock, 'POST', MERGE)).toHaveLength(0);

    await user.click(mergeButton);
    await waitFor(() => expect(calls(fetchMock, 'POST', MERGE)).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, 'POST', MERGE)[0])).toEqual({
      mapping: noColumns({ fullName: 0, amount: 1, date: 2, fund: 3 }),
    });
    await waitFor(() => expect(selectedTab()).toBe('Analytics'));
  });

  it('waits for the admin when gifts were already entered by hand, and sends their choice to include them', async () => {
    const fetchMock = uploadApi();
    const sent = installFakeXhr();
    const { user, input } = await openUpload();

    await user.upload(input, csv('gifts.csv'));
    (await sentRequests(sent, 1))[0]?.respond(
      200,
      donorImportPreview({
        handEntered: {
          count: 1,
          rows: [
            {
              line: 2,
              firstName: 'John',
              lastName: 'Smith',
              date: '2024-01-15',
              amount: 250,
              fund: '',
              batchName: 'Sunday 9:00, Jan 14 2024',
            },
          ],
        },
        canMergeDirectly: false,
      }),
    );

    const preview = within(await screen.findByRole('region', { name: 'gifts.csv' }));
    expect(preview.getByText('Check the rows below before merging.')).toBeTruthy();
    expect(calls(fetchMock, 'POST', MERGE)).toHaveLength(0);
    await user.click(preview.getByRole('checkbox', { name: /Include this gift as well/ }));
    await user.click(preview.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(calls(fetchMock, 'POST', MERGE)).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, 'POST', MERGE)[0])).toEqual({
      mapping: donorImportPreview().mapping,
      includeHandEntered: true,
    });
  });

  it('shows a column chosen twice as a problem while it lasts', async () => {
    uploadApi();
    const sent = installFakeXhr();
    const { user, input } = await openUpload();

    await user.upload(input, csv('gifts.csv'));
    (await sentRequests(sent, 1))[0]?.respond(200, PREVIEW);
    const preview = within(await screen.findByRole('region', { name: 'gifts.csv' }));

    await user.selectOptions(preview.getByLabelText('Amount'), 'Date');
    expect(preview.getByRole('list', { name: 'Why the file cannot be merged yet' }).textContent).toContain(
      'The same column (number 3 from the left) is chosen for amount and date',
    );
    expect((preview.getByRole('button', { name: 'Merge' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the preview with the reason when the merge is refused, and goes back on Choose another file', async () => {
    uploadApi({ [`POST ${MERGE}`]: apiError(409, 'conflict', 'This file has already been merged') });
    const sent = installFakeXhr();
    const { user, input } = await openUpload();

    await user.upload(input, csv('gifts.csv'));
    (await sentRequests(sent, 1))[0]?.respond(200, PREVIEW);
    const preview = within(await screen.findByRole('region', { name: 'gifts.csv' }));
    await user.selectOptions(preview.getByLabelText('Amount'), 'Paid');
    await user.click(preview.getByRole('button', { name: 'Merge' }));

    const alert = await within(screen.getByRole('region', { name: 'gifts.csv' })).findByRole('alert');
    expect(alert.textContent).toBe('Upload failedThis file has already been merged');
    expect((screen.getByLabelText('Amount') as HTMLSelectElement).value).toBe('1');
    expect(selectedTab()).toBe('Upload Data');

    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(screen.queryByRole('region', { name: 'gifts.csv' })).toBeNull();
    expect(screen.getByLabelText('Upload your donor data file')).toBeTruthy();
  });
});

describe('Upload Data: failures', () => {
  it.each([
    'Unsupported file format. Please use CSV files.',
    'CSV parsing error: Unclosed quote in line 3',
    'No data found in the CSV file',
  ])('shows "Upload failed" with the server message "%s" and merges nothing', async (message) => {
    const fetchMock = uploadApi();
    const sent = installFakeXhr();
    const { user, input } = await openUpload();

    await user.upload(input, csv('gifts.csv'));
    (await sentRequests(sent, 1))[0]?.respond(400, { error: { code: 'bad_request', message } });

    const alert = await uploadPanel().findByRole('alert');
    expect(within(alert).getByText('Upload failed')).toBeTruthy();
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(calls(fetchMock, 'POST', MERGE)).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Upload your donor data file' })).toBeTruthy();
    expect(input.disabled).toBe(false);
  });

  it('refuses a file that is not .csv before sending anything', async () => {
    uploadApi();
    const sent = installFakeXhr();
    await openUpload();

    const zone = screen.getByText('Drag & drop or click to select • CSV format supported')
      .parentElement as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: { types: ['Files'], files: [new File(['a'], 'gifts.xlsx')] },
    });

    const alert = await uploadPanel().findByRole('alert');
    expect(alert.textContent).toBe('Upload failedUnsupported file format. Please use CSV files.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(0);
  });

  it('takes a dropped .CSV file whatever the case of its extension', async () => {
    uploadApi();
    const sent = installFakeXhr();
    await openUpload();

    const zone = screen.getByText('Drag & drop or click to select • CSV format supported')
      .parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [csv('GIFTS.CSV')] } });

    const [request] = await sentRequests(sent, 1);
    expect(request?.fields).toEqual([['file', 'GIFTS.CSV']]);
  });
});

describe('Upload Data: Sync Now', () => {
  it('merges waiting Donor Data documents and lists those that failed, for 5 seconds', async () => {
    let runs = 0;
    const fetchMock = uploadApi({
      'POST /api/donors/sync': () => {
        runs += 1;
        if (runs === 1) return { body: donorSyncResult() };
        return {
          body: donorSyncResult({
            message: 'Synced 1 document: added 12 new records',
            processed: [
              { documentId: '88888888-8888-4888-8888-888888888888', name: 'Spring.csv', recordsAdded: 12 },
            ],
            failed: [
              {
                documentId: '99999999-9999-4999-8999-999999999999',
                name: 'Broken.csv',
                error: 'No data found in the CSV file',
              },
            ],
          }),
        };
      },
    });
    const { user } = await openUpload();
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/donors/sync')).toHaveLength(1));

    await user.click(uploadPanel().getByRole('button', { name: 'Sync Now' }));
    const result = uploadPanel().getByRole('status', { name: 'Sync Now result' });
    await waitFor(() => expect(result.textContent).toContain('Synced 1 document: added 12 new records'));
    expect(within(result).getByRole('listitem').textContent).toBe(
      'Broken.csv: No data found in the CSV file',
    );
    expect(calls(fetchMock, 'POST', '/api/donors/sync')).toHaveLength(2);
  });

  it('says when no document was waiting', async () => {
    uploadApi();
    const { user } = await openUpload();

    await user.click(uploadPanel().getByRole('button', { name: 'Sync Now' }));
    const result = uploadPanel().getByRole('status', { name: 'Sync Now result' });
    await waitFor(() => expect(result.textContent).toBe('No new donor data documents found to sync'));
  });
});
