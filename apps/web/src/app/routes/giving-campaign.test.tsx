import { CAMPAIGN_HAS_PLEDGES, type CampaignDetail } from '@steward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BOB_DONOR_ID,
  BUILDING_FUND_ID,
  campaignDetail,
  FUND_LIST,
  JANE_DONOR_ID,
  JANE_PLEDGE_ID,
  janePledge,
  ROOF_ID,
  SMITHS_PLEDGE_ID,
} from '@/features/campaigns/campaigns.test-data';
import { apiError, baseRoutes, type MockReply, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { donorProfile } from '@/test/donor-records';
import { donorDirectoryPage, donorSummary } from '@/test/donors';
import { renderApp } from '@/test/render';

type Route = MockReply | ((request: MockRequest) => MockReply);

const PAGE = `/giving/campaigns/${ROOF_ID}`;
const ANN = donorSummary({
  id: '88888888-8888-4888-8888-888888888801',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.org',
});

/** The campaign page's server; `routes` add to or replace its calls. Returns every change sent. */
function campaignApi(detail: CampaignDetail = campaignDetail(), routes: Record<string, Route> = {}) {
  const sent: MockRequest[] = [];
  const record = (answer: MockReply) => (request: MockRequest) => {
    sent.push(request);
    return answer;
  };
  mockApi({
    ...baseRoutes(sessionFor('admin')),
    [`GET /api/giving/campaigns/${ROOF_ID}`]: { body: detail },
    'GET /api/giving/campaigns': { body: { items: [] } },
    'GET /api/giving/funds': { body: FUND_LIST },
    'GET /api/donors': { body: donorDirectoryPage([ANN, donorSummary()]) },
    [`POST /api/giving/campaigns/${ROOF_ID}/pledges`]: record({ status: 201, body: janePledge() }),
    [`PATCH /api/giving/campaigns/${ROOF_ID}`]: (request) => {
      sent.push(request);
      const closed = (request.body as { closed?: boolean }).closed;
      return { body: { ...detail, status: closed ? 'closed' : 'active' } };
    },
    [`PATCH /api/giving/pledges/${JANE_PLEDGE_ID}`]: record({ body: janePledge() }),
    [`DELETE /api/giving/pledges/${SMITHS_PLEDGE_ID}`]: record({ status: 204 }),
    ...routes,
  });
  return sent;
}

async function openPage() {
  const view = renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Roof Campaign 2026' });
  return view;
}

/** The cells of each body row of `table`, as text. */
function rows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

/** Opens Add pledge and chooses `name` (Ann Lee or Jane Smith) from the donor search. */
async function chooseDonor(user: Awaited<ReturnType<typeof openPage>>['user'], name = 'Ann Lee') {
  await user.click(screen.getByRole('button', { name: 'Add pledge' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add pledge' }));
  await user.type(dialog.getByRole('searchbox', { name: 'Search donors' }), name.split(' ')[0] ?? '');
  await user.click(await dialog.findByRole('button', { name: new RegExp(name) }));
  expect(dialog.getByText(name)).toBeTruthy();
  return dialog;
}

describe("a campaign's page", () => {
  it('shows what the campaign is, its figures, its progress and its pledges', async () => {
    campaignApi();
    await openPage();
    expect(screen.getByRole('link', { name: 'Back to Campaigns' }).getAttribute('href')).toBe(
      '/giving/campaigns',
    );
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Jan 01, 2026 – Dec 31, 2027')).toBeTruthy();
    expect(screen.getByText('Funds: Building Fund')).toBeTruthy();
    expect(screen.getByText('A new roof for the sanctuary and the hall.')).toBeTruthy();

    const figures = within(screen.getByRole('list', { name: 'Campaign figures' }));
    const cards = figures.getAllByRole('listitem').map((card) => card.textContent);
    expect(cards).toEqual([
      'Goal$60,000.00What the campaign hopes to raise',
      'Pledged$3,600.006.0% of the goal',
      'Given$15,000.0025.0% of the goal',
      'Given towards pledges$2,600.0072.2% of what was pledged',
      'Pledgers2Donors and households who pledged',
      'Givers without a pledge14Gave to the campaign, not covered by a pledge',
    ]);
    expect(
      screen
        .getByRole('progressbar', { name: 'Roof Campaign 2026: given against the goal' })
        .getAttribute('aria-valuenow'),
    ).toBe('25');

    // The chart is an image to a screen reader, named by its summary; its numbers are in a table.
    expect(rows(screen.getByRole('table', { name: 'Progress month by month' }))).toEqual([
      ['Jan 2026', '$4,000.00', '$2,400.00'],
      ['Feb 2026', '$9,000.00', '$3,600.00'],
      ['Mar 2026', '$15,000.00', '$3,600.00'],
    ]);
    expect((await screen.findByRole('img')).getAttribute('aria-label')).toBe(
      'Line chart of given and pledged, month by month, Jan 2026 to Mar 2026: $15,000.00 given and $3,600.00 pledged by Mar 2026, against a goal of $60,000.00.',
    );

    const pledges = screen.getByRole('region', { name: 'Pledge list' });
    expect(rows(pledges)).toEqual([
      [
        'Jane Smith',
        '$1,200.00',
        '$100.00 monthly',
        'Jan 01, 2026 – Dec 31, 2026',
        '$200.00',
        '$1,000.00',
        '$300.00',
        'Behind',
        '',
      ],
      [
        'Bob and Ann SmithHousehold',
        '$2,400.00',
        'No schedule',
        'Jan 01, 2026 – Jun 30, 2027',
        '$2,450.00+$50.00 beyond',
        '$0.00',
        '$1,000.00',
        'Fulfilled',
        '',
      ],
    ]);
    const table = within(pledges);
    expect(table.getByRole('link', { name: 'Jane Smith' }).getAttribute('href')).toBe(
      `/giving/donors/${JANE_DONOR_ID}`,
    );
    expect(table.getByRole('link', { name: 'Bob and Ann Smith' }).getAttribute('href')).toBe(
      `/giving/donors/${BOB_DONOR_ID}`,
    );
    // Behind stands out from the other standings: red, with a mark.
    const behind = table.getByText('Behind');
    expect(behind.className).toContain('text-red-700');
    expect(behind.querySelector('svg')).toBeTruthy();
    expect(table.getByText('Fulfilled').className).not.toContain('text-red-700');
  });

  it('adds a pledge for the donor found, in cents, with its schedule and dates', async () => {
    const sent = campaignApi();
    const { user } = await openPage();
    const dialog = await chooseDonor(user);
    // The campaign's dates to start with.
    expect((dialog.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-01-01');
    expect((dialog.getByLabelText('End date') as HTMLInputElement).value).toBe('2027-12-31');
    expect(
      [...(dialog.getByLabelText('Frequency') as HTMLSelectElement).options].map((option) => option.text),
    ).toEqual(['No schedule', 'One-time', 'Weekly', 'Monthly', 'Quarterly', 'Yearly']);

    await user.type(dialog.getByLabelText('Amount in dollars'), '1,200');
    await user.selectOptions(dialog.getByLabelText('Frequency'), 'Monthly');
    fireEvent.change(dialog.getByLabelText('End date'), { target: { value: '2026-12-31' } });
    expect(dialog.getByText('About $100.00 monthly.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Add pledge' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe(`/api/giving/campaigns/${ROOF_ID}/pledges`);
    expect(sent[0]?.body).toEqual({
      donorId: ANN.id,
      amountCents: 120_000,
      frequency: 'monthly',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(await screen.findByText('Pledge of Ann Lee added')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add pledge' })).toBeNull());
  });

  it('pledges as the household of a donor who gives jointly, or as the donor alone when chosen', async () => {
    const household = {
      id: '88888888-8888-4888-8888-888888888899',
      name: 'Ann and Tom Lee',
      nameChosen: false,
      envelopeNumber: null,
      primaryDonorId: ANN.id,
      address: null,
      members: [
        { donorId: ANN.id, firstName: 'Ann', lastName: 'Lee', email: null, givesJointly: true },
        {
          donorId: '88888888-8888-4888-8888-888888888802',
          firstName: 'Tom',
          lastName: 'Lee',
          email: null,
          givesJointly: true,
        },
      ],
    };
    const sent = campaignApi(campaignDetail(), {
      [`GET /api/donors/${ANN.id}`]: { body: donorProfile({ household }) },
    });
    const { user } = await openPage();
    let dialog = await chooseDonor(user);
    const who = within(dialog.getByRole('group', { name: 'Who pledged' }));
    expect((who.getByRole('radio', { name: /Ann and Tom Lee/ }) as HTMLInputElement).checked).toBe(true);
    await user.type(dialog.getByLabelText('Amount in dollars'), '500');
    await user.click(dialog.getByRole('button', { name: 'Add pledge' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ householdId: household.id, amountCents: 50_000 });
    expect(sent[0]?.body).not.toHaveProperty('donorId');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add pledge' })).toBeNull());
    dialog = await chooseDonor(user);
    await user.click(
      within(dialog.getByRole('group', { name: 'Who pledged' })).getByRole('radio', {
        name: /Ann Lee alone/,
      }),
    );
    await user.type(dialog.getByLabelText('Amount in dollars'), '500');
    await user.click(dialog.getByRole('button', { name: 'Add pledge' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ donorId: ANN.id, amountCents: 50_000 });
  });

  it("refuses a pledge outside the campaign's dates or of nothing, in the server's words, sending nothing", async () => {
    const sent = campaignApi();
    const { user } = await openPage();
    const dialog = await chooseDonor(user);
    await user.type(dialog.getByLabelText('Amount in dollars'), '0');
    fireEvent.change(dialog.getByLabelText('Start date'), { target: { value: '2025-12-01' } });
    await user.click(dialog.getByRole('button', { name: 'Add pledge' }));
    expect(await dialog.findByText('The pledge must be more than $0.')).toBeTruthy();
    expect(
      dialog.getByText("The pledge must start on or after the campaign's start (January 1, 2026)."),
    ).toBeTruthy();
    expect(dialog.getByLabelText('Amount in dollars').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dialog.getByLabelText('Amount in dollars'));
    expect(sent).toEqual([]);
  });

  it('offers to edit the pledge the donor already has, and saves it', async () => {
    const sent = campaignApi(campaignDetail(), {
      [`POST /api/giving/campaigns/${ROOF_ID}/pledges`]: {
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: 'Jane Smith already has a pledge to Roof Campaign 2026: add to it instead.',
            existingId: JANE_PLEDGE_ID,
          },
        },
      },
    });
    const { user } = await openPage();
    const dialog = await chooseDonor(user, 'Jane Smith');
    await user.type(dialog.getByLabelText('Amount in dollars'), '300');
    await user.click(dialog.getByRole('button', { name: 'Add pledge' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Jane Smith already has a pledge to Roof Campaign 2026: add to it instead.',
    );

    await user.click(dialog.getByRole('button', { name: 'Edit that pledge' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit pledge' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add pledge' })).toBeNull());
    expect(edit.getByText('Jane Smith')).toBeTruthy();
    const amount = edit.getByLabelText('Amount in dollars') as HTMLInputElement;
    expect(amount.value).toBe('1200.00');
    expect((edit.getByLabelText('Frequency') as HTMLSelectElement).value).toBe('monthly');
    await user.clear(amount);
    await user.type(amount, '1500');
    await user.click(edit.getByRole('button', { name: 'Save pledge' }));

    await waitFor(() => expect(sent.filter((request) => request.method === 'PATCH')).toHaveLength(1));
    const patch = sent.find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe(`/api/giving/pledges/${JANE_PLEDGE_ID}`);
    expect(patch?.body).toEqual({
      amountCents: 150_000,
      frequency: 'monthly',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(await screen.findByText('Pledge of Jane Smith saved')).toBeTruthy();
  });

  it('removes a pledge after asking', async () => {
    const sent = campaignApi();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Remove the pledge of Bob and Ann Smith' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Remove pledge' }));
    expect(question.getByText(/Remove the pledge of Bob and Ann Smith \(\$2,400\.00\)\?/)).toBeTruthy();
    await user.click(question.getByRole('button', { name: 'Remove pledge' }));
    await waitFor(() => expect(sent.map((request) => request.method)).toEqual(['DELETE']));
    expect(sent[0]?.path).toBe(`/api/giving/pledges/${SMITHS_PLEDGE_ID}`);
    expect(await screen.findByText('Pledge of Bob and Ann Smith removed')).toBeTruthy();
  });

  it('closes the campaign with everything else as it is', async () => {
    const sent = campaignApi();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      name: 'Roof Campaign 2026',
      description: 'A new roof for the sanctuary and the hall.',
      fundIds: [BUILDING_FUND_ID],
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      goalCents: 6_000_000,
      closed: true,
    });
    expect(await screen.findByText('Roof Campaign 2026 closed: it takes no new pledges')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeTruthy();
  });

  it('takes no pledge while closed, and says why', async () => {
    const sent = campaignApi(campaignDetail({ status: 'closed' }));
    const { user } = await openPage();
    const add = screen.getByRole('button', { name: 'Add pledge' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The campaign is closed: reopen it to add a pledge.',
    );
    await user.click(add);
    expect(screen.queryByRole('dialog', { name: 'Add pledge' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ closed: false });
  });

  it("edits the campaign in the same form as a new one's, filled in", async () => {
    const sent = campaignApi();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Roof Campaign 2026' }));
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('Roof Campaign 2026');
    expect((dialog.getByLabelText(/Goal in dollars/) as HTMLInputElement).value).toBe('60000.00');
    const building = (await dialog.findByRole('checkbox', { name: 'Building Fund' })) as HTMLInputElement;
    expect(building.checked).toBe(true);
    await user.clear(dialog.getByLabelText(/Goal in dollars/));
    await user.type(dialog.getByLabelText(/Goal in dollars/), '75000');
    await user.click(dialog.getByRole('button', { name: 'Save campaign' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      name: 'Roof Campaign 2026',
      description: 'A new roof for the sanctuary and the hall.',
      fundIds: [BUILDING_FUND_ID],
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      goalCents: 7_500_000,
    });
  });

  it('says why a campaign with pledges cannot be deleted, before anyone tries', async () => {
    campaignApi(campaignDetail());
    await openPage();
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    expect(remove.getAttribute('aria-describedby')).toBeTruthy();
    const described = document.getElementById(remove.getAttribute('aria-describedby') as string);
    expect(described?.textContent).toBe(CAMPAIGN_HAS_PLEDGES);
  });

  it("shows the server's refusal when pledges came meanwhile", async () => {
    campaignApi(campaignDetail({ pledgers: 0, pledges: [] }), {
      [`DELETE /api/giving/campaigns/${ROOF_ID}`]: apiError(409, 'conflict', CAMPAIGN_HAS_PLEDGES),
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Delete campaign' }));
    await user.click(question.getByRole('button', { name: 'Delete campaign' }));
    expect(await screen.findByText(CAMPAIGN_HAS_PLEDGES)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Roof Campaign 2026' })).toBeTruthy();
  });

  it('says so when the campaign is not there', async () => {
    campaignApi(campaignDetail(), {
      [`GET /api/giving/campaigns/${ROOF_ID}`]: apiError(404, 'not_found', 'Campaign not found'),
    });
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' })).toBeTruthy();
  });
});
