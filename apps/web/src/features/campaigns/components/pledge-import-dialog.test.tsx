import type { PledgeImportMatch, PledgeImportPreview, PledgeImportResult } from '@steward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, baseRoutes, type MockReply, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { type FakeXhr, installFakeXhr } from '@/test/fake-xhr';
import { renderApp } from '@/test/render';
import {
  BOB_DONOR_ID,
  campaignDetail,
  campaignSummary,
  JANE_DONOR_ID,
  ROOF_ID,
} from '../campaigns.test-data';

type Route = MockReply | ((request: MockRequest) => MockReply);

const IMPORT_ID = '77777777-7777-4777-8777-7777777777d1';
const UPLOAD = '/api/giving/pledge-imports';
const IMPORT = `/api/giving/pledge-imports/${IMPORT_ID}/import`;
const ORGAN_ID = '77777777-7777-4777-8777-777777777709';

function match(overrides: Partial<PledgeImportMatch> = {}): PledgeImportMatch {
  return {
    line: 2,
    pledger: { kind: 'donor', id: JANE_DONOR_ID, name: 'Jane Smith', donorId: JANE_DONOR_ID },
    matchedBy: 'envelope',
    campaign: { id: ROOF_ID, name: 'Roof Campaign 2026' },
    amountCents: 120_000,
    frequency: 'monthly',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    ...overrides,
  };
}

/** Jane Smith's monthly pledge, the Smiths' household pledge and Ann Lee's to the Organ Fund; two rows refused. */
function preview(overrides: Partial<PledgeImportPreview> = {}): PledgeImportPreview {
  return {
    id: IMPORT_ID,
    fileName: 'roof-pledges.csv',
    status: 'previewed',
    campaign: null,
    rowsRead: 5,
    matches: [
      match(),
      match({
        line: 3,
        pledger: {
          kind: 'household',
          id: '77777777-7777-4777-8777-7777777777c1',
          name: 'Bob and Ann Smith',
          donorId: BOB_DONOR_ID,
        },
        matchedBy: 'email',
        amountCents: 240_000,
        frequency: null,
        endDate: '2027-06-30',
      }),
      match({
        line: 5,
        pledger: {
          kind: 'donor',
          id: '88888888-8888-4888-8888-888888888801',
          name: 'Ann Lee',
          donorId: '88888888-8888-4888-8888-888888888801',
        },
        matchedBy: 'name',
        campaign: { id: ORGAN_ID, name: 'Organ Fund' },
        amountCents: 50_050,
        frequency: 'one-time',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
      }),
    ],
    refusals: [
      { line: 4, giver: 'Tom Brown, tom@example.org', reason: 'No donor or household matches this row.' },
      { line: 6, giver: '', reason: 'The row has no amount.' },
    ],
    pledgedCents: 410_050,
    ...overrides,
  };
}

function result(overrides: Partial<PledgeImportResult> = {}): PledgeImportResult {
  return { ...preview(), status: 'imported', pledgesAdded: 3, ...overrides };
}

/** The campaigns pages' server; `routes` add to or replace its calls. Returns every request made. */
function importApi(routes: Record<string, Route> = {}) {
  const sent: MockRequest[] = [];
  const fetchMock = mockApi({
    ...baseRoutes(sessionFor('admin')),
    'GET /api/giving/campaigns': { body: { items: [campaignSummary()] } },
    [`GET /api/giving/campaigns/${ROOF_ID}`]: { body: campaignDetail() },
    'GET /api/giving/pledge-imports': { body: { items: [] } },
    [`POST ${IMPORT}`]: (request) => {
      sent.push(request);
      return { body: result() };
    },
    ...routes,
  });
  return { sent, fetchMock };
}

function reads(fetchMock: ReturnType<typeof mockApi>, path: string): number {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === 'GET' && String(url).split('?')[0] === path,
  ).length;
}

