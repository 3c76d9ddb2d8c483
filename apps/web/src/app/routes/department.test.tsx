import type { DepartmentView, Document, Member } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, baseRoutes, type MockReply, mockApi, sessionFor } from '../../test/api-mock';
import { makeDocument } from '../../test/documents';
import { donorAnalysis, donorSyncResult } from '../../test/donors';
import { renderApp } from '../../test/render';

const FUNDRAISING = '/department/fundraising-donor-management';
const RESTRICTED_TEXT =
  "You don't have access to the Fundraising & Donor Management department. This area contains sensitive donor information and requires administrator privileges.";

function member(id: string, fullName: string | null, email: string, overrides: Partial<Member> = {}): Member {
  return {
    id,
    email,
    fullName,
    role: 'user',
    isActive: true,
    lastLoginAt: null,
    createdAt: '2025-01-02T12:00:00.000Z',
    isCurrentUser: false,
    can: { changeRole: false, deactivate: false, reactivate: false },
    ...overrides,
  };
}

const PAT = member('11111111-1111-4111-8111-111111111111', 'Pat Jones', 'pat@grace.test', { role: 'admin' });
const SAM = member('33333333-3333-4333-8333-333333333333', 'Sam Lee', 'sam@grace.test');
const KIM = member('44444444-4444-4444-8444-444444444444', null, 'kim@grace.test');
const ALEX = member('55555555-5555-4555-8555-555555555555', 'Alex Turner', 'alex@grace.test', {
  isActive: false,
});

function view(overrides: Partial<DepartmentView> = {}): DepartmentView {
  return {
    slug: 'worship',
    documentCount: 3,
    team: [{ id: SAM.id, email: SAM.email, fullName: SAM.fullName }],
    can: { manageAccess: false },
    ...overrides,
  };
}

function page(items: Document[]) {
  return { body: { items, total: items.length, page: 1, pageSize: 10 } };
}

type Routes = Parameters<typeof mockApi>[0];

function departmentApi(role: 'user' | 'admin', department: MockReply = { body: view() }, extra: Routes = {}) {
  return mockApi({
    ...baseRoutes(sessionFor(role)),
    'GET /api/departments/worship': department,
    'GET /api/documents': page([]),
    ...extra,
  });
}

function calls(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
  );
}

