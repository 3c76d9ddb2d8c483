import type { CampaignList } from '@steward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BUILDING_FUND_ID,
  campaignDetail,
  campaignSummary,
  FUND_LIST,
  MISSIONS_FUND_ID,
} from '@/features/campaigns/campaigns.test-data';
import { apiError, baseRoutes, type MockReply, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp } from '@/test/render';

type Route = MockReply | ((request: MockRequest) => MockReply);

const CLOSED = campaignSummary({
  id: '77777777-7777-4777-8777-777777777702',
  name: 'Stewardship 2025',
  description: null,
  funds: [
    { id: BUILDING_FUND_ID, name: 'Building Fund', label: 'Building Fund' },
    { id: MISSIONS_FUND_ID, name: 'Missions', label: 'Missions' },
  ],
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  goalCents: null,
  status: 'closed',
  pledgedCents: 50_000,
  givenCents: 80_000,
  pledgers: 1,
});

/** The campaigns page's server; `routes` add to or replace its calls. Returns what was posted. */
function campaignsApi(list: CampaignList, routes: Record<string, Route> = {}) {
  const posted: unknown[] = [];
  mockApi({
    ...baseRoutes(sessionFor('admin')),
    'GET /api/giving/campaigns': { body: list },
    'GET /api/giving/funds': { body: FUND_LIST },
    'POST /api/giving/campaigns': (request) => {
      posted.push(request.body);
      return { status: 201, body: campaignDetail({ name: 'Organ Fund', pledges: [], progress: [] }) };
    },
    ...routes,
  });
  return posted;
}

async function openNewCampaign(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'New campaign' }));
  const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
  await within(dialog).findByRole('checkbox', { name: 'Building Fund' });
  return within(dialog);
}

