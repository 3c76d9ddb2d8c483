import type { Household, HouseholdSuggestionPage } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, baseRoutes, type MockReply, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { donorSummary } from '@/test/donors';
import { renderApp } from '@/test/render';

const ELM = {
  line1: '12 Elm St',
  line2: null,
  city: 'Springfield',
  region: 'IL',
  postalCode: '62704',
  country: null,
};
const JOHN = donorSummary({
  id: '00000000-0000-4000-8000-0000000000a1',
  firstName: 'John',
  lastName: 'Smith',
  address: ELM,
});
const MARY = donorSummary({
  id: '00000000-0000-4000-8000-0000000000a2',
  firstName: 'Mary',
  lastName: 'Smith',
  address: ELM,
});
const BO = donorSummary({ id: '00000000-0000-4000-8000-0000000000b1', firstName: 'Bo', lastName: 'Ray' });
const CY = donorSummary({ id: '00000000-0000-4000-8000-0000000000b2', firstName: 'Cy', lastName: 'Ray' });

function page(items: HouseholdSuggestionPage['items']): HouseholdSuggestionPage {
  return { items, total: items.length, page: 1, pageSize: 25 };
}

const HOUSEHOLD: Household = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'John and Mary Smith',
  nameChosen: false,
  envelopeNumber: null,
  primaryDonorId: JOHN.id,
  address: ELM,
  members: [JOHN, MARY].map((d) => ({
    donorId: d.id,
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    givesJointly: true,
  })),
};

function suggestionsApi(routes: Record<string, MockReply | ((request: MockRequest) => MockReply)> = {}) {
  const posted: MockRequest[] = [];
  let items: HouseholdSuggestionPage['items'] = [
    {
      donors: [BO, CY],
      household: { id: '00000000-0000-4000-8000-0000000000c9', name: 'Bo Ray and family' },
    },
    { donors: [JOHN, MARY], household: null },
  ];
  mockApi({
    ...baseRoutes(sessionFor('admin')),
    'GET /api/households/suggestions': () => ({ body: page(items) }),
    'POST /api/households': (request) => {
      posted.push(request);
      items = items.filter((s) => s.donors[0]?.id !== JOHN.id);
      return { body: HOUSEHOLD };
    },
    'POST /api/households/suggestions/dismissals': (request) => {
      posted.push(request);
      items = items.filter((s) => s.donors[0]?.id !== BO.id);
      return { status: 204 };
    },
    'GET /api/donors': { body: { items: [], total: 0, page: 1, pageSize: 25 } },
    ...routes,
  });
  return posted;
}

describe('suggested households', () => {
  afterEach(() => {
    toast.dismiss();
  });

  it('lists each suggestion with its donors, and joins one as a household', async () => {
    const posted = suggestionsApi();
    renderApp('/giving/households');
    expect(await screen.findByText('Suggested households: 2')).toBeTruthy();
    const list = within(screen.getByRole('list', { name: 'Suggested households' }));
    const smiths = within(list.getByRole('listitem', { name: 'John and Mary Smith' }));
    expect(smiths.getByText('Same address and last name')).toBeTruthy();
    expect(smiths.getByRole('link', { name: 'John Smith' }).getAttribute('href')).toBe(
      `/giving/donors/${JOHN.id}`,
    );
    expect(smiths.getAllByText('12 Elm St, Springfield, IL 62704')).toHaveLength(2);
    // One of them is in a household already: the other joins it.
    const rays = within(list.getByRole('listitem', { name: 'Bo Ray and family' }));
    expect(rays.getByText('Joins an existing household')).toBeTruthy();
    expect(rays.getByRole('button', { name: 'Join the household' })).toBeTruthy();

    await userEvent.click(smiths.getByRole('button', { name: 'Join as a household' }));
    expect(await screen.findByText('Joined John and Mary Smith as a household')).toBeTruthy();
    expect(posted[0]?.body).toEqual({ donorIds: [JOHN.id, MARY.id] });
    expect(await screen.findByText('Suggested households: 1')).toBeTruthy();
  });

  it('marks a suggestion Not a household, which leaves the list', async () => {
    const posted = suggestionsApi();
    renderApp('/giving/households');
    const rays = within(await screen.findByRole('listitem', { name: 'Bo Ray and family' }));
    await userEvent.click(rays.getByRole('button', { name: 'Not a household' }));
    expect(await screen.findByText('Bo Ray, Cy Ray will not be suggested as a household again')).toBeTruthy();
    expect(posted[0]?.path).toBe('/api/households/suggestions/dismissals');
    expect(posted[0]?.body).toEqual({ donorIds: [BO.id, CY.id] });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Bo Ray and family' })).toBeNull());
  });

  it("shows the server's reason when a join is refused, in the suggestion's row", async () => {
    suggestionsApi({
      'POST /api/households': apiError(409, 'conflict', 'A household has at most 12 members'),
    });
    renderApp('/giving/households');
    const rays = within(await screen.findByRole('listitem', { name: 'Bo Ray and family' }));
    await userEvent.click(rays.getByRole('button', { name: 'Join the household' }));
    expect(await rays.findByText('A household has at most 12 members')).toBeTruthy();
  });

  it('says so when there are none', async () => {
    suggestionsApi({ 'GET /api/households/suggestions': { body: page([]) } });
    renderApp('/giving/households');
    expect(
      await screen.findByText(
        'No households to suggest. Donors who share an address and a last name show here.',
      ),
    ).toBeTruthy();
  });

  it('lists the Donors page by household: a household as one line, its members under its name', async () => {
    const asked: string[] = [];
    suggestionsApi({
      'GET /api/households': (request) => {
        asked.push(request.path);
        return {
          body: {
            items: [
              {
                kind: 'household',
                id: HOUSEHOLD.id,
                donorId: JOHN.id,
                name: 'John and Mary Smith',
                members: ['John Smith', 'Mary Smith'],
                totalAmount: 1500,
                donationCount: 12,
                lastDonation: '2026-11-01',
              },
              {
                kind: 'donor',
                id: BO.id,
                donorId: BO.id,
                name: 'Bo Ray',
                members: [],
                totalAmount: 40,
                donationCount: 2,
                lastDonation: null,
              },
            ],
            total: 2,
            page: 1,
            pageSize: 25,
          },
        };
      },
    });
    renderApp('/giving/donors');
    await userEvent.click(await screen.findByRole('button', { name: 'Households' }));
    const link = await screen.findByRole('link', { name: 'John and Mary Smith' });
    expect(screen.getByRole('button', { name: 'Households' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Showing 2 households and donors who give alone')).toBeTruthy();
    const smiths = within(link.closest('tr, li') as HTMLElement);
    expect(smiths.getByText('Household')).toBeTruthy();
    expect(smiths.getByText('John Smith, Mary Smith')).toBeTruthy();
    expect(smiths.getByText('$1,500.00')).toBeTruthy();
    expect(link.getAttribute('href')).toBe(`/giving/donors/${JOHN.id}`);
    expect(asked).toHaveLength(1);
    // A donor who gives alone can be joined from here; a household is changed on its members' pages.
    expect(smiths.queryByRole('button', { name: /Join with/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Join with… for Bo Ray' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join with another donor' });
    expect(within(dialog).getByText(/Find the donor Bo Ray gives with/)).toBeTruthy();
  });

  it('links the Donors page to the suggestions', async () => {
    suggestionsApi();
    renderApp('/giving/donors');
    const link = await screen.findByRole('link', { name: 'Suggested households: 2' });
    expect(link.getAttribute('href')).toBe('/giving/households');
  });
});
