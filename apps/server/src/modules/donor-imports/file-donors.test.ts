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
  household: null,
  ...parts,
});

describe('the donors of a file', () => {
  it('numbers each identity once, in the order the file first names it, with the identity on its first row', () => {
    const donors = new FileDonors(new Map());
    expect(donors.add(row('Mary', 'Smith', 5000))).toEqual({ number: 0, key: 'mary smith', tells: true });
    expect(donors.add(row('John', 'Doe', 2500))).toEqual({ number: 1, key: 'john doe', tells: true });
    expect(donors.add(row(' MARY ', 'smith', 1000))).toEqual({ number: 0, key: null, tells: false });
  });

  it('stages a later gift only when it gives a missing contact or an address part', () => {
    const donors = new FileDonors(new Map());
    donors.add(row('Mary', 'Smith', 5000, { phone: '555-0100' }));
    expect(donors.add(row('Mary', 'Smith', 5000, { phone: '555-0199' })).tells).toBe(false);
    expect(donors.add(row('Mary', 'Smith', 5000, { email: 'mary@example.org' })).tells).toBe(true);
    expect(donors.add(row('Mary', 'Smith', 5000, { email: 'other@example.org' })).tells).toBe(false);
    expect(donors.add(row('Mary', 'Smith', 5000, { city: 'Dayton' })).tells).toBe(true);
    expect(donors.add(row('Mary', 'Smith', 5000, { city: 'Dayton' })).tells).toBe(true);
  });

  it('gives a merged-away name the number and identity of the donor it now stands for', () => {
    const donors = new FileDonors(new Map([['bob smith', 'robert smith']]));
    expect(donors.add(row('Bob', 'Smith', 5000))).toEqual({ number: 0, key: 'robert smith', tells: true });
    expect(donors.add(row('Robert', 'Smith', 5000)).number).toBe(0);
  });

  it('tells nothing about a donor by a refund, so their first gift still carries their values', () => {
    const donors = new FileDonors(new Map());
    expect(donors.add(row('Ann', 'Lee', -5000, { email: 'ann@example.org' }))).toEqual({
      number: 0,
      key: 'ann lee',
      tells: false,
    });
    expect(donors.add(row('Ann', 'Lee', 2000))).toEqual({ number: 0, key: null, tells: true });
  });
});
