import type {
  AppInfo,
  CampaignSummary,
  DepartmentView,
  Document,
  DonorAnalysis,
  Member,
} from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignSummary, ROOF_ID } from '@/features/campaigns/campaigns.test-data';
import { APP_INFO, apiError, baseRoutes, type MockReply, mockApi, sessionFor } from '@/test/api-mock';
import { makeDocument } from '@/test/documents';
import { donorAnalysis, donorSyncResult } from '@/test/donors';
import { renderApp } from '@/test/render';

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
    isCounter: false,
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
  return { body: { items, total: items.length, more: false, page: 1, pageSize: 10 } };
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

  it('keeps the generic page, without the fundraising parts, on other departments', async () => {
    const fetchMock = departmentApi('admin', { body: view({ can: { manageAccess: true } }) });
    renderApp('/department/worship');

    expect(await screen.findByRole('heading', { level: 1, name: 'Worship' })).toBeTruthy();
    expect(screen.queryByRole('tablist', { name: 'Donor Analytics' })).toBeNull();
    await waitFor(() => expect(total('Documents')).toBe('3'));
    expect(total('Team Members')).toBe('1');
    expect(screen.queryByRole('list', { name: 'Fundraising overview' })).toBeNull();
    expect(screen.queryByText('AI Analytics')).toBeNull();
    expect(screen.getByRole('heading', { name: 'What this department keeps' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Capabilities' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).toBeNull();
    const quickActions = within(screen.getByRole('list', { name: 'Quick Actions' }));
    expect(quickActions.getByRole('link', { name: 'Upload Documents' })).toBeTruthy();
    expect(quickActions.getByRole('button', { name: 'Manage Team' })).toBeTruthy();
    expect(quickActions.queryByRole('link', { name: 'Generate Reports' })).toBeNull();
    expect(quickActions.queryByRole('button', { name: 'Analytics Settings' })).toBeNull();
    expect(quickActions.getAllByRole('listitem')).toHaveLength(2);
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

describe('fundraising page', () => {
  interface FundraisingSetup {
    services?: Partial<AppInfo['services']>;
    analysis?: DonorAnalysis;
    manageAccess?: boolean;
    campaigns?: CampaignSummary[];
  }

  function fundraisingApi({
    services = {},
    analysis = donorAnalysis(),
    manageAccess = true,
    campaigns = [],
  }: FundraisingSetup = {}) {
    return mockApi({
      ...baseRoutes(sessionFor('admin'), {
        ...APP_INFO,
        services: { ...APP_INFO.services, ...services },
      }),
      'GET /api/departments/fundraising-donor-management': {
        body: view({
          slug: 'fundraising-donor-management',
          documentCount: 7,
          team: [],
          can: { manageAccess },
        }),
      },
      'GET /api/documents': page([]),
      'GET /api/donors/analysis': { body: analysis },
      'POST /api/donors/sync': { body: donorSyncResult() },
      'GET /api/giving/campaigns': { body: { items: campaigns } },
    });
  }

  const NO_DONORS = donorAnalysis({ totalDonors: 0, totalAmount: 0, donationCount: 0, topDonors: [] });

  /** The stat card titled `label`, found once its value has loaded. */
  async function statCard(label: string) {
    const list = await screen.findByRole('list', { name: 'Fundraising overview' });
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith(label));
    if (!card) throw new Error(`No stat card "${label}"`);
    return within(card);
  }

  async function openPage() {
    const rendered = renderApp(FUNDRAISING);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fundraising & Donor Management' }),
    ).toBeTruthy();
    return rendered;
  }

  it('shows the active campaigns against their goals, and nothing of a closed one', async () => {
    fundraisingApi({
      campaigns: [
        campaignSummary({
          givenCents: 2_000_000,
          pledgedCents: 1_756_000,
          pledgers: 30,
          goalCents: 4_000_000,
        }),
        campaignSummary({
          id: '77777777-7777-4777-8777-777777777702',
          name: 'Organ Fund 2024',
          status: 'closed',
        }),
      ],
    });
    await openPage();
    const card = within(await screen.findByRole('list', { name: 'Active campaigns' }));
    expect(card.getByRole('link', { name: 'Roof Campaign 2026' }).getAttribute('href')).toBe(
      `/giving/campaigns/${ROOF_ID}`,
    );
    expect(card.getByText('$20,000.00 given, $17,560.00 pledged by 30 pledgers')).toBeTruthy();
    expect(card.getByText('50.0% of the $40,000.00 goal given')).toBeTruthy();
    expect(screen.queryByText('Organ Fund 2024')).toBeNull();
    expect(screen.getByRole('link', { name: 'All campaigns' }).getAttribute('href')).toBe(
      '/giving/campaigns',
    );
  });

  it('shows no campaigns card while there is no active campaign', async () => {
    fundraisingApi();
    await openPage();
    await screen.findByRole('list', { name: 'Fundraising overview' });
    expect(screen.queryByRole('list', { name: 'Active campaigns' })).toBeNull();
  });

  it('shows the four stat cards with what is true: no AI service and no donor data yet', async () => {
    fundraisingApi({ analysis: NO_DONORS });
    await openPage();

    const list = within(await screen.findByRole('list', { name: 'Fundraising overview' }));
    expect(list.getAllByRole('listitem').map((item) => item.querySelector('span span')?.textContent)).toEqual(
      ['Fundraising Documents', 'AI Analytics', 'Forecasting', 'AI Insights'],
    );
    expect(await (await statCard('Fundraising Documents')).findByText('7')).toBeTruthy();
    expect(await (await statCard('AI Analytics')).findByText('Built-in analyst')).toBeTruthy();
    expect((await statCard('AI Analytics')).queryByText('Active')).toBeNull();
    expect((await statCard('Forecasting')).getByText('Enabled')).toBeTruthy();
    expect(await (await statCard('AI Insights')).findByText('Waiting for data')).toBeTruthy();
    expect((await statCard('AI Insights')).queryByText('Ready')).toBeNull();
    // The generic totals are replaced, not added to.
    expect(screen.queryByRole('list', { name: 'Department totals' })).toBeNull();
  });

  it('says AI Analytics "Active" with an AI service configured and AI Insights "Ready" with donors', async () => {
    fundraisingApi({ services: { aiAssistant: true } });
    await openPage();

    expect(await (await statCard('AI Analytics')).findByText('Active')).toBeTruthy();
    expect((await statCard('AI Analytics')).queryByText('Built-in analyst')).toBeNull();
    expect(await (await statCard('AI Insights')).findByText('Ready')).toBeTruthy();
    expect((await statCard('AI Insights')).queryByText('Waiting for data')).toBeNull();
    expect((await statCard('Forecasting')).getByText('Enabled')).toBeTruthy();
  });

  it('has a back button to the dashboard above the header', async () => {
    fundraisingApi({ analysis: NO_DONORS });
    const { user } = await openPage();

    const back = screen.getByRole('link', { name: 'Back to Dashboard' });
    expect(back.getAttribute('href')).toBe('/');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(back);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('lists the 8 capabilities in place of "What this department keeps"', async () => {
    fundraisingApi({ analysis: NO_DONORS });
    await openPage();

    const capabilities = within(screen.getByRole('list', { name: 'Capabilities' }));
    const items = capabilities.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(8);
    expect(items[0]).toMatch(/Breeze, Planning Center, Pushpay, Tithe\.ly/);
    expect(items.some((text) => /LYBUNT and SYBUNT/.test(text ?? ''))).toBe(true);
    expect(items.some((text) => /only when an AI service is configured/.test(text ?? ''))).toBe(true);
    expect(screen.queryByRole('heading', { name: 'What this department keeps' })).toBeNull();
    expect(screen.queryByText('Donor records and giving history')).toBeNull();
  });

  it('has its own quick actions: Upload Grant Documents, Generate Reports, Giving Statements, Analytics Settings and Manage Team', async () => {
    fundraisingApi({ analysis: NO_DONORS });
    const { user } = await openPage();

    const quickActions = within(screen.getByRole('list', { name: 'Quick Actions' }));
    expect(quickActions.getByRole('link', { name: 'Upload Grant Documents' }).getAttribute('href')).toBe(
      '/upload',
    );
    const report = quickActions.getByRole('link', { name: 'Generate Reports' });
    expect(report.getAttribute('href')).toBe('/department/fundraising-donor-management/report');
    expect(quickActions.getByRole('link', { name: 'Giving Statements' }).getAttribute('href')).toBe(
      '/department/fundraising-donor-management/statements',
    );
    expect(quickActions.getByRole('button', { name: 'Analytics Settings' })).toBeTruthy();
    expect(await quickActions.findByRole('button', { name: 'Manage Team' })).toBeTruthy();
    expect(quickActions.queryByRole('link', { name: 'Upload Documents' })).toBeNull();

    await user.click(report);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fundraising Report' })).toBeTruthy();
  });

  it('leaves Manage Team out of the quick actions when the admin may not manage the team', async () => {
    fundraisingApi({ analysis: NO_DONORS, manageAccess: false });
    await openPage();

    await (await statCard('Fundraising Documents')).findByText('7');
    const quickActions = within(screen.getByRole('list', { name: 'Quick Actions' }));
    expect(quickActions.getAllByRole('listitem')).toHaveLength(4);
    expect(quickActions.queryByRole('button', { name: 'Manage Team' })).toBeNull();
  });

  it('shows in Analytics Settings which services are configured, by variable name only, and the definitions', async () => {
    fundraisingApi({ analysis: NO_DONORS, services: { aiAssistant: true, weather: true } });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Analytics Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Analytics Settings' });
    const services = within(within(dialog).getByRole('list', { name: 'Outside services' }));
    const rows = services.getAllByRole('listitem');
    const row = (name: string) => {
      const found = rows.find((item) => item.textContent?.startsWith(name));
      if (!found) throw new Error(`No service "${name}"`);
      return within(found);
    };
    expect(row('AI assistant').getByText('Configured')).toBeTruthy();
    expect(row('AI assistant').getByText('ANTHROPIC_API_KEY')).toBeTruthy();
    expect(row('Economic data').getByText('Not configured')).toBeTruthy();
    expect(row('Economic data').getByText('FRED_API_KEY')).toBeTruthy();
    expect(row('Economic data').getByText('BEA_API_KEY')).toBeTruthy();
    expect(
      row('Economic data').getByText('Economic Insights shows sample data, labelled as such.'),
    ).toBeTruthy();
    expect(row('Weather').getByText('Configured')).toBeTruthy();
    expect(row('Weather').getByText('NOAA_TOKEN')).toBeTruthy();
    // Only the names: each variable stands alone in its code element, never "NAME=value".
    expect([...dialog.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      'ANTHROPIC_API_KEY',
      'FRED_API_KEY',
      'BEA_API_KEY',
      'NOAA_TOKEN',
    ]);
    expect(dialog.textContent).not.toMatch(/[A-Z]+_[A-Z_]+\s*=/);

    const text = within(dialog);
    expect(text.getByText('LYBUNT')).toBeTruthy();
    expect(text.getByText('Gave last year, but not (yet) this year.')).toBeTruthy();
    expect(text.getByText(/least-squares line through the last six complete months/)).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Analytics Settings' })),
    );
  });

  it('opens the Data Management tab from Analytics Settings', async () => {
    fundraisingApi({ analysis: NO_DONORS });
    const { user } = await openPage();

    const dataTab = await screen.findByRole('tab', { name: 'Data Management' });
    expect(dataTab.getAttribute('aria-selected')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Analytics Settings' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Analytics Settings' }));
    await user.click(dialog.getByRole('button', { name: 'Open Data Management' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(dataTab.getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(dataTab));
  });
});
