import { DEFAULT_PLEDGE_LETTER, type StatementRun } from '@steward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { today } from '@/lib/format-day';
import { apiError, baseRoutes, type MockReply, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { pledgeStatementRun, statementRun, statementSettings } from '@/test/statements';
import { campaignDetail, ROOF_ID } from '../campaigns.test-data';

type Route = MockReply | ((request: MockRequest) => MockReply);

const PAGE = `/giving/campaigns/${ROOF_ID}`;
const PLEDGE_RUNS = '/api/statements/pledge-runs';
const ORGAN_RUN_ID = '55555555-5555-4555-8555-5555555555b2';
const OLD_RUN_ID = '55555555-5555-4555-8555-5555555555b3';

/** The campaign's page and the statements page behind it; `routes` add to or replace their calls. */
function pledgeStatementsApi(routes: Record<string, Route> = {}, runs: StatementRun[] = []) {
  const sent: MockRequest[] = [];
  let listed = runs;
  mockApi({
    ...baseRoutes(sessionFor('admin')),
    [`GET /api/giving/campaigns/${ROOF_ID}`]: { body: campaignDetail() },
    'GET /api/statements/settings': { body: statementSettings({ saved: true }) },
    'GET /api/statements/runs': () => ({ body: { items: listed } }),
    'GET /api/donors': { body: { items: [], total: 0, page: 1, pageSize: 8 } },
    [`POST ${PLEDGE_RUNS}`]: (request) => {
      sent.push(request);
      const { letter } = request.body as { letter: string };
      const made = pledgeStatementRun({ status: 'queued', donorsDone: 0 }, letter);
      listed = [made, ...listed];
      return { status: 201, body: made };
    },
    ...routes,
  });
  return sent;
}

/** Opens the dialog from the campaign's page, once its letter is there. */
async function openDialog() {
  const view = renderApp(PAGE);
  await view.user.click(await screen.findByRole('button', { name: 'Pledge statements' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pledge statements' });
  const letter = (await within(dialog).findByRole('textbox', { name: 'Letter' })) as HTMLTextAreaElement;
  const asOf = within(dialog).getByLabelText('As of') as HTMLInputElement;
  return { ...view, dialog, letter, asOf };
}

/** The letter's first paragraph with its fields filled in, as the dialog previews it. */
function preview(dialog: HTMLElement): string {
  return dialog.querySelector('figure p')?.textContent ?? '';
}

describe('Pledge statements', () => {
  // Sonner keeps its toasts between tests; one left over would match a later test's text twice.
  afterEach(() => {
    toast.dismiss();
  });

  it('posts the campaign, the day and the letter, then says so and shows the run on the statements page', async () => {
    const sent = pledgeStatementsApi();
    const { user, dialog, letter, asOf } = await openDialog();

    expect(asOf.value).toBe(today());
    expect(asOf.min).toBe('2026-01-01');
    expect(letter.value).toBe(DEFAULT_PLEDGE_LETTER);
    const hint = document.getElementById(letter.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint).toBe('{organization}, {campaign} and {asOf} are filled in for each statement.');

    fireEvent.change(asOf, { target: { value: '2026-12-04' } });
    await user.clear(letter);
    await user.type(letter, 'Thank you for your pledge.');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Make pledge statements' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.headers.get('X-Steward-CSRF')).toBe('1');
    expect(sent[0]?.body).toEqual({
      campaignId: ROOF_ID,
      asOf: '2026-12-04',
      letter: 'Thank you for your pledge.',
    });
    expect(await screen.findByText('Making 2 pledge statements')).toBeTruthy();
    // The statements page under Giving, where the run is followed, emailed and printed.
    expect(await screen.findByRole('heading', { name: 'Giving Statements', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Pledge statements' })).toBeNull();
    const runs = within(await screen.findByRole('list', { name: 'Statement runs' }));
    expect(
      runs.getByRole('heading', { name: 'Pledge statements: Roof Campaign 2026, as of Dec 4, 2026' }),
    ).toBeTruthy();
  });

  it('counts one pledge statement in the singular, and makes them for a closed campaign too', async () => {
    pledgeStatementsApi({
      [`GET /api/giving/campaigns/${ROOF_ID}`]: { body: campaignDetail({ status: 'closed' }) },
      [`POST ${PLEDGE_RUNS}`]: { status: 201, body: pledgeStatementRun({ status: 'queued', donorCount: 1 }) },
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Make pledge statements' }));
    expect(await screen.findByText('Making 1 pledge statement')).toBeTruthy();
  });

  it('opens with the letter of the latest pledge run, whatever its campaign, and previews its first paragraph', async () => {
    const latest =
      'Dear friend of {organization},\nthank you for {campaign}, as of {asOf}.\n\nThe rest of the letter.';
    pledgeStatementsApi({}, [
      // Newest first: a giving run, then the latest pledge run (another campaign's), then an older one.
      statementRun(),
      pledgeStatementRun({ id: ORGAN_RUN_ID }, latest),
      pledgeStatementRun({ id: OLD_RUN_ID }, 'An older letter.'),
    ]);
    const { dialog, letter, asOf } = await openDialog();

    expect(letter.value).toBe(latest);
    fireEvent.change(asOf, { target: { value: '2026-12-04' } });
    await waitFor(() =>
      expect(preview(dialog)).toBe(
        'Dear friend of Grace Church,\nthank you for Roof Campaign 2026, as of December 4, 2026.',
      ),
    );
    expect(within(dialog).getByText('The first paragraph, as the statements print it')).toBeTruthy();
  });

  it("refuses a day before the campaign's start, and an empty letter, without sending anything", async () => {
    const sent = pledgeStatementsApi();
    const { user, dialog, letter, asOf } = await openDialog();

    fireEvent.change(asOf, { target: { value: '2025-12-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Make pledge statements' }));
    expect(
      within(dialog).getByText("The date must be on or after the campaign's start (January 1, 2026)."),
    ).toBeTruthy();
    expect(asOf.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(asOf);

    fireEvent.change(asOf, { target: { value: '2026-01-01' } });
    await user.clear(letter);
    await user.click(within(dialog).getByRole('button', { name: 'Make pledge statements' }));
    expect(within(dialog).getByText('The letter is required')).toBeTruthy();
    expect(document.activeElement).toBe(letter);
    expect(sent).toEqual([]);
  });

  it("shows the server's reason and stays open", async () => {
    const reason =
      'Roof Campaign 2026 has no pledge running by December 4, 2026: there are no statements to make';
    pledgeStatementsApi({ [`POST ${PLEDGE_RUNS}`]: apiError(409, 'conflict', reason) });
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Make pledge statements' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(reason);
    expect(screen.getByRole('dialog', { name: 'Pledge statements' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Giving Statements' })).toBeNull();
  });

  it('says the statement settings are to be saved first, with the way to them', async () => {
    pledgeStatementsApi({ 'GET /api/statements/settings': { body: statementSettings({ saved: false }) } });
    const { dialog } = await openDialog();
    const note = await within(dialog).findByText(/have not been saved yet/);
    expect(within(note).getByRole('link', { name: 'Giving Statements' }).getAttribute('href')).toBe(
      '/giving/statements',
    );
  });

  it('is not offered for a campaign without pledges, and says why', async () => {
    pledgeStatementsApi({
      [`GET /api/giving/campaigns/${ROOF_ID}`]: { body: campaignDetail({ pledges: [] }) },
    });
    const { user } = renderApp(PAGE);

    const button = await screen.findByRole('button', { name: 'Pledge statements' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "No pledges yet: pledge statements are made for the campaign's pledgers.",
    );
    await user.click(button);
    expect(screen.queryByRole('dialog', { name: 'Pledge statements' })).toBeNull();
  });
});
