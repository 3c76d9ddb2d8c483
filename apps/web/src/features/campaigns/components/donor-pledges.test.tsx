import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, baseRoutes, type MockReply, mockApi, sessionFor } from '@/test/api-mock';
import { donorGiftPage, donorProfile, JANE_ID } from '@/test/donor-records';
import { renderApp } from '@/test/render';
import { campaignKeys } from '../api/campaigns';
import { janePledge, ROOF_ID, smithsPledge } from '../campaigns.test-data';

const PAGE = `/giving/donors/${JANE_ID}`;

/** Jane Smith's page, its pledges answered with `pledges`. */
function donorPageApi(pledges: MockReply) {
  mockApi({
    ...baseRoutes(sessionFor('admin')),
    [`GET /api/donors/${JANE_ID}`]: { body: donorProfile() },
    [`GET /api/donors/${JANE_ID}/gifts`]: { body: donorGiftPage(1) },
    [`GET /api/donors/${JANE_ID}/pledges`]: pledges,
  });
}

async function openPage() {
  const view = renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Jane Smith' });
  return view;
}

/** The cells of each body row of `table`, as text. */
function rows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

describe("a donor's pledges on their page", () => {
  it("lists the donor's pledges and their household's, each linking to its campaign", async () => {
    donorPageApi({
      body: {
        items: [
          janePledge(),
          smithsPledge({
            id: '77777777-7777-4777-8777-7777777777a9',
            campaignId: '77777777-7777-4777-8777-777777777709',
            campaignName: 'Organ Fund',
            pledger: {
              kind: 'household',
              id: '77777777-7777-4777-8777-7777777777c1',
              name: 'Jane and Tom Smith',
              donorId: JANE_ID,
            },
          }),
        ],
      },
    });
    await openPage();
    const section = within(await screen.findByRole('region', { name: 'Pledges' }));
    expect(section.getByText('2 pledges')).toBeTruthy();
    expect(rows(section.getByRole('region', { name: 'Pledges of the donor' }))).toEqual([
      ['Roof Campaign 2026', '$1,200.00', '$200.00', '$1,000.00', 'Behind'],
      [
        'Organ FundHouseholdPledged by Jane and Tom Smith',
        '$2,400.00',
        '$2,450.00+$50.00 beyond',
        '$0.00',
        'Fulfilled',
      ],
    ]);
    expect(section.getByRole('link', { name: 'Roof Campaign 2026' }).getAttribute('href')).toBe(
      `/giving/campaigns/${ROOF_ID}`,
    );
  });

  it('shows nothing when the donor has no pledge', async () => {
    donorPageApi({ body: { items: [] } });
    const { queryClient } = await openPage();
    // Answered, and still nothing.
    await waitFor(() =>
      expect(queryClient.getQueryState(campaignKeys.donor(JANE_ID))?.status).toBe('success'),
    );
    expect(screen.getByRole('region', { name: 'Giving by fund' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pledges' })).toBeNull();
  });

  it('says so when the pledges cannot be read', async () => {
    donorPageApi(apiError(400, 'bad_request', 'Something broke'));
    await openPage();
    const section = within(await screen.findByRole('region', { name: 'Pledges' }));
    expect((await section.findByRole('alert')).textContent).toBe(
      'Error loading the pledges: Something broke',
    );
  });
});
