import { type Dashboard, DEPARTMENTS, type Document } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, baseRoutes, DEMO_APP_INFO, mockApi, sessionFor } from '@/test/api-mock';
import { makeDocument } from '@/test/documents';
import { renderApp } from '@/test/render';

function documentNamed(name: string, overrides: Partial<Document> = {}): Document {
  return makeDocument({
    name,
    category: 'Governance',
    uploadDate: '2025-03-01',
    sizeBytes: 1024,
    uploadedBy: null,
    ...overrides,
  });
}

const DASHBOARD: Dashboard = {
  totals: { documents: 41, expiringSoon: 6, overdue: 5, categories: 9 },
  recent: [
    documentNamed('Board minutes.pdf', { category: 'Governance', createdAt: '2025-03-07T12:00:00.000Z' }),
    documentNamed('Payroll.xlsx', { category: 'HR', createdAt: '2025-02-14T12:00:00.000Z' }),
  ],
  upcoming: [
    documentNamed('Insurance.pdf', { expiryDate: '2025-01-31', status: 'Overdue' }),
    documentNamed('Lease.pdf', { expiryDate: '2025-04-02', status: 'Expiring Soon' }),
    documentNamed('Charter.pdf', { expiryDate: '2026-09-15', status: 'Active' }),
  ],
};

const EMPTY: Dashboard = {
  totals: { documents: 0, expiringSoon: 0, overdue: 0, categories: 0 },
  recent: [],
  upcoming: [],
};

function renderDashboard(dashboard: Parameters<typeof mockApi>[0][string] = { body: DASHBOARD }) {
  const fetchMock = mockApi({ ...baseRoutes(sessionFor('user')), 'GET /api/dashboard': dashboard });
  return { fetchMock, ...renderApp('/') };
}

function statCard(label: string) {
  return within(screen.getByRole('list', { name: 'Document totals' }))
    .getAllByRole('link')
    .find((link) => link.textContent?.startsWith(label)) as HTMLAnchorElement;
}

/** The dashboard's button, not the sidebar's link of the same name. */
function operationsCenterButton() {
  return within(screen.getByRole('main')).getByRole('link', { name: /^Operations Center/ });
}

function section(title: string) {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  return heading.closest('.overflow-hidden') as HTMLElement;
}

describe('dashboard: header and totals', () => {
  it('shows the organisation, the version badges and the four totals, each linking to its documents', async () => {
    mockApi({
      ...baseRoutes(sessionFor('admin'), DEMO_APP_INFO),
      'GET /api/dashboard': { body: DASHBOARD },
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Grace Church')).toBeTruthy();
    expect(await main.findByText('v2.1.0')).toBeTruthy();
    expect(main.getByText('demo')).toBeTruthy();

    await screen.findByText('41');
    expect(statCard('Total Documents').textContent).toBe('Total Documents41All documents');
    expect(statCard('Expiring Soon').textContent).toBe('Expiring Soon6Within 30 days');
    expect(statCard('Overdue').textContent).toBe('Overdue5Past their expiry date');
    expect(statCard('Categories').textContent).toBe('Categories9In use');
    expect(statCard('Total Documents').getAttribute('href')).toBe('/documents');
    expect(statCard('Expiring Soon').getAttribute('href')).toBe('/documents?status=Expiring+Soon');
    expect(statCard('Overdue').getAttribute('href')).toBe('/documents?status=Overdue');
    expect(statCard('Categories').getAttribute('href')).toBe('/documents');
    await waitFor(() => expect(document.title).toBe('Dashboard · Steward'));
  });

  it('shows placeholders and announces "Loading..." until the totals arrive', async () => {
    let answer: (reply: { body: Dashboard }) => void = () => {};
    renderDashboard(() => new Promise((resolve) => (answer = resolve)));

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(statCard('Total Documents').textContent).toBe('Total DocumentsAll documents');
    // Departments and the Operations Center need no data: they are there at once.
    expect(screen.getAllByRole('link', { name: /^Foster & Adopt/ })).toHaveLength(1);

    answer({ body: DASHBOARD });
    await screen.findByText('41');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why the dashboard could not load and asks again on Retry', async () => {
    let calls = 0;
    const { user } = renderDashboard(() => {
      calls += 1;
      return calls === 1 ? apiError(403, 'forbidden', 'Not allowed today') : { body: DASHBOARD };
    });

    expect((await screen.findByRole('alert')).textContent).toBe('Error loading dashboard: Not allowed today');
    expect(screen.queryByRole('heading', { name: 'Recent Documents' })).toBeNull();
    expect(operationsCenterButton()).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('41')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });

  it('keeps the welcome screen for a user without an organisation, without asking for totals', async () => {
    const fetchMock = mockApi({ ...baseRoutes(sessionFor(null)), 'GET /api/dashboard': { body: DASHBOARD } });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('Set up your organization')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set Up Organization' }).getAttribute('href')).toBe('/users');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/dashboard'))).toBe(false);
  });
});

