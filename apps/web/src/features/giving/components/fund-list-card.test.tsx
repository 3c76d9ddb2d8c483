import type { Fund } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockRequest, mockApi } from '@/test/api-mock';
import { renderWithProviders } from '@/test/render';
import { FundListCard } from './fund-list-card';

const fund = (overrides: Partial<Fund>): Fund => ({
  id: '7a0c2f3e-0000-4000-8000-000000000000',
  name: 'General Fund',
  label: 'General Fund',
  restricted: false,
  description: null,
  quickbooksAccount: null,
  xeroAccountCode: null,
  archived: false,
  giftCount: 0,
  ...overrides,
});

const GENERAL_FUND = fund({
  id: '7a0c2f3e-0000-4000-8000-000000000001',
  quickbooksAccount: 'Contributions:General Fund',
  xeroAccountCode: '4000',
  giftCount: 1_204,
});
const GENERAL = fund({
  id: '7a0c2f3e-0000-4000-8000-000000000002',
  name: 'General',
  label: 'General',
  giftCount: 12,
});
const BUILDING = fund({
  id: '7a0c2f3e-0000-4000-8000-000000000003',
  name: 'Building Fund',
  label: 'Building Fund',
  restricted: true,
  description: 'The roof and the fellowship hall.',
  giftCount: 40,
});
const OLD = fund({
  id: '7a0c2f3e-0000-4000-8000-000000000004',
  name: 'Capital 2019',
  label: 'Capital 2019',
  archived: true,
});

/** The fund list's server; the requests it got are returned. */
function fundsApi() {
  const sent: MockRequest[] = [];
  const keep = (request: MockRequest, body: unknown) => {
    sent.push(request);
    return { body };
  };
  mockApi({
    'GET /api/giving/funds': { body: { items: [BUILDING, GENERAL, GENERAL_FUND, OLD] } },
    'POST /api/giving/funds': (request) => ({
      status: 201,
      ...keep(request, fund({ ...(request.body as Partial<Fund>), label: (request.body as Fund).name })),
    }),
    [`PATCH /api/giving/funds/${BUILDING.id}`]: (request) => keep(request, { ...BUILDING, archived: true }),
    [`POST /api/giving/funds/${GENERAL.id}/merge`]: (request) =>
      keep(request, {
        fund: { ...GENERAL_FUND, giftCount: 1_216 },
        moved: { gifts: 10, refunds: 0, batchLines: 2, batchDefaults: 1 },
      }),
  });
  return sent;
}

describe('the fund list', () => {
  it('shows each fund with its accounts, status and gifts, and adds one with accounts each format imports', async () => {
    const sent = fundsApi();
    const { user } = renderWithProviders(<FundListCard />);
    const table = within(await screen.findByRole('region', { name: 'Funds' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Building FundRestrictedThe roof and the fellowship hall.Not setNot setActive40',
      'GeneralNot setNot setActive12',
      'General FundContributions:General Fund4000Active1,204',
      'Capital 2019Not setNot setArchived0',
    ]);

    await user.click(screen.getByRole('button', { name: 'Add fund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a fund' }));
    expect(dialog.getByText(/e\.g\. Contributions:General Fund/)).toBeTruthy();
    expect(dialog.getByText(/e\.g\. 4000\./)).toBeTruthy();
    await user.type(dialog.getByLabelText('Name'), 'Missions');
    await user.click(dialog.getByRole('checkbox', { name: 'Restricted' }));
    await user.type(dialog.getByLabelText(/QuickBooks Online account/), '4100 Missions');
    await user.type(dialog.getByLabelText(/Xero account code/), '41 00');
    await user.click(dialog.getByRole('button', { name: 'Add fund' }));
    expect(await dialog.findByText(/QuickBooks Online imports accounts by name/)).toBeTruthy();
    expect(dialog.getByText(/Xero imports accounts by their code alone/)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(dialog.getByLabelText(/QuickBooks Online account/));
    await user.type(dialog.getByLabelText(/QuickBooks Online account/), 'Contributions:Missions');
    await user.clear(dialog.getByLabelText(/Xero account code/));
    await user.type(dialog.getByLabelText(/Xero account code/), '4100');
    await user.click(dialog.getByRole('button', { name: 'Add fund' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      name: 'Missions',
      description: null,
      restricted: true,
      quickbooksAccount: 'Contributions:Missions',
      xeroAccountCode: '4100',
      archived: false,
    });
    expect(await screen.findByText('Missions added to the funds')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 15_000);

  it('archives a fund, and merges one into another after saying how many gifts move', async () => {
    const sent = fundsApi();
    const { user } = renderWithProviders(<FundListCard />);
    await user.click(await screen.findByRole('button', { name: 'Archive Building Fund' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ name: 'Building Fund', restricted: true, archived: true });
    expect(await screen.findByText('Building Fund archived: it takes no new gifts')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Merge General into another fund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge General into another fund' }));
    await user.click(dialog.getByRole('button', { name: 'Merge funds' }));
    expect(dialog.getByText('Please choose the fund to keep')).toBeTruthy();
    const keep = dialog.getByRole('combobox', { name: 'Fund to keep' });
    expect(
      within(keep)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a fund', 'Building Fund', 'General Fund', 'Capital 2019 (archived)']);
    await user.selectOptions(keep, 'General Fund');
    expect(
      dialog.getByText(
        'All 12 gifts of General move to General Fund, and General leaves the list. An import that names General later lands on General Fund.',
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Merge funds' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({ intoFundId: GENERAL_FUND.id });
    expect(await screen.findByText('General merged into General Fund: 12 gifts moved')).toBeTruthy();
  }, 15_000);
});
