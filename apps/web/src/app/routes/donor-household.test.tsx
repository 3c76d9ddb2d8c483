import type { Household } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, baseRoutes, type MockReply, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { BOB_ID, donorGiftPage, donorProfile, JANE_ID } from '@/test/donor-records';
import { donorDirectoryPage, donorSummary } from '@/test/donors';
import { renderApp } from '@/test/render';

const PAGE = `/department/fundraising-donor-management/donors/${JANE_ID}`;
const HOUSEHOLD_ID = '66666666-6666-4666-8666-666666666666';

type Route = MockReply | ((request: MockRequest) => MockReply);

/** Jane Smith and Bob Lee, giving together; Bob's address is the household's. */
function household(overrides: Partial<Household> = {}): Household {
  return {
    id: HOUSEHOLD_ID,
    name: 'Jane Smith and Bob Lee',
    nameChosen: false,
    envelopeNumber: null,
    primaryDonorId: BOB_ID,
    address: null,
    members: [
      {
        donorId: JANE_ID,
        firstName: 'Jane',
        lastName: 'Smith',
        email: 'jane@example.org',
        givesJointly: true,
      },
      { donorId: BOB_ID, firstName: 'Bob', lastName: 'Lee', email: null, givesJointly: true },
    ],
    ...overrides,
  };
}

function pageApi(current: Household | null, routes: Record<string, Route> = {}) {
  return mockApi({
    ...baseRoutes(sessionFor('admin')),
    [`GET /api/donors/${JANE_ID}`]: { body: donorProfile({ household: current }) },
    [`GET /api/donors/${JANE_ID}/gifts`]: { body: donorGiftPage(1) },
    ...routes,
  });
}

function bodies(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) => new URL(String(url), 'http://localhost').pathname === path && init?.method === method,
    )
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

async function openPage() {
  const view = renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Jane Smith' });
  return { ...view, card: within(await screen.findByRole('region', { name: 'Household' })) };
}

describe("a donor's household", () => {
  it('joins a donor who gives alone with another, found by search, after saying who will be told', async () => {
    const bob = donorSummary({
      id: BOB_ID,
      firstName: 'Bob',
      lastName: 'Lee',
      email: null,
      donationCount: 1,
    });
    const fetchMock = pageApi(null, {
      'GET /api/donors': { body: donorDirectoryPage([donorSummary({ id: JANE_ID }), bob]) },
      [`POST /api/donors/${JANE_ID}/household`]: { body: household() },
    });
    const { user, card } = await openPage();
    expect(card.getByText('Jane Smith gives alone.')).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Join with…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Join with another donor' }));
    await user.type(dialog.getByLabelText('Search donors'), 'lee');
    const matches = within(await dialog.findByRole('list', { name: 'Matching donors' }));
    // The page's own donor is never offered.
    expect(matches.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Bob Lee1 gift · $1,250.00',
    ]);
    await user.click(matches.getByRole('button', { name: /Bob Lee/ }));
    expect(
      dialog.getByText(/Each member with an email address is told whose giving they now share/),
    ).toBeTruthy();
    expect(bodies(fetchMock, 'POST', `/api/donors/${JANE_ID}/household`)).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Join household' }));
    expect(await screen.findByText('Joined Jane Smith with Bob Lee')).toBeTruthy();
    expect(bodies(fetchMock, 'POST', `/api/donors/${JANE_ID}/household`)).toEqual([{ donorId: BOB_ID }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a join was refused and keeps the dialog open', async () => {
    pageApi(null, {
      'GET /api/donors': {
        body: donorDirectoryPage([donorSummary({ id: BOB_ID, firstName: 'Bob', lastName: 'Lee' })]),
      },
      [`POST /api/donors/${JANE_ID}/household`]: apiError(
        409,
        'conflict',
        'A household has at most 12 members',
      ),
    });
    const { user, card } = await openPage();
    await user.click(card.getByRole('button', { name: 'Join with…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Join with another donor' }));
    await user.type(dialog.getByLabelText('Search donors'), 'lee');
    await user.click(await dialog.findByRole('button', { name: /Bob Lee/ }));
    await user.click(dialog.getByRole('button', { name: 'Join household' }));
    expect(await dialog.findByText('Failed to join: A household has at most 12 members')).toBeTruthy();
  });

  it('lists the members, links the others, marks the mailing address, and lets one opt out to a statement of their own', async () => {
    const fetchMock = pageApi(household(), {
      [`PATCH /api/households/${HOUSEHOLD_ID}/members/${BOB_ID}`]: {
        body: household({
          members: household().members.map((m) => ({ ...m, givesJointly: m.donorId !== BOB_ID })),
        }),
      },
    });
    const { user, card } = await openPage();
    expect(card.getByText('Jane Smith and Bob Lee')).toBeTruthy();
    const members = within(card.getByRole('list', { name: 'Household members' }));
    expect(members.getByRole('link', { name: 'Bob Lee' }).getAttribute('href')).toBe(
      `/department/fundraising-donor-management/donors/${BOB_ID}`,
    );
    expect(members.queryByRole('link', { name: 'Jane Smith' })).toBeNull();
    expect(members.getByText('Mailing address')).toBeTruthy();

    expect(members.getByRole('checkbox', { name: 'Jane Smith gives jointly' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(members.getByRole('checkbox', { name: 'Bob Lee gives jointly' }));
    expect(await screen.findByText('Bob Lee gives separately, with a statement of their own')).toBeTruthy();
    expect(bodies(fetchMock, 'PATCH', `/api/households/${HOUSEHOLD_ID}/members/${BOB_ID}`)).toEqual([
      { givesJointly: false },
    ]);
  });

  it('leaves the household after asking, saying a household of two ends', async () => {
    const fetchMock = pageApi(household(), {
      [`DELETE /api/donors/${JANE_ID}/household`]: { status: 204 },
    });
    const { user, card } = await openPage();
    await user.click(card.getByRole('button', { name: 'Leave household' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Leave household' }));
    expect(confirm.getByText(/A household of one is a person, so this household ends./)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Leave household' }));
    expect(await screen.findByText('Jane Smith left the household')).toBeTruthy();
    expect(bodies(fetchMock, 'DELETE', `/api/donors/${JANE_ID}/household`)).toHaveLength(1);
  });

  it('renames the household and gives it an envelope number', async () => {
    const fetchMock = pageApi(household(), {
      [`PATCH /api/households/${HOUSEHOLD_ID}`]: {
        body: household({ name: 'The Smith-Lees', nameChosen: true, envelopeNumber: '104' }),
      },
    });
    const { user, card } = await openPage();
    await user.click(card.getByRole('button', { name: 'Edit household' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit household' }));
    await user.type(dialog.getByLabelText('Household name'), 'The Smith-Lees');
    await user.type(dialog.getByLabelText('Envelope number'), '104');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved The Smith-Lees')).toBeTruthy();
    expect(bodies(fetchMock, 'PATCH', `/api/households/${HOUSEHOLD_ID}`)).toEqual([
      { name: 'The Smith-Lees', envelopeNumber: '104', primaryDonorId: BOB_ID },
    ]);
  });
});