function total(label: string) {
  const card = within(screen.getByRole('list', { name: 'Department totals' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(label));
  return card?.textContent?.slice(label.length).match(/^\d+/)?.[0];
}

describe('department page', () => {
  it('shows the department, its real totals, its team and its features; no Manage Access for a user', async () => {
    departmentApi('user');
    renderApp('/department/worship');

    expect(await screen.findByRole('heading', { level: 1, name: 'Worship' })).toBeTruthy();
    expect(screen.getByText('Worship teams, music and rehearsals.')).toBeTruthy();
    await waitFor(() => expect(total('Documents')).toBe('3'));
    expect(total('Team Members')).toBe('1');
    expect(within(screen.getByRole('list', { name: 'Team' })).getByText('Sam Lee')).toBeTruthy();
    expect(screen.getByText('Set lists, chord charts and lyric sheets')).toBeTruthy();
    expect(screen.queryByText('Active Projects')).toBeNull();
    expect(screen.queryByText('Resources')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage Access' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage Team' })).toBeNull();
    const quickActions = screen.getByRole('list', { name: 'Quick Actions' });
    expect(within(quickActions).getByRole('link', { name: 'Upload Documents' }).getAttribute('href')).toBe(
      '/upload',
    );
  });

  it('restricts Fundraising & Donor Management for the user role without asking the server', async () => {
    const fetchMock = mockApi(baseRoutes(sessionFor('user')));
    const { user } = renderApp(FUNDRAISING);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText(RESTRICTED_TEXT)).toBeTruthy();
    expect(calls(fetchMock, 'GET', '/api/departments/fundraising-donor-management')).toHaveLength(0);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/donors'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('shows Access Restricted when the server refuses the department (403)', async () => {
    mockApi({
      ...baseRoutes(sessionFor('admin')),
      'GET /api/departments/fundraising-donor-management': apiError(403, 'forbidden', RESTRICTED_TEXT),
      'GET /api/documents': page([]),
    });
    renderApp(FUNDRAISING);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText(RESTRICTED_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toBeTruthy();
  });

  it.each(['admin', 'master_admin'] as const)(
    'opens Fundraising & Donor Management for %s, with the donor analytics tool',
    async (role) => {
      const fetchMock = mockApi({
        ...baseRoutes(sessionFor(role)),
        'GET /api/departments/fundraising-donor-management': {
          body: view({ slug: 'fundraising-donor-management', team: [], can: { manageAccess: true } }),
        },
        'GET /api/documents': page([]),
        'GET /api/donors/analysis': {
          body: donorAnalysis({ totalDonors: 0, totalAmount: 0, donationCount: 0, topDonors: [] }),
        },
        'POST /api/donors/sync': { body: donorSyncResult() },
      });
      renderApp(FUNDRAISING);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Fundraising & Donor Management' }),
      ).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'Donor Analytics' })).toBeTruthy();
      const tabs = within(screen.getByRole('tablist', { name: 'Donor Analytics' }));
      expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Upload Data',
        'Analytics',
        'All Donors',
        'Data Management',
        'Security',
        'Economic Insights',
      ]);
      expect(await screen.findByRole('heading', { name: 'Upload your donor data file' })).toBeTruthy();
      expect(screen.queryByText('Donor analytics arrive soon')).toBeNull();
      await waitFor(() => expect(calls(fetchMock, 'POST', '/api/donors/sync')).toHaveLength(1));
      expect(await screen.findByRole('button', { name: 'Manage Access' })).toBeTruthy();
    },
  );

  it('shows no donor analytics tool on other departments', async () => {
    const fetchMock = departmentApi('admin');
    renderApp('/department/worship');

    expect(await screen.findByRole('heading', { level: 1, name: 'Worship' })).toBeTruthy();
    expect(screen.queryByRole('tablist', { name: 'Donor Analytics' })).toBeNull();
    expect(calls(fetchMock, 'POST', '/api/donors/sync')).toHaveLength(0);
    expect(calls(fetchMock, 'GET', '/api/donors/analysis')).toHaveLength(0);
  });

  it('shows "Department Not Found" for an unknown department', async () => {
    mockApi(baseRoutes(sessionFor('admin')));
    renderApp('/department/choir');

    expect(await screen.findByRole('heading', { level: 1, name: 'Department Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
  });
});

describe('department page: Manage Access', () => {
  function manageAccessApi(team: MockReply | ((ids: string[]) => MockReply)) {
    return departmentApi(
      'admin',
      { body: view({ can: { manageAccess: true } }) },
      {
        'GET /api/members': { body: { items: [PAT, SAM, KIM, ALEX] } },
        'PUT /api/departments/worship/team': (request) =>
          typeof team === 'function' ? team((request.body as { userIds: string[] }).userIds) : team,
      },
    );
  }

  it('lists the active members, the team checked, and saves the chosen ids', async () => {
    const fetchMock = manageAccessApi((userIds) => ({
      body: view({
        can: { manageAccess: true },
        team: [PAT, KIM]
          .filter((m) => userIds.includes(m.id))
          .map(({ id, email, fullName }) => ({ id, email, fullName })),
      }),
    }));
    const { user } = renderApp('/department/worship');

    await user.click(await screen.findByRole('button', { name: 'Manage Access' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage Access' }));
    const sam = await dialog.findByRole('checkbox', { name: /Sam Lee/ });
    expect((sam as HTMLInputElement).checked).toBe(true);
    expect(dialog.queryByRole('checkbox', { name: /Alex Turner/ })).toBeNull();
    expect(dialog.getAllByRole('checkbox')).toHaveLength(3);

    await user.click(sam);
    await user.click(dialog.getByRole('checkbox', { name: /Pat Jones/ }));
    await user.click(dialog.getByRole('checkbox', { name: /kim@grace\.test/ }));
    expect(dialog.getByText('2 selected')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved the Worship team')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [, init] = calls(fetchMock, 'PUT', '/api/departments/worship/team')[0] ?? [];
    expect(new Headers(init?.headers).get('X-Steward-CSRF')).toBe('1');
    expect(JSON.parse(String(init?.body))).toEqual({ userIds: [PAT.id, KIM.id] });
    expect(total('Team Members')).toBe('2');
    const team = within(screen.getByRole('list', { name: 'Team' }));
    expect(team.getByText('Pat Jones')).toBeTruthy();
    expect(team.getByText('kim@grace.test')).toBeTruthy();
  });

  it('keeps a deactivated team member listed so saving does not drop them unseen', async () => {
    departmentApi(
      'admin',
      {
        body: view({
          can: { manageAccess: true },
          team: [{ id: ALEX.id, email: ALEX.email, fullName: ALEX.fullName }],
        }),
      },
      { 'GET /api/members': { body: { items: [PAT, ALEX] } } },
    );
    const { user } = renderApp('/department/worship');

    await user.click(await screen.findByRole('button', { name: 'Manage Team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage Access' }));
    const alex = await dialog.findByRole('checkbox', { name: /Alex Turner.*Deactivated/ });
    expect((alex as HTMLInputElement).checked).toBe(true);
  });

  it('says why when saving fails and keeps the dialog open', async () => {
    manageAccessApi(apiError(400, 'bad_request', 'Only members of your organization can join a department'));
    const { user } = renderApp('/department/worship');

    await user.click(await screen.findByRole('button', { name: 'Manage Access' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage Access' }));
    await user.click(await dialog.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Only members of your organization can join a department')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Manage Access' })).toBeTruthy();
  });
});

describe('department page: documents panel', () => {
  const MINUTES = makeDocument({
    name: 'Rehearsal plan.pdf',
    category: 'Worship',
    tags: ['worship', 'easter', 'choir', 'band'],
  });
  const SETLIST = makeDocument({ name: 'Set list.pdf', category: 'Worship' });

  it('asks for the department area, shows two tags then +N, and searches', async () => {
    const fetchMock = departmentApi(
      'user',
      { body: view() },
      { 'GET /api/documents': page([MINUTES, SETLIST]) },
    );
    const { user } = renderApp('/department/worship');

    const list = within(await screen.findByRole('list', { name: 'Worship Documents' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Worship Documents' })).toBeTruthy();
    const tags = within(list.getAllByRole('list', { name: 'Tags' })[0] as HTMLElement);
    expect(tags.getByRole('button', { name: 'Filter by tag worship' })).toBeTruthy();
    expect(tags.getByRole('button', { name: 'Filter by tag easter' })).toBeTruthy();
    expect(tags.getByText('+2')).toBeTruthy();
    const first = new URL(String(calls(fetchMock, 'GET', '/api/documents')[0]?.[0]), 'http://localhost');
    expect(first.searchParams.get('area')).toBe('department/worship');

    await user.type(screen.getByPlaceholderText('Search documents...'), 'plan');
    await waitFor(() => {
      const last = calls(fetchMock, 'GET', '/api/documents').at(-1);
      expect(new URL(String(last?.[0]), 'http://localhost').searchParams.get('q')).toBe('plan');
    });
  });

  it('emails the selected documents, or one document from its own Email button', async () => {
    departmentApi('user', { body: view() }, { 'GET /api/documents': page([MINUTES, SETLIST]) });
    const { user } = renderApp('/department/worship');

    await screen.findByRole('list', { name: 'Worship Documents' });
    await user.click(screen.getByLabelText('Select All'));
    await user.click(screen.getByRole('button', { name: 'Email Selected' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Email Documents' }));
    expect(dialog.getByText('2 documents · 3 KB total')).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Email Set list.pdf' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Email Documents' }));
    expect(dialog.getByText('1 document · 1.5 KB total')).toBeTruthy();
  });

  it('says "No {name} Documents Found" with Upload Documents when there are none', async () => {
    departmentApi('user');
    renderApp('/department/worship');

    expect(await screen.findByRole('heading', { name: 'No Worship Documents Found' })).toBeTruthy();
    expect(screen.getByText(/^No Worship documents have been uploaded yet\./)).toBeTruthy();
    const uploads = screen.getAllByRole('link', { name: 'Upload Documents' });
    expect(uploads.every((link) => link.getAttribute('href') === '/upload')).toBe(true);
  });
});
