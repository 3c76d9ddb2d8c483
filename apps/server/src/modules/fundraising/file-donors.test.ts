import type { DonationRecord } from '@steward/domain';
import { describe, expect, it } from 'vitest';
import { FileDonors } from './file-donors';

const row = (
  firstName: string,
  lastName: string,
  amountCents: number,
  parts: Partial<DonationRecord> = {},
) => ({
  firstName,
  lastName,
  email: null,
  phone: null,
  amountCents,
  date: '2024-01-07',
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

describe('the donors of a file', () => {
  it('numbers each identity once, in the order the file first names it', () => {
    const donors = new FileDonors(new Map());
    expect(donors.add(row('Mary', 'Smith', 5000))).toBe(0);
    expect(donors.add(row('John', 'Doe', 2500))).toBe(1);
    expect(donors.add(row(' MARY ', 'smith', 1000, { email: 'mary@example.org' }))).toBe(0);
    expect(donors.donors.map((d) => d.key)).toEqual(['mary smith', 'john doe']);
    expect(donors.donors[0]?.given).toMatchObject({ firstName: 'Mary', email: 'mary@example.org' });
    expect(new Set(donors.donors.map((d) => d.newId)).size).toBe(2);
  });

  it('gives a merged-away name the number of the donor it now stands for', () => {
    const donors = new FileDonors(new Map([['bob smith', 'robert smith']]));
    expect(donors.add(row('Bob', 'Smith', 5000, { phone: '555-0100' }))).toBe(0);
    expect(donors.add(row('Robert', 'Smith', 5000, { email: 'rob@example.org' }))).toBe(0);
    expect(donors.donors).toHaveLength(1);
    expect(donors.donors[0]).toMatchObject({
      key: 'robert smith',
      given: { firstName: 'Bob', phone: '555-0100', email: 'rob@example.org' },
    });
  });

  it('numbers a donor named only by refunds, with nothing given for them', () => {
    const donors = new FileDonors(new Map());
    expect(donors.add(row('Ann', 'Lee', -5000, { email: 'ann@example.org' }))).toBe(0);
    expect(donors.donors[0]?.given).toBeNull();
    donors.add(row('Ann', 'Lee', 2000, { city: 'Dayton' }));
    expect(donors.donors[0]?.given).toMatchObject({ email: null, city: 'Dayton' });
  });
});
