import { describe, expect, it } from 'vitest';
import { addressKey, emailKey, nameKey, nameWords, phoneKey, postalCodeKey, streetKey } from './match-keys';

describe('nameKey', () => {
  it.each([
    ["O'Neil", 'oneil'],
    ['ONeil', 'oneil'],
    ['O’Neil', 'oneil'],
    ['  Müller ', 'muller'],
    ['Zoë', 'zoe'],
    ['Smith-Jones', 'smithjones'],
    ['J.', 'j'],
    ['李', '李'],
  ])('writes %j as %j', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });
});

describe('nameWords', () => {
  it('splits names on spaces, hyphens and "and", keeping words as nameKey writes them', () => {
    expect(nameWords('Mary-Ann')).toEqual(['mary', 'ann']);
    expect(nameWords('John & Mary')).toEqual(['john', 'mary']);
    expect(nameWords('John and Mary')).toEqual(['john', 'mary']);
    expect(nameWords("J. O'Neil")).toEqual(['j', 'oneil']);
  });
});

describe('streetKey', () => {
  it.each([
    ['18 Birch Lane', '18 Birch Ln'],
    ['18 Birch Lane', '18 birch ln.'],
    ['12 North Main Street', '12 N. Main St'],
    ['300 West Avenue, Apartment 4', '300 W Ave Apt #4'],
    ['5 Oak Road', '5 OAK RD'],
    ['7 Elm Drive', '7 Elm Dr.'],
    ['1 Park Boulevard', '1 Park Blvd'],
    ["4 O'Neil Court", '4 ONeil Ct'],
    ['P.O. Box 12', 'PO Box 12'],
    ['Post Office Box 12', 'P O Box 12'],
    ['9 Northwest Parkway Suite 100', '9 NW Pkwy Ste 100'],
    ['22 Rue Élysée', '22 rue elysee'],
  ])('reads %j and %j as one street', (a, b) => {
    expect(streetKey(a)).toBe(streetKey(b));
    expect(streetKey(a)).not.toBeNull();
  });

  it('writes the USPS abbreviation of each word', () => {
    expect(streetKey('18 Birch Lane')).toBe('18 birch ln');
    expect(streetKey('12 North Main Street')).toBe('12 n main st');
  });

  it('keeps two different streets, and two numbers on one street, apart', () => {
    expect(streetKey('18 Birch Lane')).not.toBe(streetKey('18 Birch Road'));
    expect(streetKey('18 Birch Lane')).not.toBe(streetKey('81 Birch Lane'));
    expect(streetKey('12 North Main St')).not.toBe(streetKey('12 South Main St'));
  });

  it('is null without a street', () => {
    expect(streetKey(null)).toBeNull();
    expect(streetKey(' ,. ')).toBeNull();
  });
});

describe('postalCodeKey', () => {
  it('reads a ZIP+4 as its ZIP, and ignores spaces, dashes and case', () => {
    expect(postalCodeKey('62701-1234')).toBe('62701');
    expect(postalCodeKey('627011234')).toBe('62701');
    expect(postalCodeKey(' 62701 ')).toBe('62701');
    expect(postalCodeKey('sw1a 1aa')).toBe('SW1A1AA');
    expect(postalCodeKey('')).toBeNull();
    expect(postalCodeKey(null)).toBeNull();
  });
});

describe('addressKey', () => {
  it('is the street and the postal code, and nothing without both', () => {
    expect(addressKey('18 Birch Lane', '62701')).toBe(addressKey('18 Birch Ln', '62701-0001'));
    expect(addressKey('18 Birch Lane', '62701')).not.toBe(addressKey('18 Birch Lane', '62702'));
    expect(addressKey('18 Birch Lane', null)).toBeNull();
    expect(addressKey(null, '62701')).toBeNull();
  });
});

describe('emailKey and phoneKey', () => {
  it('compare an email whatever its case and spaces', () => {
    expect(emailKey(' Ann@Example.org ')).toBe('ann@example.org');
    expect(emailKey('')).toBeNull();
    expect(emailKey(null)).toBeNull();
  });

  it('compare a phone by its last ten digits, and not a fragment', () => {
    expect(phoneKey('+1 (217) 555-0101')).toBe(phoneKey('217.555.0101'));
    expect(phoneKey('555-01')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });
});
