import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type MockReply, mockApi } from '@/test/api-mock';
import { corporateStatus } from '@/test/operations';
import { renderWithProviders } from '@/test/render';
import { CorporateStatusCard } from './corporate-status-card';

type Routes = Parameters<typeof mockApi>[0];

function renderStatus(reply: MockReply, routes: Routes = {}) {
  const fetchMock = mockApi({ 'GET /api/corporate-status': reply, ...routes });
  return { fetchMock, ...renderWithProviders(<CorporateStatusCard />) };
}

function detail(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('Corporate Status Dashboard', () => {
  it('shows every field to a member, with who saved it last, and no Edit', async () => {
    renderStatus({ body: corporateStatus() });

    await screen.findByText('Grace Church, Inc.');
    expect(screen.getByRole('heading', { name: 'Corporate Status Dashboard' })).toBeTruthy();
    expect(detail('Entity name')).toBe('Grace Church, Inc.');
    expect(detail('Entity type')).toBe('Non-Profit Corporation');
    expect(detail('Status')).toBe('Active');
    expect(detail('Filing date')).toBe('Mar 01, 2025');
    expect(detail('Next due date')).toBe('Mar 01, 2026');
    expect(detail('Annual report status')).toBe('Current');
    expect(detail('Last updated')).toMatch(/^Mar 0[23], 2025 \d\d:\d\d by Pat Jones$/);
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Filing Due Soon|Filing Overdue!/)).toBeNull();
  });

  it('says "Not set" and "Never" for a record nobody saved yet', async () => {
    renderStatus({
      body: corporateStatus({
        entityName: '',
        filingDate: null,
        nextDueDate: null,
        lastUpdated: null,
        updatedBy: null,
        filingState: 'unknown',
      }),
    });

    await screen.findByText('Never');
    expect(detail('Entity name')).toBe('Not set');
    expect(detail('Filing date')).toBe('Not set');
    expect(detail('Next due date')).toBe('Not set');
    expect(screen.queryByText(/Filing Due Soon|Filing Overdue!/)).toBeNull();
  });

  it('warns with an alert when the filing is overdue', async () => {
    renderStatus({ body: corporateStatus({ nextDueDate: '2025-01-15', filingState: 'overdue' }) });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Filing Overdue!')).toBeTruthy();
    expect(alert.textContent).toContain('The next filing was due Jan 15, 2025.');
  });

  it('shows "Filing Due Soon" as a status when the filing is due within 30 days', async () => {
    renderStatus({ body: corporateStatus({ nextDueDate: '2025-04-10', filingState: 'due-soon' }) });

    const status = (await screen.findByText('Filing Due Soon')).closest('[role="status"]') as HTMLElement;
    expect(status).toBeTruthy();
    expect(status.textContent).toContain('The next filing is due Apr 10, 2025.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets an admin edit it: the enumerations from domain, the saved answer and its banner', async () => {
    const { fetchMock, user } = renderStatus(
      { body: corporateStatus({ can: { edit: true } }) },
      {
        'PUT /api/corporate-status': {
          body: corporateStatus({
            entityName: 'Grace Community Church',
            entityType: 'LLC',
            status: 'Suspended',
            filingDate: null,
            nextDueDate: '2025-04-10',
            annualReportStatus: 'Due Soon',
            filingState: 'due-soon',
            can: { edit: true },
          }),
        },
      },
    );

    await user.click(await screen.findByRole('button', { name: 'Edit corporate status' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Entity name'));
    const options = (label: string) =>
      Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((option) => option.text);
    expect(options('Entity type')).toEqual([
      'Non-Profit Corporation',
      'Corporation',
      'LLC',
      'Partnership',
      'Other',
    ]);
    expect(options('Status')).toEqual(['Active', 'Inactive', 'Suspended', 'Unknown']);
    expect(options('Annual report status')).toEqual(['Current', 'Due Soon', 'Overdue', 'Unknown']);

    await user.clear(screen.getByLabelText('Entity name'));
    await user.type(screen.getByLabelText('Entity name'), 'Grace Community Church');
    await user.selectOptions(screen.getByLabelText('Entity type'), 'LLC');
    await user.selectOptions(screen.getByLabelText('Status'), 'Suspended');
    await user.clear(screen.getByLabelText('Filing date (optional)'));
    await user.clear(screen.getByLabelText('Next due date (optional)'));
    await user.type(screen.getByLabelText('Next due date (optional)'), '2025-04-10');
    await user.selectOptions(screen.getByLabelText('Annual report status'), 'Due Soon');
    await user.click(screen.getByRole('button', { name: 'Save Status' }));

    expect(await screen.findByText('Corporate status saved')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      entityName: 'Grace Community Church',
      entityType: 'LLC',
      status: 'Suspended',
      filingDate: null,
      nextDueDate: '2025-04-10',
      annualReportStatus: 'Due Soon',
    });
    expect((await screen.findByText('Filing Due Soon')).closest('[role="status"]')).toBeTruthy();
    expect(detail('Entity type')).toBe('LLC');
    // Back from the form, focus returns to Edit.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit corporate status' })),
    );
  });

  it("keeps the form and says the server's reason when saving fails; Cancel leaves it unchanged", async () => {
    const { user } = renderStatus(
      { body: corporateStatus({ can: { edit: true } }) },
      {
        'PUT /api/corporate-status': apiError(403, 'forbidden', 'Only admins can edit the corporate status'),
      },
    );

    await user.click(await screen.findByRole('button', { name: 'Edit corporate status' }));
    await user.click(screen.getByRole('button', { name: 'Save Status' }));
    expect(
      await screen.findByText('Failed to save corporate status: Only admins can edit the corporate status'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Status' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(detail('Entity name')).toBe('Grace Church, Inc.');
  });

  it('says why the record could not be loaded', async () => {
    renderStatus(apiError(403, 'forbidden', 'Not allowed'));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error loading the corporate status: Not allowed',
    );
  });
});
