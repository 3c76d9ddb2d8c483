import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  baseRoutes,
  MAIL_APP_INFO,
  type MockReply,
  type MockRequest,
  mockApi,
  sessionFor,
} from '@/test/api-mock';
import { donorDirectoryPage, donorSummary } from '@/test/donors';
import { renderApp } from '@/test/render';
import {
  ANN_ID,
  BOB_ID,
  CARA_ID,
  RUN_ID,
  recipientPage,
  statementRecipient,
  statementRun,
  statementSettings,
} from '@/test/statements';

const PAGE = '/department/fundraising-donor-management/statements';
const RESTRICTED_TEXT =
  "You don't have access to the Fundraising & Donor Management department. This area contains sensitive donor information and requires administrator privileges.";
const LAST_YEAR = new Date().getFullYear() - 1;
const JOHN_ID = '7a0c5b0e-8f3a-4d6e-9b1a-2c3d4e5f6a71';
const MARY_ID = '7a0c5b0e-8f3a-4d6e-9b1a-2c3d4e5f6a72';

type Route = MockReply | ((request: MockRequest) => MockReply);

const ANN = donorSummary({ id: ANN_ID, firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org' });
const BOB = donorSummary({ id: BOB_ID, firstName: 'Bob', lastName: 'Stone', email: null });

/** The statements page's API, on a server with a mail server set up. */
function statementsApi(routes: Record<string, Route> = {}, role: 'admin' | 'user' = 'admin') {
  return mockApi({
    ...baseRoutes(sessionFor(role), MAIL_APP_INFO),
    'GET /api/statements/settings': { body: statementSettings({ saved: true }) },
    'GET /api/statements/runs': { body: { items: [] } },
    'GET /api/donors': { body: donorDirectoryPage([ANN, BOB]) },
    ...routes,
  });
}

function calls(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
  );
}

function bodyOf(call: unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

async function runsList() {
  return within(await screen.findByRole('list', { name: 'Statement runs' }));
}

describe('giving statements', () => {
  // Sonner keeps its toasts between tests; one left over would match a later test's text twice.
  afterEach(() => {
    toast.dismiss();
  });

  it('warns before generating when donors of the period have possible duplicates, with a link to the list', async () => {
    const fetchMock = statementsApi({ 'GET /api/donors/duplicates/count': { body: { count: 2 } } });
    renderApp(PAGE);
    const warning = await screen.findByText(/2 possible duplicates involve donors of this period/);
    expect(warning.textContent).toContain('one person under two records gets two partial statements');
    expect(
      within(warning).getByRole('link', { name: 'Review possible duplicates' }).getAttribute('href'),
    ).toBe('/giving/duplicates');
    const [asked] = calls(fetchMock, 'GET', '/api/donors/duplicates/count');
    expect(String(asked?.[0])).toContain(`start=${LAST_YEAR}-01-01&end=${LAST_YEAR}-12-31`);
  });

  it('opens with its heading and a way back to the fundraising page', async () => {
    statementsApi();
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Giving Statements' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Giving Statements · Steward'));
    expect(screen.getByRole('link', { name: 'Back to Fundraising' }).getAttribute('href')).toBe(
      '/department/fundraising-donor-management',
    );
    expect(await screen.findByText(/No statements yet/)).toBeTruthy();
  });

  it('under Giving, leaves the way back to its navigation, and links a donor to their page under Giving', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement-preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    statementsApi({
      'POST /api/statements/preview': { body: { pdf: true }, headers: { 'Steward-No-Mailing-Address': '1' } },
    });
    const { user } = renderApp('/giving/statements');

    expect(await screen.findByRole('heading', { level: 1, name: 'Giving Statements' })).toBeTruthy();
    const giving = screen.getByRole('navigation', { name: 'Giving' });
    expect(within(giving).getByRole('link', { name: 'Statements' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.queryByRole('link', { name: 'Back to Fundraising' })).toBeNull();

    const previewWith = (await screen.findByRole('combobox', { name: 'Preview with' })) as HTMLInputElement;
    await waitFor(() => expect(previewWith.value).toBe('Ann Lee'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Statement preview' }));
    expect(dialog.getByRole('link', { name: 'Add one on their page' }).getAttribute('href')).toBe(
      `/giving/donors/${ANN_ID}`,
    );
  });

  it('loads the suggested settings, saves them (the PUT body) and shows the summary', async () => {
    let saved = statementSettings();
    const fetchMock = statementsApi({
      'GET /api/statements/settings': () => ({ body: saved }),
      'PUT /api/statements/settings': (request) => {
        saved = { settings: request.body as typeof saved.settings, saved: true, hasLogo: false };
        return { body: saved };
      },
    });
    const { user } = renderApp(PAGE);

    const legalName = (await screen.findByRole('textbox', { name: 'Legal name' })) as HTMLInputElement;
    expect(legalName.value).toBe('Grace Church');
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    expect(screen.getByText(/has no logo yet/)).toBeTruthy();
    const message = screen.getByRole('textbox', { name: 'Statement message' }) as HTMLTextAreaElement;
    expect(message.value).toMatch(/No goods or services were provided/);
    expect(screen.getByText(/IRS Publication 1771/)).toBeTruthy();
    expect(screen.getByText('{organization}')).toBeTruthy();

    await user.clear(legalName);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Legal name is required')).toBeTruthy();
    expect(calls(fetchMock, 'PUT', '/api/statements/settings')).toHaveLength(0);

    await user.type(legalName, 'Grace Community Church, Inc.');
    await user.type(screen.getByRole('textbox', { name: /^EIN/ }), '123456789');
    await user.type(
      screen.getByRole('textbox', { name: /^Mailing address/ }),
      '1 Main St\nSpringfield, IL 62701',
    );
    await user.type(screen.getByRole('textbox', { name: /^Signer's name/ }), 'Pat Jones');
    await user.type(screen.getByRole('textbox', { name: /^Signer's title/ }), 'Treasurer');
    const joint = screen.getByRole('checkbox', { name: 'One statement per household' }) as HTMLInputElement;
    expect(joint.checked).toBe(true);
    await user.click(joint);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Statement settings saved')).toBeTruthy();
    const [put] = calls(fetchMock, 'PUT', '/api/statements/settings');
    expect(bodyOf(put)).toEqual({
      legalName: 'Grace Community Church, Inc.',
      ein: '12-3456789',
      address: '1 Main St\nSpringfield, IL 62701',
      phone: null,
      website: null,
      signerName: 'Pat Jones',
      signerTitle: 'Treasurer',
      message: statementSettings().settings.message,
      jointStatements: false,
    });
    expect(put?.[1]?.headers).toMatchObject({ 'X-Steward-CSRF': '1' });
    // Saved: the summary and "Edit settings", which takes the focus back.
    const edit = await screen.findByRole('button', { name: 'Edit settings' });
    expect(screen.queryByText('Not saved yet')).toBeNull();
    expect(screen.getByText('12-3456789')).toBeTruthy();
    expect(screen.getByText('Pat Jones, Treasurer')).toBeTruthy();
    expect(screen.getByText('A statement per donor')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it("shows the server's reason when the settings are refused", async () => {
    statementsApi({
      'GET /api/statements/settings': { body: statementSettings({ saved: true, hasLogo: true }) },
      'PUT /api/statements/settings': apiError(400, 'bad_request', 'EIN must be 9 digits, as 12-3456789'),
    });
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    expect(screen.getByText("Statements carry your organization's logo at the top.")).toBeTruthy();
    const legalName = screen.getByRole('textbox', { name: 'Legal name' });
    await waitFor(() => expect(document.activeElement).toBe(legalName));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect((await screen.findByRole('alert')).textContent).toBe('EIN must be 9 digits, as 12-3456789');
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toBeTruthy();
  });

  it.each([
    ['all who gave', { kind: 'all' }, 4],
    ['an amount', { kind: 'above', minTotal: 1000 }, 5],
    ['one donor', { kind: 'one', donorId: BOB_ID }, 1],
  ])('generates statements for %s (the POST body) and lists the run', async (_name, donors, count) => {
    let created = statementRun();
    const fetchMock = statementsApi({
      'POST /api/statements/runs': (request) => {
        created = statementRun({
          ...(request.body as object),
          status: 'queued',
          donorsDone: 0,
          donorCount: count,
          email: { notSent: 0, inOutbox: 0, queued: 0, sent: 0, failed: 0, noEmail: 0 },
        });
        return { status: 202, body: created };
      },
      [`GET /api/statements/runs/${RUN_ID}`]: () => ({
        body: { ...created, status: 'generating', donorsDone: 1 },
      }),
    });
    const { user } = renderApp(PAGE);

    const period = (await screen.findByRole('combobox', { name: 'Period' })) as HTMLSelectElement;
    expect(period.value).toBe(String(LAST_YEAR));
    if (donors.kind === 'above') {
      await user.click(screen.getByRole('radio', { name: 'Gave at least an amount' }));
      await user.type(screen.getByRole('textbox', { name: 'Gave at least ($)' }), '1,000');
    }
    if (donors.kind === 'one') {
      await user.click(screen.getByRole('radio', { name: 'One donor' }));
      const donor = screen.getByRole('combobox', { name: 'Donor' });
      await user.type(donor, 'Bob');
      await user.click(await screen.findByRole('option', { name: /Bob Stone/ }));
      expect((donor as HTMLInputElement).value).toBe('Bob Stone');
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/donors?q=Bob'))).toBe(true),
      );
    }
    await user.click(screen.getByRole('button', { name: 'Generate statements' }));

    const donorsText = count === 1 ? '1 donor' : `${count} donors`;
    expect(await screen.findByText(`Generating statements for ${donorsText} (${LAST_YEAR})`)).toBeTruthy();
    const [post] = calls(fetchMock, 'POST', '/api/statements/runs');
    expect(bodyOf(post)).toEqual({
      period: { start: `${LAST_YEAR}-01-01`, end: `${LAST_YEAR}-12-31` },
      donors,
    });
    const runs = await runsList();
    expect(runs.getByRole('heading', { name: `Statements for ${LAST_YEAR}` })).toBeTruthy();
  });

  it('sends custom dates, checks them first, and shows why the server refuses', async () => {
    const fetchMock = statementsApi({
      'POST /api/statements/runs': apiError(
        400,
        'bad_request',
        'No gifts between March 1, 2025 and March 31, 2025: there are no statements to make',
      ),
    });
    const { user } = renderApp(PAGE);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), 'Custom dates');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2025-03-31');
    await user.clear(to);
    await user.type(to, '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Generate statements' }));
    expect(await screen.findByText('The period must end on or after its start')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/statements/runs')).toHaveLength(0);

    await user.clear(from);
    await user.type(from, '2025-03-01');
    await user.clear(to);
    await user.type(to, '2025-03-31');
    await user.click(screen.getByRole('button', { name: 'Generate statements' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No gifts between March 1, 2025 and March 31, 2025: there are no statements to make',
    );
    expect(bodyOf(calls(fetchMock, 'POST', '/api/statements/runs')[0])).toEqual({
      period: { start: '2025-03-01', end: '2025-03-31' },
      donors: { kind: 'all' },
    });
  });

  it('asks for an amount and a donor before sending anything', async () => {
    const fetchMock = statementsApi();
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('radio', { name: 'Gave at least an amount' }));
    await user.click(screen.getByRole('button', { name: 'Generate statements' }));
    expect(await screen.findByText('Enter an amount above $0')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'One donor' }));
    await user.click(screen.getByRole('button', { name: 'Generate statements' }));
    expect(await screen.findByText('Choose a donor')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/statements/runs')).toHaveLength(0);
  });

  it('chooses a donor with the keyboard without sending the form', async () => {
    const fetchMock = statementsApi();
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('radio', { name: 'One donor' }));
    const donor = screen.getByRole('combobox', { name: 'Donor' });
    await user.click(donor);
    const listbox = await screen.findByRole('listbox', { name: 'Matching donors' });
    expect(donor.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = donor.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toMatch(/^Bob Stone/);
    await user.keyboard('{Enter}');
    expect((donor as HTMLInputElement).value).toBe('Bob Stone');
    expect(listbox.hidden).toBe(true);
    expect(calls(fetchMock, 'POST', '/api/statements/runs')).toHaveLength(0);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(donor.getAttribute('aria-expanded')).toBe('false');
  });

  it('previews the first donor found in a dialog and releases the PDF when it closes', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement-preview');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const fetchMock = statementsApi({ 'POST /api/statements/preview': { body: { pdf: true } } });
    const { user } = renderApp(PAGE);

    const previewWith = (await screen.findByRole('combobox', { name: 'Preview with' })) as HTMLInputElement;
    await waitFor(() => expect(previewWith.value).toBe('Ann Lee'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Statement preview' }));
    expect(bodyOf(calls(fetchMock, 'POST', '/api/statements/preview')[0])).toEqual({
      period: { start: `${LAST_YEAR}-01-01`, end: `${LAST_YEAR}-12-31` },
      donorId: ANN_ID,
    });
    expect(dialog.getByTitle('Statement preview for Ann Lee').getAttribute('src')).toBe(
      'blob:statement-preview',
    );
    expect(dialog.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe(
      'blob:statement-preview',
    );
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:statement-preview'));
  });

  it("shows the server's reason when a preview cannot be made", async () => {
    statementsApi({
      'POST /api/statements/preview': apiError(
        400,
        'bad_request',
        `Ann Lee gave nothing between January 1, ${LAST_YEAR} and December 31, ${LAST_YEAR}: there is no statement to make`,
      ),
    });
    const { user } = renderApp(PAGE);

    const previewWith = (await screen.findByRole('combobox', { name: 'Preview with' })) as HTMLInputElement;
    await waitFor(() => expect(previewWith.value).toBe('Ann Lee'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Ann Lee gave nothing between/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the progress of a run being made and follows it until it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const answers = [
        statementRun({ status: 'generating', donorsDone: 6 }),
        statementRun({ status: 'done', donorsDone: 10 }),
      ];
      const fetchMock = statementsApi({
        'GET /api/statements/runs': {
          body: { items: [statementRun({ status: 'generating', donorsDone: 3 })] },
        },
        [`GET /api/statements/runs/${RUN_ID}`]: () => ({ body: answers.shift() ?? statementRun() }),
      });
      renderApp(PAGE);

      const runs = await runsList();
      const bar = await runs.findByRole('progressbar', { name: /Making statements/ });
      await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('6'));
      expect(bar.getAttribute('aria-valuemax')).toBe('10');
      expect(bar.getAttribute('aria-valuetext')).toBe('6 of 10 statements made');
      expect(runs.getByText('Generating')).toBeTruthy();
      expect(runs.queryByRole('link', { name: 'Download ZIP' })).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(1600));
      expect(await runs.findByRole('link', { name: 'Download ZIP' })).toBeTruthy();
      expect(runs.queryByRole('progressbar')).toBeNull();
      expect(runs.getByText('Done')).toBeTruthy();
      const polls = calls(fetchMock, 'GET', `/api/statements/runs/${RUN_ID}`).length;
      expect(polls).toBe(2);
      // Done: no more asking.
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(calls(fetchMock, 'GET', `/api/statements/runs/${RUN_ID}`)).toHaveLength(polls);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a failed run's error", async () => {
    statementsApi({
      'GET /api/statements/runs': {
        body: { items: [statementRun({ status: 'failed', donorsDone: 4, error: 'Storage is unavailable' })] },
      },
    });
    renderApp(PAGE);

    const runs = await runsList();
    expect(runs.getByText('Failed')).toBeTruthy();
    expect(runs.getByRole('alert').textContent).toBe(
      'The statements could not be made: Storage is unavailable',
    );
    expect(runs.queryByRole('link', { name: 'Download ZIP' })).toBeNull();
  });

  it('offers the files of a done run, emails them after asking, and shows the counts', async () => {
    let run = statementRun();
    const fetchMock = statementsApi({
      'GET /api/statements/runs': () => ({ body: { items: [run] } }),
      [`GET /api/statements/runs/${RUN_ID}`]: () => ({ body: run }),
      [`POST /api/statements/runs/${RUN_ID}/email`]: () => {
        run = statementRun({ email: { notSent: 0, inOutbox: 0, queued: 7, sent: 0, failed: 0, noEmail: 3 } });
        return { body: { queued: 7, inOutbox: 0, noEmail: 3, failed: 0 } };
      },
    });
    const { user } = renderApp(PAGE);

    const runs = await runsList();
    expect(runs.getByRole('heading', { name: 'Statements for 2024' })).toBeTruthy();
    expect(runs.getByText('All donors who gave · 10 donors')).toBeTruthy();
    expect(runs.getByText(/^By pat@grace\.test, Jan 10, 2025/)).toBeTruthy();
    const zip = runs.getByRole('link', { name: 'Download ZIP' });
    expect(zip.getAttribute('href')).toBe(`/api/statements/runs/${RUN_ID}/zip`);
    expect(zip.hasAttribute('download')).toBe(true);
    const combined = runs.getByRole('link', { name: 'Print all (PDF)' });
    expect(combined.getAttribute('href')).toBe(`/api/statements/runs/${RUN_ID}/combined`);
    expect(combined.getAttribute('target')).toBe('_blank');
    expect(runs.getByRole('link', { name: /^Donors without email \(3\)/ }).getAttribute('href')).toBe(
      `${PAGE}/${RUN_ID}/no-email`,
    );

    await user.click(runs.getByRole('button', { name: 'Email statements' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Email statements?' }));
    expect(
      dialog.getByText('Email 7 donors their own statement? 3 donors have no email address on file.'),
    ).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(dialog.getByRole('button', { name: 'Email 7 donors' }));

    expect(
      await screen.findByText('7 statements queued to email; 3 donors without an email address'),
    ).toBeTruthy();
    expect(calls(fetchMock, 'POST', `/api/statements/runs/${RUN_ID}/email`)).toHaveLength(1);
    const count = (label: string) =>
      runs.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(count('Queued')).toBe('7'));
    expect(count('No email')).toBe('3');
    expect(count('Failed')).toBe('0');
    expect(count('Sent')).toBe('0');
    // Nobody is left to email.
    expect((runs.getByRole('button', { name: 'Email statements' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    ['wide', true],
    ['narrow', false],
  ])("lists a done run's donors with their email state, PDF and Resend (%s)", async (_layout, wide) => {
    // Below 1024 px the rows are cards, as on a phone.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: wide,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const fetchMock = statementsApi({
      'GET /api/statements/runs': { body: { items: [statementRun()] } },
      [`GET /api/statements/runs/${RUN_ID}/recipients`]: {
        body: recipientPage(
          [
            statementRecipient(),
            statementRecipient({
              donorId: BOB_ID,
              donorName: 'Bob Stone',
              email: null,
              postalCode: '90210',
              total: 50,
              gifts: 1,
              emailState: 'no-email',
              emailError: null,
            }),
            statementRecipient({
              donorId: CARA_ID,
              donorName: 'Cara Diaz',
              email: 'cara@example.org',
              emailState: 'queued',
              emailError: '421 Try again later',
            }),
            statementRecipient({
              donorId: JOHN_ID,
              donorName: 'John and Mary Smith',
              email: 'john@example.org',
              emailState: 'sent',
              emailError: null,
              members: [
                {
                  donorId: JOHN_ID,
                  name: 'John Smith',
                  email: 'john@example.org',
                  emailState: 'sent',
                  emailError: null,
                },
                {
                  donorId: MARY_ID,
                  name: 'Mary Smith',
                  email: 'mary@example.org',
                  emailState: 'failed',
                  emailError: '550 No such user',
                },
              ],
            }),
          ],
          30,
        ),
      },
      [`POST /api/statements/runs/${RUN_ID}/recipients/${ANN_ID}/email`]: {
        body: { queued: 1, inOutbox: 0, noEmail: 0, failed: 0 },
      },
    });
    const { user } = renderApp(PAGE);

    const runs = await runsList();
    const toggle = runs.getByRole('button', { name: /^Show donors \(10\)/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const list = within(await screen.findByRole('region', { name: 'Statement recipients' }));
    const rowOf = (name: string) => within(list.getByText(name).closest('tr, li') as HTMLElement);
    const annRow = rowOf('Ann Lee');
    expect(annRow.getByText('Failed')).toBeTruthy();
    expect(annRow.getByText('550 Mailbox unavailable')).toBeTruthy();
    expect(annRow.getByText(/\$1,200\.50/)).toBeTruthy();
    expect(annRow.getByRole('link', { name: 'View PDF for Ann Lee' }).getAttribute('href')).toBe(
      `/api/statements/runs/${RUN_ID}/recipients/${ANN_ID}/pdf`,
    );
    expect(rowOf('Cara Diaz').getByText('Retrying: 421 Try again later')).toBeTruthy();
    const bobRow = rowOf('Bob Stone');
    expect(bobRow.getByText('No email')).toBeTruthy();
    expect(bobRow.queryByRole('button', { name: /Resend|Send/ })).toBeNull();
    // A household's joint statement: one line, its members, and each member's own message.
    const smiths = rowOf('John and Mary Smith');
    const members = within(smiths.getByRole('list', { name: 'Members of John and Mary Smith' }));
    expect(members.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'John Smith · john@example.org',
      'Mary Smith · mary@example.org',
    ]);
    expect(smiths.getByText('John Smith:').nextElementSibling?.textContent).toBe('Sent');
    expect(smiths.getByText('Mary Smith:').nextElementSibling?.textContent).toBe('Failed');
    expect(smiths.getByText('550 No such user')).toBeTruthy();
    expect(smiths.getByRole('button', { name: 'Resend to John and Mary Smith' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Recipient pages' })).toBeTruthy();

    await user.click(annRow.getByRole('button', { name: 'Resend to Ann Lee' }));
    expect(await screen.findByText('Statement queued to email to Ann Lee')).toBeTruthy();
    expect(
      calls(fetchMock, 'POST', `/api/statements/runs/${RUN_ID}/recipients/${ANN_ID}/email`),
    ).toHaveLength(1);
    expect(calls(fetchMock, 'POST', `/api/statements/runs/${RUN_ID}/email`)).toHaveLength(0);
  });

  it('says which statements could not be made and why, hides printing without a combined PDF, and which addresses were refused', async () => {
    const run = statementRun({
      statementsFailed: 1,
      printable: false,
      printError:
        'The PDF for printing could not be made: Making the PDF for printing took longer than 60 seconds.',
      email: { notSent: 6, inOutbox: 0, queued: 0, sent: 0, failed: 0, noEmail: 3 },
    });
    statementsApi({
      'GET /api/statements/runs': { body: { items: [run] } },
      [`GET /api/statements/runs/${RUN_ID}`]: { body: run },
      [`POST /api/statements/runs/${RUN_ID}/email`]: {
        body: { queued: 5, inOutbox: 0, noEmail: 3, failed: 1 },
      },
      [`GET /api/statements/runs/${RUN_ID}/recipients`]: {
        body: recipientPage([
          statementRecipient({
            donorName: 'Ann Lee',
            ready: false,
            problem: 'Making the statement took longer than 60 seconds.',
            emailState: 'not-sent',
            emailError: null,
          }),
          statementRecipient({
            donorId: BOB_ID,
            donorName: 'Bob Stone',
            email: 'bob@example.org, other@example.net',
            emailState: 'failed',
            emailError:
              "The email address is not valid: correct it on the donor's page, then make their statement again",
          }),
        ]),
      },
    });
    const { user } = renderApp(PAGE);

    const runs = await runsList();
    expect(runs.queryByRole('link', { name: 'Print all (PDF)' })).toBeNull();
    const alerts = runs.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      '1 statement could not be made. Show donors to see whose, and why.',
      'The PDF for printing could not be made: Making the PDF for printing took longer than 60 seconds.',
    ]);

    await user.click(runs.getByRole('button', { name: 'Email statements' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Email statements?' }));
    await user.click(dialog.getByRole('button', { name: 'Email 6 donors' }));
    expect(
      await screen.findByText('1 donor not emailed: the address is not valid. Show donors to see who.'),
    ).toBeTruthy();

    await user.click(runs.getByRole('button', { name: /^Show donors/ }));
    const list = within(await screen.findByRole('region', { name: 'Statement recipients' }));
    const rowOf = (name: string) => within(list.getByText(name).closest('tr, li') as HTMLElement);
    expect(
      rowOf('Ann Lee').getByText('Could not be made: Making the statement took longer than 60 seconds.'),
    ).toBeTruthy();
    expect(rowOf('Ann Lee').queryByRole('link', { name: /View PDF/ })).toBeNull();
    expect(rowOf('Bob Stone').getByText(/^The email address is not valid/)).toBeTruthy();
  });

  it('prints the donors without email: name, postal code and total', async () => {
    const fetchMock = statementsApi({
      [`GET /api/statements/runs/${RUN_ID}`]: { body: statementRun() },
      [`GET /api/statements/runs/${RUN_ID}/recipients`]: {
        body: recipientPage([
          statementRecipient({
            donorId: BOB_ID,
            donorName: 'Bob Stone',
            email: null,
            postalCode: '90210',
            total: 50,
            emailState: 'no-email',
            emailError: null,
          }),
        ]),
      },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderApp(`${PAGE}/${RUN_ID}/no-email`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Donors without email' })).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'Donors without email' });
    const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([['Bob Stone', '90210', '$50.00']]);
    expect(screen.getByText(/^Statements for 2024: to post, in postal-code order/)).toBeTruthy();
    const [call] = calls(fetchMock, 'GET', `/api/statements/runs/${RUN_ID}/recipients`);
    expect(String(call?.[0])).toContain('noEmail=true');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(
      screen.getByRole('link', { name: 'Back to Giving Statements' }).closest('.print\\:hidden'),
    ).not.toBeNull();
  });

  it('restricts the page for the user role without asking for statements', async () => {
    const fetchMock = statementsApi({}, 'user');
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText(RESTRICTED_TEXT)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/statements'))).toHaveLength(0);
  });

  it('shows Access Restricted when the server refuses (403)', async () => {
    statementsApi({
      'GET /api/statements/settings': apiError(403, 'forbidden', 'Administrator privileges required'),
    });
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate statements' })).toBeNull();
  });
});
