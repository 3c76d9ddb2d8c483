import { describe, expect, it } from 'vitest';
import { formatAddress, mailingAddress } from './address';

const NONE = {
  addressLine1: null,
  addressLine2: null,
  city: null,
  region: null,
  postalCode: null,
  country: null,
};

describe('mailingAddress', () => {
  it('is null without any part, and keeps the parts it has', () => {
    expect(mailingAddress(NONE)).toBeNull();
    expect(mailingAddress({ ...NONE, city: 'Dayton' })).toEqual({
      line1: null,
      line2: null,
      city: 'Dayton',
      region: null,
      postalCode: null,
      country: null,
    });
  });
});

describe('formatAddress', () => {
  it('writes an address on one line, as an envelope orders it', () => {
    const full = mailingAddress({
      addressLine1: '12 Elm St',
      addressLine2: 'Apt 4',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'USA',
    });
    expect(full && formatAddress(full)).toBe('12 Elm St, Apt 4, Springfield, IL 62701, USA');
  });

  it('leaves out the parts it does not have', () => {
    const partial = mailingAddress({ ...NONE, city: 'Leeds', postalCode: 'LS1 4AP' });
    expect(partial && formatAddress(partial)).toBe('Leeds, LS1 4AP');
    const cityLine = mailingAddress({ ...NONE, city: 'Springfield, IL 62701' });
    expect(cityLine && formatAddress(cityLine)).toBe('Springfield, IL 62701');
  });
});
