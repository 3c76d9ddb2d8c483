import type { DonorGiftPage, DonorProfile } from '@steward/domain';
import { donorSummary } from './donors';

export const JANE_ID = '33333333-3333-4333-8333-333333333333';
export const SMYTH_ID = '55555555-5555-4555-8555-555555555555';
export const BOB_ID = '44444444-4444-4444-8444-444444444444';

type Donor = DonorProfile['donor'];

/** Jane Smith on her own page: 120 gifts, $12,500 from Jan 2022 to Nov 2024, an address in Springfield. */
export function donorRecord(overrides: Partial<Donor> = {}): Donor {
  return {
    ...donorSummary({
      id: JANE_ID,
      totalAmount: 12500,
      donationCount: 120,
      averageDonation: 104.17,
      firstDonation: '2022-01-09',
      lastDonation: '2024-11-15',
      frequency: 'frequent',
    }),
    address: {
      line1: '12 Elm St',
      line2: 'Apt 4',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'USA',
    },
    ...overrides,
  };
}

/**
 * GET /api/donors/{id} for Jane Smith: three years, three funds (one gift list without a fund), and
 * two possible duplicates, Jane Smyth (a close name; 3 gifts, no email, her street written out) and
 * J. Smith (the same email; 1 gift, no phone).
 */
export function donorProfile(overrides: Partial<DonorProfile> = {}): DonorProfile {
  return {
    donor: donorRecord(),
    household: null,
    years: [
      { year: 2022, amount: 3000, gifts: 30 },
      { year: 2023, amount: 4500, gifts: 45 },
      { year: 2024, amount: 5000, gifts: 45 },
    ],
    funds: [
      { fund: 'General', amount: 8000, gifts: 80 },
      { fund: '', amount: 3000, gifts: 30 },
      { fund: 'Building', amount: 1500, gifts: 10 },
    ],
    refunds: [],
    inKindGifts: [],
    adjustments: [],
    possibleDuplicates: [
      {
        ...donorSummary({
          id: SMYTH_ID,
          lastName: 'Smyth',
          email: null,
          totalAmount: 300,
          donationCount: 3,
          averageDonation: 100,
        }),
        address: {
          line1: '12 Elm Street',
          line2: null,
          city: 'Springfield',
          region: 'IL',
          postalCode: '62701',
          country: null,
        },
        reasons: ['name'],
      },
      {
        ...donorSummary({
          id: '66666666-6666-4666-8666-666666666666',
          firstName: 'J.',
          phone: null,
          totalAmount: 80,
          donationCount: 1,
          averageDonation: 80,
          frequency: 'one-time',
        }),
        reasons: ['email'],
      },
    ],
    ...overrides,
  };
}

/**
 * One page of GET /api/donors/{id}/gifts out of `total`: $100 gifts a week apart, newest first, the
 * first of each page to the General fund with an id, the others without a fund or an id.
 */
export function donorGiftPage(page: number, total = 120, pageSize = 50): DonorGiftPage {
  const first = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - first));
  const items = Array.from({ length: count }, (_, index) => {
    const position = first + index;
    const date = new Date(Date.UTC(2024, 10, 15 - position * 7)).toISOString().slice(0, 10);
    const imported = {
      batchName: null,
      method: null,
      checkNumber: null,
      corrected: false,
      adjustmentWaiting: null,
    };
    return index === 0
      ? { date, amount: 100 + position, fund: 'General', externalId: `TX-${1000 + position}`, ...imported }
      : { date, amount: 100, fund: '', externalId: null, ...imported };
  });
  return { items, total, page, pageSize };
}
