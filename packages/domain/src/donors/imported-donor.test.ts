import { describe, expect, it } from 'vitest';
import { addImportedGift, importedDonor } from './imported-donor';
import type { DonationRecord } from './records';

const gift = (date: string, parts: Partial<DonationRecord> = {}): DonationRecord => ({
  firstName: 'Mary',
  lastName: 'Smith',
  email: null,
  phone: null,
  amountCents: 5000,
  date,
  fund: null,
  externalId: null,
  addressLine1: null,
  addressLine2: null,
  city: null,
  region: null,
  postalCode: null,
  country: null,
  ...parts,
});

function fold(gifts: DonationRecord[]) {
  const [first, ...rest] = gifts as [DonationRecord, ...DonationRecord[]];
  const donor = importedDonor(first);
  for (const later of rest) addImportedGift(donor, later);
  return donor;
}

describe('the donor a file gives (spec 001 §5 Merge)', () => {
  it('keeps the name of the first row and the first email and phone given', () => {
    const donor = fold([
      gift('2024-03-01', { firstName: 'MARY', lastName: 'SMITH' }),
      gift('2024-01-01', { email: 'mary@example.org' }),
      gift('2024-05-01', { email: 'other@example.org', phone: '555-0100' }),
      gift('2024-06-01', { phone: '555-0199' }),
    ]);
    expect(donor).toMatchObject({
      firstName: 'MARY',
      lastName: 'SMITH',
      email: 'mary@example.org',
      phone: '555-0100',
    });
  });

  it('takes each address part from the latest gift giving it, whatever the row order', () => {
    const donor = fold([
      gift('2024-05-01', { addressLine1: '9 New Rd', city: 'Dayton' }),
      gift('2023-01-01', { addressLine1: '1 Old St', addressLine2: 'Apt 4', city: 'Akron', country: 'USA' }),
      gift('2024-02-01', { postalCode: '45402' }),
    ]);
    expect(donor).toMatchObject({
      addressLine1: '9 New Rd',
      addressLine2: null,
      addressLine1On: '2024-05-01',
      city: 'Dayton',
      cityOn: '2024-05-01',
      postalCode: '45402',
      postalCodeOn: '2024-02-01',
      country: 'USA',
      countryOn: '2023-01-01',
      region: null,
      regionOn: null,
    });
  });

  it('lets the later row win on one day, and the second line follow its street', () => {
    const donor = fold([
      gift('2024-05-01', { addressLine1: '1 Old St', addressLine2: 'Apt 4' }),
      gift('2024-05-01', { addressLine1: '9 New Rd' }),
      gift('2024-04-01', { addressLine1: '5 Older Ave', addressLine2: 'Unit 2' }),
    ]);
    expect(donor).toMatchObject({
      addressLine1: '9 New Rd',
      addressLine2: null,
      addressLine1On: '2024-05-01',
    });
  });

  it('takes no second line without its street', () => {
    expect(fold([gift('2024-05-01', { addressLine2: 'Apt 4' })]).addressLine2).toBeNull();
  });
});
