import { describe, expect, it } from 'vitest';
import { differingFields, type MergeableDetails, mergedDetails } from './merge-choices';

const margaret: MergeableDetails = {
  firstName: 'Margaret',
  lastName: "O'Neil",
  email: null,
  phone: '217-555-0101',
  address: {
    line1: '18 Birch Lane',
    line2: null,
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: null,
  },
};
const margret: MergeableDetails = {
  firstName: 'Margret',
  lastName: 'ONeil',
  email: 'margaret@example.org',
  phone: null,
  address: {
    line1: '18 Birch Ln',
    line2: 'Apt 2',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: null,
  },
};

describe('mergedDetails', () => {
  it('keeps the staying donor’s values, filling only what it lacks, when nothing is chosen', () => {
    expect(mergedDetails(margaret, margret)).toEqual({ ...margaret, email: 'margaret@example.org' });
  });

  it('takes each chosen field from the chosen donor, the address whole', () => {
    expect(
      mergedDetails(margaret, margret, {
        firstName: 'this',
        lastName: 'other',
        phone: 'other',
        address: 'other',
      }),
    ).toEqual({
      firstName: 'Margaret',
      lastName: 'ONeil',
      email: 'margaret@example.org',
      phone: null,
      address: margret.address,
    });
  });
});

describe('differingFields', () => {
  it('lists the fields whose values differ, the address as one', () => {
    expect(differingFields(margaret, margret)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'address',
    ]);
    expect(differingFields(margaret, { ...margaret, phone: null })).toEqual(['phone']);
  });
});
