import { describe, expect, it } from 'vitest';
import {
  householdAddressKey,
  householdName,
  householdSuggestionKey,
  householdSuggestions,
} from './households';

describe('householdName', () => {
  it('names a couple of one last name by their first names', () => {
    expect(
      householdName([
        { firstName: 'John', lastName: 'Smith' },
        { firstName: 'Mary', lastName: 'Smith' },
      ]),
    ).toBe('John and Mary Smith');
  });

  it('matches the last name whatever its case, and lists three first names', () => {
    expect(
      householdName([
        { firstName: 'John', lastName: 'Smith' },
        { firstName: 'Mary', lastName: 'SMITH' },
        { firstName: 'Sam', lastName: 'smith ' },
      ]),
    ).toBe('John, Mary and Sam Smith');
  });

  it('gives each full name when the last names differ', () => {
    expect(
      householdName([
        { firstName: 'Tom', lastName: 'Becker' },
        { firstName: 'Lena', lastName: 'Hoffmann' },
      ]),
    ).toBe('Tom Becker and Lena Hoffmann');
  });

  it('keeps a donor known by one name only whole', () => {
    expect(
      householdName([
        { firstName: '', lastName: 'Smith' },
        { firstName: 'Mary', lastName: 'Smith' },
      ]),
    ).toBe('Smith and Mary Smith');
  });
});

const person = (id: string, firstName: string, lastName: string, addressLine1: string | null, rest = {}) => ({
  id,
  firstName,
  lastName,
  addressLine1,
  postalCode: '62704',
  city: 'Springfield',
  householdId: null as string | null,
  ...rest,
});

describe('householdAddressKey', () => {
  it('reads a street as USPS abbreviates it, with the postal code or else the city', () => {
    const key = householdAddressKey({ addressLine1: '12 Elm Street', postalCode: '62704-1234', city: 'X' });
    expect(householdAddressKey({ addressLine1: '12 elm st.', postalCode: '62704', city: null })).toBe(key);
    expect(householdAddressKey({ addressLine1: '12 Elm St', postalCode: null, city: 'Springfield' })).toBe(
      householdAddressKey({ addressLine1: '12 ELM STREET', postalCode: '', city: 'springfield' }),
    );
    expect(householdAddressKey({ addressLine1: '14 Elm St', postalCode: '62704', city: null })).not.toBe(key);
  });

  it('has no key without a street, or with neither a postal code nor a city', () => {
    expect(householdAddressKey({ addressLine1: null, postalCode: '62704', city: 'Springfield' })).toBeNull();
    expect(householdAddressKey({ addressLine1: '12 Elm St', postalCode: null, city: null })).toBeNull();
  });
});

describe('householdSuggestions', () => {
  it('suggests donors of one last name at one address, and not a neighbour or another family there', () => {
    const suggestions = householdSuggestions(
      [
        person('john', 'John', 'Smith', '12 Elm Street'),
        person('mary', 'Mary', 'SMITH', '12 Elm St.'),
        person('ann', 'Ann', 'Lee', '12 Elm St'),
        person('tom', 'Tom', 'Smith', '14 Elm St'),
        person('nobody', 'Nobody', 'Smith', null),
      ],
      new Set(),
      12,
    );
    expect(suggestions).toEqual([{ donorIds: ['john', 'mary'], householdId: null }]);
  });

  it('suggests a donor joining the household at their address, never two households together', () => {
    const suggestions = householdSuggestions(
      [
        person('sam', 'Sam', 'Smith', '12 Elm St'),
        person('john', 'John', 'Smith', '12 Elm St', { householdId: 'h1' }),
        person('mary', 'Mary', 'Smith', '12 Elm St', { householdId: 'h1' }),
        person('bo', 'Bo', 'Ray', '9 Oak Rd', { householdId: 'h2' }),
        person('al', 'Al', 'Ray', '9 Oak Rd', { householdId: 'h3' }),
        person('cy', 'Cy', 'Ray', '9 Oak Rd'),
        person('di', 'Di', 'Ng', '1 Main St', { householdId: 'h4' }),
        person('ed', 'Ed', 'Ng', '1 Main St', { householdId: 'h4' }),
      ],
      new Set(),
      12,
    );
    expect(suggestions).toEqual([{ donorIds: ['john', 'mary', 'sam'], householdId: 'h1' }]);
  });

  it('leaves out a dismissed group until it gains a donor, and a group too large for a household', () => {
    const donors = [person('b', 'B', 'Smith', '12 Elm St'), person('a', 'A', 'Smith', '12 Elm St')];
    const dismissed = new Set([householdSuggestionKey(['a', 'b'])]);
    expect(householdSuggestions(donors, dismissed, 12)).toEqual([]);
    expect(
      householdSuggestions([...donors, person('c', 'C', 'Smith', '12 Elm St')], dismissed, 12),
    ).toHaveLength(1);
    expect(householdSuggestions([...donors, person('c', 'C', 'Smith', '12 Elm St')], new Set(), 2)).toEqual(
      [],
    );
  });

  it('orders suggestions by last name', () => {
    const suggestions = householdSuggestions(
      [
        person('y1', 'Y', 'Young', '1 A St'),
        person('y2', 'Z', 'Young', '1 A St'),
        person('a1', 'A', 'Adams', '2 B St'),
        person('a2', 'B', 'Adams', '2 B St'),
      ],
      new Set(),
      12,
    );
    expect(suggestions.map((s) => s.donorIds[0])).toEqual(['a1', 'y1']);
  });
});
