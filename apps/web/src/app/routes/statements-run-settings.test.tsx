import type { StatementSettingsResponse } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { baseRoutes, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { donorDirectoryPage, donorSummary } from '@/test/donors';
import { renderApp } from '@/test/render';
import { ANN_ID, pledgeStatementRun, RUN_ID, statementRun, statementSettings } from '@/test/statements';

const PAGE = '/department/fundraising-donor-management/statements';

/** The statements API with settings as given; every request is kept, in order, as "METHOD path". */
function statementsApi(initial: StatementSettingsResponse) {
  let settings = initial;
  const log: string[] = [];
  const bodies: Record<string, unknown> = {};
  const keep = (request: MockRequest) => {
    log.push(`${request.method} ${request.path}`);
    bodies[`${request.method} ${request.path}`] = request.body;
  };
  mockApi({
    ...baseRoutes(sessionFor('admin')),
    'GET /api/statements/settings': () => ({ body: settings }),
    'PUT /api/statements/settings': (request) => {
      keep(request);
      settings = {
        settings: request.body as StatementSettingsResponse['settings'],
        saved: true,
        hasLogo: false,
      };
      return { body: settings };
    },
    'POST /api/statements/runs': (request) => {
      keep(request);
      return { status: 202, body: statementRun({ status: 'queued', donorsDone: 0 }) };
    },
    'GET /api/statements/runs': { body: { items: [] } },
    [`GET /api/statements/runs/${RUN_ID}`]: { body: statementRun({ status: 'queued', donorsDone: 0 }) },
    'GET /api/donors': {
      body: donorDirectoryPage([donorSummary({ id: ANN_ID, firstName: 'Ann', lastName: 'Lee' })]),
    },
  });
  return { log, bodies };
}

const SAVED = statementSettings({
  saved: true,
  settings: { ...statementSettings().settings, ein: '12-3456789', address: '1 Church Lane' },
});

describe('generating statements on saved settings only', () => {
  afterEach(() => {
    toast.dismiss();
  });

  it('asks before generating on settings never saved: Cancel makes nothing, Save and generate saves first', async () => {
    const api = statementsApi(statementSettings());
    const { user } = renderApp(PAGE);

    await user.type(await screen.findByRole('textbox', { name: /EIN/ }), '98-7654321');
    await user.click(screen.getByRole('button', { name: 'Generate statements' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save the statement settings first?' });
    expect(dialog.textContent).toContain('which have not been saved yet');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.log).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Generate statements' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save and generate' }),
    );
    expect(await screen.findByText(/Generating statements for 10 donors/)).toBeTruthy();
    expect(api.log).toEqual(['PUT /api/statements/settings', 'POST /api/statements/runs']);
    expect(api.bodies['PUT /api/statements/settings']).toMatchObject({
      legalName: 'Grace Church',
      ein: '98-7654321',
    });
  });

  it('asks when the saved settings are being edited, and saves the edits before the run', async () => {
    const api = statementsApi(SAVED);
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    const ein = screen.getByRole('textbox', { name: /EIN/ });
    await user.clear(ein);
    await user.type(ein, '98-7654321');
    await user.click(screen.getByRole('button', { name: 'Generate statements' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save the statement settings first?' });
    expect(dialog.textContent).toContain('have changes that are not saved');
    await user.click(within(dialog).getByRole('button', { name: 'Save and generate' }));

    expect(await screen.findByText(/Generating statements for 10 donors/)).toBeTruthy();
    expect(api.log).toEqual(['PUT /api/statements/settings', 'POST /api/statements/runs']);
    expect(api.bodies['PUT /api/statements/settings']).toMatchObject({ ein: '98-7654321' });
  });

  it('generates at once on saved settings, the form open but unchanged', async () => {
    const api = statementsApi(SAVED);
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    await user.click(screen.getByRole('button', { name: 'Generate statements' }));
    expect(await screen.findByText(/Generating statements for 10 donors/)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.log).toEqual(['POST /api/statements/runs']);
  });

  it('neither asks nor sends anything while the settings in the form are not valid', async () => {
    const api = statementsApi(SAVED);
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    const ein = screen.getByRole('textbox', { name: /EIN/ });
    await user.clear(ein);
    await user.type(ein, '12-34');
    await user.click(screen.getByRole('button', { name: 'Generate statements' }));

    expect(await screen.findByText('Correct the statement settings above, then generate again')).toBeTruthy();
    expect(screen.getByText('EIN must be 9 digits, as 12-3456789')).toBeTruthy();
    expect(document.activeElement).toBe(ein);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.log).toEqual([]);
  });
});

describe('a run and its settings', () => {
  afterEach(() => {
    toast.dismiss();
  });

  it('shows the settings each run printed, and deletes only a run never emailed, after asking', async () => {
    const EMAILED_ID = '88888888-8888-4888-8888-888888888888';
    const OLD_ID = '99999999-9999-4999-8999-999999999999';
    let runs = [
      statementRun({ can: { delete: true } }),
      statementRun({
        id: EMAILED_ID,
        period: { start: '2023-01-01', end: '2023-12-31' },
        settings: { legalName: 'Grace Church of Old', ein: null, address: null },
        email: { notSent: 0, inOutbox: 0, queued: 0, sent: 7, failed: 0, noEmail: 3 },
      }),
      statementRun({ id: OLD_ID, period: { start: '2022-01-01', end: '2022-12-31' }, settings: null }),
    ];
    const deleted: string[] = [];
    mockApi({
      ...baseRoutes(sessionFor('admin')),
      'GET /api/statements/settings': { body: SAVED },
      'GET /api/statements/runs': () => ({ body: { items: runs } }),
      [`DELETE /api/statements/runs/${RUN_ID}`]: () => {
        deleted.push(RUN_ID);
        runs = runs.filter((run) => run.id !== RUN_ID);
        return { status: 204 };
      },
    });
    const { user } = renderApp(PAGE);

    const list = within(await screen.findByRole('list', { name: 'Statement runs' }));
    const items = list
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label'));
    expect(items[0]?.textContent).toContain(
      'Settings used: Grace Church · EIN 12-3456789 · 1 Church Lane, Springfield, IL 62701',
    );
    expect(items[1]?.textContent).toContain('Settings used: Grace Church of Old · no EIN · no address');
    expect(items[2]?.textContent).toContain('Settings used: not recorded');
    // Emailed, or made before: kept.
    expect(list.getAllByRole('button', { name: /Delete run/ })).toHaveLength(1);

    await user.click(list.getByRole('button', { name: `Delete run of the statements for 2024` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this run?' });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete run' }));
    expect(await screen.findByText('Deleted the statements for 2024')).toBeTruthy();
    expect(deleted).toEqual([RUN_ID]);
    await waitFor(() => expect(list.queryByRole('heading', { name: 'Statements for 2024' })).toBeNull());
  });

  it('names a pledge run by its campaign and day, shows the letter it printed, and names the run in its buttons', async () => {
    const letter = 'Thank you for your pledge to {campaign}.\n\nWith our thanks, {organization}';
    mockApi({
      ...baseRoutes(sessionFor('admin')),
      'GET /api/statements/settings': { body: SAVED },
      'GET /api/statements/runs': {
        body: { items: [pledgeStatementRun({ can: { delete: true } }, letter), statementRun()] },
      },
    });
    const { user } = renderApp(PAGE);

    const list = within(await screen.findByRole('list', { name: 'Statement runs' }));
    const [pledges, giving] = list
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label'));
    const run = within(pledges as HTMLElement);
    expect(
      run.getByRole('heading', { name: 'Pledge statements: Roof Campaign 2026, as of Dec 4, 2026' }),
    ).toBeTruthy();
    expect(run.getByText("The campaign's pledgers · 2 pledges")).toBeTruthy();
    expect(run.queryByText(/Statements for/)).toBeNull();
    expect(
      run.getByRole('button', {
        name: /^Show donors \(2\) of the pledge statements for Roof Campaign 2026, as of Dec 4, 2026$/,
      }),
    ).toBeTruthy();
    expect(
      run.getByRole('button', {
        name: 'Delete run of the pledge statements for Roof Campaign 2026, as of Dec 4, 2026',
      }),
    ).toBeTruthy();
    // A giving run reads as before, with no letter.
    const other = within(giving as HTMLElement);
    expect(other.getByRole('heading', { name: 'Statements for 2024' })).toBeTruthy();
    expect(other.getByText('All donors who gave · 10 donors')).toBeTruthy();
    expect(other.queryByRole('button', { name: /letter used/ })).toBeNull();

    // The letter as written, its fields not filled in, on demand.
    const show = run.getByRole('button', { name: 'Show the letter used' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(run.queryByText(/With our thanks/)).toBeNull();
    await user.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    expect(show.textContent).toBe('Hide the letter used');
    const shown = document.getElementById(show.getAttribute('aria-controls') ?? '');
    expect(shown?.textContent).toBe(letter);
  });
});
