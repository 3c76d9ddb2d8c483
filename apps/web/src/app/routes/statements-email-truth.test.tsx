import type { AppInfo } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_INFO,
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

type Route = MockReply | ((request: MockRequest) => MockReply);

/** The statements page's API; without a mail server unless told. */
function statementsApi(routes: Record<string, Route> = {}, appInfo: AppInfo = APP_INFO) {
  return mockApi({
    ...baseRoutes(sessionFor('admin'), appInfo),
    'GET /api/statements/settings': { body: statementSettings() },
    'GET /api/statements/runs': { body: { items: [] } },
    'GET /api/donors': {
      body: donorDirectoryPage([donorSummary({ id: ANN_ID, firstName: 'Ann', lastName: 'Lee' })]),
    },
    ...routes,
  });
}

async function runsList() {
  return within(await screen.findByRole('list', { name: 'Statement runs' }));
}

describe('statement emails without a mail server', () => {
  afterEach(() => {
    toast.dismiss();
  });

  it('says email is not set up before anything is pressed, offers the ZIP, print and outbox, and never says sent', async () => {
    let run = statementRun();
    statementsApi({
      'GET /api/statements/runs': () => ({ body: { items: [run] } }),
      [`GET /api/statements/runs/${RUN_ID}`]: () => ({ body: run }),
      [`POST /api/statements/runs/${RUN_ID}/email`]: () => {
        run = statementRun({
          email: { notSent: 0, inOutbox: 7, queued: 0, sent: 0, failed: 0, noEmail: 3 },
        });
        return { body: { queued: 0, inOutbox: 7, noEmail: 3, failed: 0 } };
      },
      [`GET /api/statements/runs/${RUN_ID}/recipients`]: () => ({
        body: recipientPage([statementRecipient({ emailState: 'outbox', emailError: null })]),
      }),
    });
    const { user } = renderApp(PAGE);

    const runs = await runsList();
    const note = within(runs.getByRole('note', { name: 'Email is not set up' }));
    expect(note.getByRole('link', { name: 'Download the ZIP' }).getAttribute('href')).toBe(
      `/api/statements/runs/${RUN_ID}/zip`,
    );
    expect(note.getByRole('link', { name: 'print them all' }).getAttribute('href')).toBe(
      `/api/statements/runs/${RUN_ID}/combined`,
    );
    expect(note.getByRole('link', { name: 'outbox' }).getAttribute('href')).toBe('/outbox');

    await user.click(runs.getByRole('button', { name: 'Email statements' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Email statements?' }));
    expect(
      dialog.getByText(
        'Email is not set up on this server: the statements will be kept in the outbox, not sent.',
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Keep 7 statements in the outbox' }));

    expect(
      await screen.findByText(
        'Email is not set up: 7 statements kept in the outbox, not sent; 3 donors without an email address',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/queued to email/)).toBeNull();
    const count = (label: string) =>
      runs.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(count('Not sent')).toBe('7'));
    expect(count('Sent')).toBe('0');
    expect(runs.getByText('7 statements are in the outbox, not sent.')).toBeTruthy();
    expect(runs.queryByText(/has been sent their statement/)).toBeNull();
    // A second copy in the outbox would help nobody: there is nothing left to email.
    expect((runs.getByRole('button', { name: 'Email statements' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(runs.getByRole('button', { name: /^Show donors/ }));
    const row = within(await runs.findByRole('region', { name: 'Statement recipients' }));
    expect(row.getByText('In the outbox, not sent')).toBeTruthy();
    expect(row.queryByText('Sent')).toBeNull();
    expect(row.queryByRole('button', { name: /^Send/ })).toBeNull();
  });

  it('says nothing of the kind with a mail server, and offers to send a statement kept in the outbox', async () => {
    const run = statementRun({
      email: { notSent: 0, inOutbox: 2, queued: 0, sent: 5, failed: 0, noEmail: 3 },
    });
    statementsApi(
      {
        'GET /api/statements/runs': { body: { items: [run] } },
        [`GET /api/statements/runs/${RUN_ID}`]: { body: run },
        [`GET /api/statements/runs/${RUN_ID}/recipients`]: {
          body: recipientPage([statementRecipient({ emailState: 'outbox', emailError: null })]),
        },
      },
      MAIL_APP_INFO,
    );
    const { user } = renderApp(PAGE);

    const runs = await runsList();
    expect(runs.queryByRole('note', { name: 'Email is not set up' })).toBeNull();
    expect((runs.getByRole('button', { name: 'Email statements' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await user.click(runs.getByRole('button', { name: /^Show donors/ }));
    const row = within(await runs.findByRole('region', { name: 'Statement recipients' }));
    expect(row.getByRole('button', { name: 'Send to Ann Lee' })).toBeTruthy();
  });
});

describe('donors reached by neither email nor post', () => {
  it('shows the donors without an address apart, each a link to their page', async () => {
    statementsApi({
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
          statementRecipient({
            donorId: CARA_ID,
            donorName: 'Cara Diaz',
            email: null,
            postalCode: null,
            hasAddress: false,
            total: 75,
            emailState: 'no-email',
            emailError: null,
          }),
        ]),
      },
    });
    renderApp(`${PAGE}/${RUN_ID}/no-email`);

    const apart = within(await screen.findByRole('region', { name: 'No email and no address: 1' }));
    expect(apart.getByRole('link', { name: 'Cara Diaz' }).getAttribute('href')).toBe(
      `/department/fundraising-donor-management/donors/${CARA_ID}`,
    );
    const table = screen.getByRole('region', { name: 'Donors without email' });
    expect(
      [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent),
    ).toEqual(['Bob Stone']);
  });

  it('warns in the preview when the donor has no mailing address', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement-preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    statementsApi({
      'POST /api/statements/preview': { body: { pdf: true }, headers: { 'Steward-No-Mailing-Address': '1' } },
    });
    const { user } = renderApp(PAGE);

    const previewWith = (await screen.findByRole('combobox', { name: 'Preview with' })) as HTMLInputElement;
    await waitFor(() => expect(previewWith.value).toBe('Ann Lee'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Statement preview' }));
    expect(dialog.getByRole('note').textContent).toBe(
      'Ann Lee has no mailing address: this statement could not be posted. Add one on their page.',
    );
    expect(dialog.getByRole('link', { name: 'Add one on their page' }).getAttribute('href')).toBe(
      `/department/fundraising-donor-management/donors/${ANN_ID}`,
    );
  });
});