/** The cells of each body row of the table named `name`, as text. */
function rows(dialog: HTMLElement, name: string): string[][] {
  const table = within(dialog).getByRole('region', { name });
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

function headers(dialog: HTMLElement, name: string): string[] {
  const table = within(dialog).getByRole('region', { name });
  return [...table.querySelectorAll('thead th')].map((cell) => cell.textContent ?? '');
}

function csv(name = 'roof-pledges.csv') {
  return new File(['Envelope,Amount\n12,1200\n'], name, { type: 'text/csv' });
}

/** Opens the dialog from the page at `route` and chooses `file`; returns the dialog and the upload. */
async function chooseFile(route: string, sent: FakeXhr[], file = csv()) {
  const view = renderApp(route);
  await view.user.click(await screen.findByRole('button', { name: 'Import pledges' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import pledges' });
  const input = within(dialog).getByLabelText('CSV file of pledges') as HTMLInputElement;
  await view.user.upload(input, file);
  return { ...view, dialog, input, upload: sent[0] };
}

/** The dialog with the preview of `answer` shown, opened from the campaigns page. */
async function openPreview(answer: PledgeImportPreview = preview()) {
  const xhr = installFakeXhr();
  const view = await chooseFile('/giving/campaigns', xhr);
  view.upload?.respond(200, answer);
  await within(view.dialog).findByRole('button', { name: /^Import \d+ pledges?$/ });
  return view;
}

describe('Import pledges', () => {
  it('previews the file: the summary, the pledges to import and the rows that will not be, saving nothing', async () => {
    const { sent, fetchMock } = importApi();
    const xhr = installFakeXhr();
    const { dialog, input, upload } = await chooseFile('/giving/campaigns', xhr);

    expect(input.accept).toBe('.csv');
    const help = document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(help).toContain(
      "Name (or First Name and Last Name), Email or Envelope to find the donor; Campaign; Amount; Start Date and End Date (the campaign's dates when left out); Frequency (one-time, weekly, monthly, quarterly, yearly); Pledged By (household or donor) optional.",
    );
    expect(upload?.method).toBe('POST');
    expect(upload?.url).toBe(UPLOAD);
    expect(upload?.headers['X-Steward-CSRF']).toBe('1');
    // From the campaigns page: each row's Campaign column says.
    expect(upload?.fields).toEqual([['file', 'roof-pledges.csv']]);
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading roof-pledges.csv' })).toBeTruthy();

    upload?.respond(200, preview());
    const view = within(dialog);
    expect(
      await view.findByText('3 pledges to import, $4,100.50 pledged; 2 rows will not be imported.'),
    ).toBeTruthy();
    expect(headers(dialog, 'Pledges to import')).toEqual([
      'Line',
      'Pledged by',
      'Found by',
      'Campaign',
      'Amount',
      'Schedule',
      'Dates',
    ]);
    expect(rows(dialog, 'Pledges to import')).toEqual([
      [
        '2',
        'Jane Smith',
        'Envelope',
        'Roof Campaign 2026',
        '$1,200.00',
        'Monthly',
        'Jan 01, 2026 – Dec 31, 2026',
      ],
      [
        '3',
        'Bob and Ann SmithHousehold',
        'Email',
        'Roof Campaign 2026',
        '$2,400.00',
        'No schedule',
        'Jan 01, 2026 – Jun 30, 2027',
      ],
      ['5', 'Ann Lee', 'Name', 'Organ Fund', '$500.50', 'One-time', 'Mar 01, 2026 – Mar 31, 2026'],
    ]);
    expect(headers(dialog, 'Rows not imported')).toEqual(['Line', 'Who', 'Why']);
    expect(rows(dialog, 'Rows not imported')).toEqual([
      ['4', 'Tom Brown, tom@example.org', 'No donor or household matches this row.'],
      ['6', 'Not named', 'The row has no amount.'],
    ]);
    expect(view.queryByText(/more\.$/)).toBeNull();
    // Nothing is imported before the Import button.
    expect(sent).toEqual([]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/import'))).toBe(false);
    expect(view.getByRole('button', { name: 'Import 3 pledges' })).toBeTruthy();
  });

  it("sends the campaign's id when opened from its page, and leaves the Campaign column out", async () => {
    importApi();
    const xhr = installFakeXhr();
    const { dialog, input, upload } = await chooseFile(`/giving/campaigns/${ROOF_ID}`, xhr);

    const help = document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(help).toContain('Every row is for Roof Campaign 2026, so the file needs no Campaign column.');
    expect(help).not.toContain('; Campaign;');
    expect(upload?.fields).toEqual([
      ['campaignId', ROOF_ID],
      ['file', 'roof-pledges.csv'],
    ]);

    const roofOnly = preview().matches.slice(0, 2);
    upload?.respond(
      200,
      preview({
        campaign: { id: ROOF_ID, name: 'Roof Campaign 2026' },
        matches: roofOnly,
        pledgedCents: 360_000,
      }),
    );
    expect(
      await within(dialog).findByText('2 pledges to import, $3,600.00 pledged; 2 rows will not be imported.'),
    ).toBeTruthy();
    expect(headers(dialog, 'Pledges to import')).toEqual([
      'Line',
      'Pledged by',
      'Found by',
      'Amount',
      'Schedule',
      'Dates',
    ]);
  });

  it('imports the previewed file, says so and refreshes the campaigns and the history', async () => {
    const { sent, fetchMock } = importApi();
    const { user, dialog } = await openPreview();
    const campaignReads = reads(fetchMock, '/api/giving/campaigns');
    const historyReads = reads(fetchMock, '/api/giving/pledge-imports');

    await user.click(within(dialog).getByRole('button', { name: 'Import 3 pledges' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.path).toBe(IMPORT);
    expect(sent[0]?.headers.get('X-Steward-CSRF')).toBe('1');
    expect(await screen.findByText('3 pledges imported')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import pledges' })).toBeNull());
    await waitFor(() => expect(reads(fetchMock, '/api/giving/campaigns')).toBeGreaterThan(campaignReads));
    await waitFor(() => expect(reads(fetchMock, '/api/giving/pledge-imports')).toBeGreaterThan(historyReads));
  });

  it('shows the rows refused at import time when they differ from the preview, instead of closing', async () => {
    const changed = result({
      matches: preview().matches.slice(0, 1),
      refusals: [
        {
          line: 3,
          giver: 'Bob and Ann Smith',
          reason: 'The household already has a pledge to this campaign.',
        },
        ...preview().refusals,
      ],
      pledgesAdded: 1,
      pledgedCents: 120_000,
    });
    importApi({ [`POST ${IMPORT}`]: { body: changed } });
    const { user, dialog } = await openPreview();

    await user.click(within(dialog).getByRole('button', { name: 'Import 3 pledges' }));
    expect(await screen.findByText('1 pledge imported')).toBeTruthy();
    const view = within(dialog);
    expect(await view.findByText('1 pledge imported, $1,200.00 pledged.')).toBeTruthy();
    expect(view.getByText(/3 rows were not imported\.$/)).toBeTruthy();
    expect(rows(dialog, 'Rows not imported').map((row) => row[0])).toEqual(['3', '4', '6']);
    expect(screen.getByRole('dialog', { name: 'Import pledges' })).toBeTruthy();
    await user.click(view.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import pledges' })).toBeNull());
  });

  it("shows the server's refusal of a file, and of an import, in the dialog", async () => {
    importApi({ [`POST ${IMPORT}`]: apiError(409, 'conflict', 'This file has already been imported.') });
    const xhr = installFakeXhr();
    const { user, dialog, input, upload } = await chooseFile('/giving/campaigns', xhr);
    upload?.respond(400, { error: { code: 'bad_request', message: 'This file has no Amount column.' } });
    const view = within(dialog);
    expect((await view.findByRole('alert')).textContent).toBe('This file has no Amount column.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.disabled).toBe(false);

    // Another file, and its preview, whose import the server refuses.
    await user.upload(input, csv('corrected.csv'));
    await waitFor(() => expect(xhr).toHaveLength(2));
    xhr[1]?.respond(200, preview({ fileName: 'corrected.csv' }));
    await user.click(await view.findByRole('button', { name: 'Import 3 pledges' }));
    expect((await view.findByRole('alert')).textContent).toBe('This file has already been imported.');
    expect(view.getByRole('button', { name: 'Import 3 pledges' })).toBeTruthy();
  });

  it('refuses a file that is not a CSV without sending it', async () => {
    importApi();
    const xhr = installFakeXhr();
    const view = renderApp('/giving/campaigns');
    await view.user.click(await screen.findByRole('button', { name: 'Import pledges' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import pledges' }));
    const input = dialog.getByLabelText('CSV file of pledges');
    // user.upload honours accept=".csv"; the browser's file picker may not ("All files").
    fireEvent.change(input, { target: { files: [new File(['x'], 'pledges.xlsx')] } });
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Unsupported file format. Please use CSV files.',
    );
    expect(xhr).toHaveLength(0);
  });

  it('counts in the singular, and offers no import when no row matches', async () => {
    importApi();
    const one = preview({
      matches: [match()],
      refusals: [{ line: 3, giver: 'Tom Brown', reason: 'No donor or household matches this row.' }],
      pledgedCents: 120_000,
    });
    const { user, dialog } = await openPreview(one);
    const view = within(dialog);
    expect(view.getByText('1 pledge to import, $1,200.00 pledged; 1 row will not be imported.')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Import 1 pledge' })).toBeTruthy();

    // Another file, none of whose rows matches.
    await user.click(view.getByRole('button', { name: 'Choose another file' }));
    const input = view.getByLabelText('CSV file of pledges');
    expect(document.activeElement).toBe(input);
    const xhr = installFakeXhr();
    await user.upload(input, csv('nobody.csv'));
    await waitFor(() => expect(xhr).toHaveLength(1));
    xhr[0]?.respond(200, preview({ fileName: 'nobody.csv', matches: [], pledgedCents: 0 }));
    expect(await view.findByText('No pledges to import; 2 rows will not be imported.')).toBeTruthy();
    expect(view.queryByRole('region', { name: 'Pledges to import' })).toBeNull();
    expect((view.getByRole('button', { name: 'Import 0 pledges' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the first 100 rows of a long file and counts the rest', async () => {
    importApi();
    const many = Array.from({ length: 130 }, (_, index) => match({ line: index + 2 }));
    const refused = Array.from({ length: 101 }, (_, index) => ({
      line: index + 200,
      giver: `Giver ${index}`,
      reason: 'No donor or household matches this row.',
    }));
    const { dialog } = await openPreview(
      preview({ matches: many, refusals: refused, pledgedCents: 130 * 120_000 }),
    );
    const view = within(dialog);
    expect(
      view.getByText('130 pledges to import, $156,000.00 pledged; 101 rows will not be imported.'),
    ).toBeTruthy();
    expect(rows(dialog, 'Pledges to import')).toHaveLength(100);
    expect(rows(dialog, 'Rows not imported')).toHaveLength(100);
    expect(view.getByText('and 30 more.')).toBeTruthy();
    expect(view.getByText('and 1 more.')).toBeTruthy();
  });

  it('shows a card for each row on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    importApi();
    const { dialog } = await openPreview();
    const cards = within(within(dialog).getByRole('region', { name: 'Pledges to import' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    const facts = [...(cards[1] as HTMLElement).querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Line', '3'],
      ['Pledged by', 'Bob and Ann SmithHousehold'],
      ['Found by', 'Email'],
      ['Campaign', 'Roof Campaign 2026'],
      ['Amount', '$2,400.00'],
      ['Schedule', 'No schedule'],
      ['Dates', 'Jan 01, 2026 – Jun 30, 2027'],
    ]);
    expect(dialog.querySelector('table')).toBeNull();
  });
});