describe('dashboard: departments and operations', () => {
  it('shows the ten department tiles in the spec order, each linking to its page', async () => {
    renderDashboard();

    const grid = await screen.findByRole('list', { name: 'Business Departments' });
    const tiles = within(grid).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(
      DEPARTMENTS.map((department) => `/department/${department.slug}`),
    );
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Foster & Adopt',
      'R/Kids',
      'R/Youth',
      'Creative Media',
      'CGE',
      'Worship',
      'Sunday Production',
      'Elder Board',
      'Deacon Board',
      'Fundraising & Donor ManagementAI-powered donor analyticsAdmins only',
    ]);
  });

  it('marks fundraising "Admins only" for members who may not open it, and not for admins', async () => {
    mockApi({ ...baseRoutes(sessionFor('admin')), 'GET /api/dashboard': { body: DASHBOARD } });
    renderApp('/');

    const grid = await screen.findByRole('list', { name: 'Business Departments' });
    expect(within(grid).getAllByRole('link')).toHaveLength(10);
    expect(within(grid).queryByText('Admins only')).toBeNull();
    expect(within(grid).getByRole('link', { name: /^Fundraising & Donor Management/ })).toBeTruthy();
  });

  it('opens a department from its tile by keyboard', async () => {
    const { user } = renderDashboard();

    const tile = await screen.findByRole('link', { name: 'Worship' });
    tile.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Worship' })).toBeTruthy();
  });

  it('links the Operations Center button to /operations with its four tags', async () => {
    renderDashboard();

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const button = operationsCenterButton();
    expect(button.getAttribute('href')).toBe('/operations');
    for (const tag of ['HR Management', 'Financial Operations', 'Legal Compliance', 'IT & Technology']) {
      expect(within(button).getByText(tag)).toBeTruthy();
    }
  });
});

describe('dashboard: recent documents and upcoming renewals', () => {
  it('lists recent documents with category and "MMM dd" created date', async () => {
    renderDashboard();

    await screen.findByText('Board minutes.pdf');
    const recent = section('Recent Documents');
    const rows = within(screen.getByRole('list', { name: 'Recent Documents' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Board minutes.pdfGovernanceMar 07',
      'Payroll.xlsxHRFeb 14',
    ]);
    expect(within(recent).getByRole('link', { name: 'View all recent documents' }).getAttribute('href')).toBe(
      '/documents',
    );
  });

  it('lists upcoming renewals with their expiry and an overdue / soon / ok badge', async () => {
    renderDashboard();

    await screen.findByText('Insurance.pdf');
    const upcoming = section('Upcoming Renewals');
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Insurance.pdfExpired Jan 31overdue',
      'Lease.pdfExpires Apr 02soon',
      'Charter.pdfExpires Sep 15ok',
    ]);
    expect(
      within(upcoming).getByRole('link', { name: 'Manage upcoming renewals' }).getAttribute('href'),
    ).toBe('/documents');
  });

  it('shows the empty states: a link to upload, and "No documents with expiry dates"', async () => {
    renderDashboard({ body: EMPTY });

    const upload = await screen.findByRole('link', { name: 'Upload your first document' });
    expect(upload.getAttribute('href')).toBe('/upload');
    expect(within(section('Recent Documents')).getByText('No documents yet.')).toBeTruthy();
    expect(within(section('Upcoming Renewals')).getByText('No documents with expiry dates')).toBeTruthy();
    expect(statCard('Total Documents').textContent).toBe('Total Documents0All documents');
  });
});