describe('the campaigns page', () => {
  it('lists each campaign with its status, dates, funds, figures and progress to its goal', async () => {
    campaignsApi({ items: [campaignSummary(), CLOSED] });
    renderApp('/giving/campaigns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeTruthy();
    expect(
      screen.getByText(
        'Building fund drives and stewardship campaigns: what was promised, what was given, and what remains.',
      ),
    ).toBeTruthy();
    const giving = screen.getByRole('navigation', { name: 'Giving' });
    expect(within(giving).getByRole('link', { name: 'Campaigns' }).getAttribute('aria-current')).toBe('page');

    const list = within(await screen.findByRole('list', { name: 'Campaigns' }));
    const [roof, stewardship] = list.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    const roofCard = within(roof as HTMLElement);
    expect(roofCard.getByRole('link', { name: 'Roof Campaign 2026' }).getAttribute('href')).toBe(
      '/giving/campaigns/77777777-7777-4777-8777-777777777701',
    );
    expect(roofCard.getByText('Active')).toBeTruthy();
    expect(roofCard.getByText('Jan 01, 2026 – Dec 31, 2027')).toBeTruthy();
    const facts = (card: HTMLElement) =>
      [...card.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]);
    expect(facts(roof as HTMLElement)).toEqual([
      ['Funds', 'Building Fund'],
      ['Goal', '$60,000.00'],
      ['Pledged', '$3,600.00'],
      ['Given', '$15,000.00'],
      ['Pledgers', '2'],
    ]);
    const bar = roofCard.getByRole('progressbar', { name: 'Roof Campaign 2026: given against the goal' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(roofCard.getByText('25.0% of the $60,000.00 goal given')).toBeTruthy();

    const closedCard = within(stewardship as HTMLElement);
    expect(closedCard.getByText('Closed')).toBeTruthy();
    expect(facts(stewardship as HTMLElement)).toEqual([
      ['Funds', 'Building Fund, Missions'],
      ['Goal', 'No goal'],
      ['Pledged', '$500.00'],
      ['Given', '$800.00'],
      ['Pledgers', '1'],
    ]);
    // No goal, no bar.
    expect(closedCard.queryByRole('progressbar')).toBeNull();
  });

  it('says so when there are no campaigns yet', async () => {
    campaignsApi({ items: [] });
    renderApp('/giving/campaigns');
    expect(await screen.findByText(/^No campaigns yet/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Campaigns' })).toBeNull();
  });

  it('creates a campaign with its funds by id and its goal in cents', async () => {
    const posted = campaignsApi({ items: [] });
    const { user } = renderApp('/giving/campaigns');
    const dialog = await openNewCampaign(user);
    // Only the active funds are offered.
    expect(dialog.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      BUILDING_FUND_ID,
      MISSIONS_FUND_ID,
    ]);
    await user.type(dialog.getByLabelText('Name'), '  Organ Fund ');
    await user.type(dialog.getByLabelText(/Description/), 'A new organ');
    await user.click(dialog.getByRole('checkbox', { name: 'Missions' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Building Fund' }));
    fireEvent.change(dialog.getByLabelText('Start date'), { target: { value: '2026-03-01' } });
    fireEvent.change(dialog.getByLabelText('End date'), { target: { value: '2026-12-31' } });
    await user.type(dialog.getByLabelText(/Goal in dollars/), '25,000.50');
    await user.click(dialog.getByRole('button', { name: 'Create campaign' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      name: 'Organ Fund',
      description: 'A new organ',
      fundIds: [MISSIONS_FUND_ID, BUILDING_FUND_ID],
      startDate: '2026-03-01',
      endDate: '2026-12-31',
      goalCents: 2_500_050,
    });
    expect(await screen.findByText('Organ Fund created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New campaign' })).toBeNull());
  });

  it('sends no goal when the goal is left empty', async () => {
    const posted = campaignsApi({ items: [] });
    const { user } = renderApp('/giving/campaigns');
    const dialog = await openNewCampaign(user);
    await user.type(dialog.getByLabelText('Name'), 'Organ Fund');
    await user.click(dialog.getByRole('checkbox', { name: 'Building Fund' }));
    fireEvent.change(dialog.getByLabelText('Start date'), { target: { value: '2026-03-01' } });
    fireEvent.change(dialog.getByLabelText('End date'), { target: { value: '2026-12-31' } });
    await user.click(dialog.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ description: null, fundIds: [BUILDING_FUND_ID], goalCents: null });
  });

  it("refuses a campaign without a fund or ending before it starts, in the server's words, sending nothing", async () => {
    const posted = campaignsApi({ items: [] });
    const { user } = renderApp('/giving/campaigns');
    const dialog = await openNewCampaign(user);
    await user.type(dialog.getByLabelText('Name'), 'Organ Fund');
    fireEvent.change(dialog.getByLabelText('Start date'), { target: { value: '2026-12-31' } });
    fireEvent.change(dialog.getByLabelText('End date'), { target: { value: '2026-03-01' } });
    await user.type(dialog.getByLabelText(/Goal in dollars/), '0');
    await user.click(dialog.getByRole('button', { name: 'Create campaign' }));

    expect(await dialog.findByText('Choose at least one fund.')).toBeTruthy();
    expect(dialog.getByText('The end date must be on or after the start date.')).toBeTruthy();
    expect(dialog.getByText('The goal must be more than $0.')).toBeTruthy();
    const building = dialog.getByRole('checkbox', { name: 'Building Fund' });
    expect(building.getAttribute('aria-invalid')).toBe('true');
    // The focus goes to the first field in error, which its message describes.
    expect(document.activeElement).toBe(building);
    const described = building.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Choose at least one fund.');
    expect(dialog.getByLabelText('End date').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
  });

  it("shows the server's refusal of a name already taken", async () => {
    campaignsApi(
      { items: [] },
      {
        'POST /api/giving/campaigns': apiError(
          409,
          'conflict',
          'A campaign named "Roof Campaign 2026" already exists.',
        ),
      },
    );
    const { user } = renderApp('/giving/campaigns');
    const dialog = await openNewCampaign(user);
    await user.type(dialog.getByLabelText('Name'), 'Roof Campaign 2026');
    await user.click(dialog.getByRole('checkbox', { name: 'Building Fund' }));
    fireEvent.change(dialog.getByLabelText('Start date'), { target: { value: '2026-01-01' } });
    fireEvent.change(dialog.getByLabelText('End date'), { target: { value: '2026-12-31' } });
    await user.click(dialog.getByRole('button', { name: 'Create campaign' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'A campaign named "Roof Campaign 2026" already exists.',
    );
  });

  it('is Access Restricted for a plain member, without asking for the campaigns', async () => {
    const fetchMock = mockApi({ ...baseRoutes(sessionFor('user')) });
    renderApp('/giving/campaigns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/giving/campaigns'))).toBe(false);
  });
});
