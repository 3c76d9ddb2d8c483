import type { CampaignDetail, CampaignSummary, Fund, FundList, Pledge } from '@steward/domain';

// What the campaign tests' server answers: the Roof Campaign and its pledges.

export const ROOF_ID = '77777777-7777-4777-8777-777777777701';
export const BUILDING_FUND_ID = '77777777-7777-4777-8777-7777777777f1';
export const MISSIONS_FUND_ID = '77777777-7777-4777-8777-7777777777f2';
export const OLD_FUND_ID = '77777777-7777-4777-8777-7777777777f3';
export const JANE_PLEDGE_ID = '77777777-7777-4777-8777-7777777777a1';
export const SMITHS_PLEDGE_ID = '77777777-7777-4777-8777-7777777777a2';
/** Jane Smith's id in the donor fixtures (test/donor-records.ts JANE_ID). */
export const JANE_DONOR_ID = '33333333-3333-4333-8333-333333333333';
export const BOB_DONOR_ID = '44444444-4444-4444-8444-444444444444';
const SMITHS_HOUSEHOLD_ID = '77777777-7777-4777-8777-7777777777c1';

function fund(id: string, name: string, archived = false): Fund {
  return {
    id,
    name,
    label: name,
    restricted: false,
    description: null,
    quickbooksAccount: null,
    xeroAccountCode: null,
    archived,
    giftCount: 0,
  };
}

/** GET /api/giving/funds: two active funds and an archived one. */
export const FUND_LIST: FundList = {
  items: [
    fund(BUILDING_FUND_ID, 'Building Fund'),
    fund(MISSIONS_FUND_ID, 'Missions'),
    fund(OLD_FUND_ID, 'Old Appeal', true),
  ],
};

export function campaignSummary(overrides: Partial<CampaignSummary> = {}): CampaignSummary {
  return {
    id: ROOF_ID,
    name: 'Roof Campaign 2026',
    description: 'A new roof for the sanctuary and the hall.',
    funds: [{ id: BUILDING_FUND_ID, name: 'Building Fund', label: 'Building Fund' }],
    startDate: '2026-01-01',
    endDate: '2027-12-31',
    goalCents: 6_000_000,
    status: 'active',
    pledgedCents: 360_000,
    givenCents: 1_500_000,
    pledgers: 2,
    ...overrides,
  };
}

/** Jane Smith's $1,200 monthly pledge, behind: $200 given of the $300 expected. */
export function janePledge(overrides: Partial<Pledge> = {}): Pledge {
  return {
    id: JANE_PLEDGE_ID,
    campaignId: ROOF_ID,
    campaignName: 'Roof Campaign 2026',
    pledger: { kind: 'donor', id: JANE_DONOR_ID, name: 'Jane Smith', donorId: JANE_DONOR_ID },
    amountCents: 120_000,
    frequency: 'monthly',
    instalmentCents: 10_000,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    givenCents: 20_000,
    fulfilledCents: 20_000,
    beyondCents: 0,
    remainingCents: 100_000,
    expectedCents: 30_000,
    standing: 'behind',
    imported: false,
    ...overrides,
  };
}

/** The Smiths' household pledge of $2,400 without a schedule, fulfilled with $50 beyond it. */
export function smithsPledge(overrides: Partial<Pledge> = {}): Pledge {
  return {
    id: SMITHS_PLEDGE_ID,
    campaignId: ROOF_ID,
    campaignName: 'Roof Campaign 2026',
    pledger: { kind: 'household', id: SMITHS_HOUSEHOLD_ID, name: 'Bob and Ann Smith', donorId: BOB_DONOR_ID },
    amountCents: 240_000,
    frequency: null,
    instalmentCents: null,
    startDate: '2026-01-01',
    endDate: '2027-06-30',
    givenCents: 245_000,
    fulfilledCents: 240_000,
    beyondCents: 5_000,
    remainingCents: 0,
    expectedCents: 100_000,
    standing: 'fulfilled',
    imported: false,
    ...overrides,
  };
}

/** GET /api/giving/campaigns/{id}: three months of progress and the two pledges. */
export function campaignDetail(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    ...campaignSummary(),
    pledgedGivenCents: 260_000,
    giversWithoutPledge: 14,
    progress: [
      { month: '2026-01', givenCents: 400_000, pledgedCents: 240_000 },
      { month: '2026-02', givenCents: 900_000, pledgedCents: 360_000 },
      { month: '2026-03', givenCents: 1_500_000, pledgedCents: 360_000 },
    ],
    pledges: [janePledge(), smithsPledge()],
    ...overrides,
  };
}
