import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits';
import { duplicateMatch, findDuplicatePairs, type MatchableDonor } from './duplicates';
import { familyNameLikeness, givenNameLikeness } from './name-likeness';

let next = 0;
function donor(fields: Partial<MatchableDonor> & { firstName: string; lastName: string }): MatchableDonor {
  next += 1;
  return {
    id: `d${String(next).padStart(6, '0')}`,
    email: null,
    phone: null,
    addressLine1: null,
    postalCode: null,
    ...fields,
  };
}

describe('givenNameLikeness', () => {
  it.each([
    ['Margaret', 'margaret', 'same'],
    ['Margaret', 'Margret', 'misspelt'],
    ['Michael', 'Micheal', 'misspelt'],
    ['Jeffrey', 'Jeffery', 'misspelt'],
    ['Christopher', 'Christofer', 'misspelt'],
    ['Robert', 'Bob', 'nickname'],
    ['Peggy', 'Margaret', 'nickname'],
    ['J.', 'John', 'initial'],
    ['Mary', 'Mary Ann', 'partial'],
    ['John & Mary', 'Mary', 'partial'],
    ['', 'John', 'unknown'],
    ['John', 'Mary', 'different'],
    ['John', 'Joan', 'different'],
    ['Mark', 'Mary', 'different'],
    ['Gene', 'Jean', 'different'],
    ['Louis', 'Louise', 'different'],
    ['Francis', 'Frances', 'different'],
    ['Antonio', 'Antonia', 'different'],
    ['Carl', 'Carol', 'different'],
    ['Mary Ann', 'Mary Beth', 'different'],
    ['J.', 'Mary', 'different'],
  ] as const)('%j and %j: %s', (a, b, likeness) => {
    expect(givenNameLikeness(a, b)).toBe(likeness);
    expect(givenNameLikeness(b, a)).toBe(likeness);
  });
});

describe('familyNameLikeness', () => {
  it.each([
    ["O'Neil", 'ONeil', 'same'],
    ['Müller', 'Muller', 'same'],
    ["O'Neil", "O'Neill", 'misspelt'],
    ['Smith', 'Smyth', 'misspelt'],
    ['Jones', 'Smith-Jones', 'partial'],
    ['Smith', 'Jones', 'different'],
    ['Lee', 'Lea', 'different'],
    ['', 'Smith', 'unknown'],
  ] as const)('%j and %j: %s', (a, b, likeness) => {
    expect(familyNameLikeness(a, b)).toBe(likeness);
    expect(familyNameLikeness(b, a)).toBe(likeness);
  });
});

describe('duplicateMatch', () => {
  const margaret = donor({
    firstName: 'Margaret',
    lastName: "O'Neil",
    addressLine1: '18 Birch Lane',
    postalCode: '62701',
  });

  it("takes Margaret O'Neil of 18 Birch Lane and Margret ONeil of 18 Birch Ln, same ZIP, for one person", () => {
    const margret = donor({
      firstName: 'Margret',
      lastName: 'ONeil',
      addressLine1: '18 Birch Ln',
      postalCode: '62701',
    });
    expect(duplicateMatch(margaret, margret)).toEqual({
      reasons: ['address', 'name'],
      score: expect.any(Number),
    });
  });

  it('never takes two given names of one household for one person, whatever they share', () => {
    const shared = {
      addressLine1: '12 Elm Street',
      postalCode: '62701',
      email: 'smiths@example.org',
      phone: '217-555-0101',
    };
    const john = donor({ firstName: 'John', lastName: 'Smith', ...shared });
    expect(duplicateMatch(john, donor({ firstName: 'Mary', lastName: 'Smith', ...shared }))).toBeNull();
    expect(duplicateMatch(john, donor({ firstName: 'Joan', lastName: 'Smith', ...shared }))).toBeNull();
    expect(
      duplicateMatch(
        donor({ firstName: 'Francis', lastName: 'Smith', ...shared }),
        donor({ firstName: 'Frances', lastName: 'Smith', ...shared }),
      ),
    ).toBeNull();
  });

  it('takes one given name misspelt at one address for one person', () => {
    const at = { addressLine1: '12 Elm Street', postalCode: '62701' };
    expect(
      duplicateMatch(
        donor({ firstName: 'Michael', lastName: 'Smith', ...at }),
        donor({ firstName: 'Micheal', lastName: 'Smith', ...at }),
      ),
    ).toMatchObject({ reasons: ['address', 'name'] });
  });

  it('finds one person by email or phone under a married name, but not by an initial alone', () => {
    const mary = donor({
      firstName: 'Mary',
      lastName: 'Smith',
      email: 'mary@example.org',
      phone: '217 555 0101',
    });
    expect(
      duplicateMatch(mary, donor({ firstName: 'Mary', lastName: 'Jones', email: 'MARY@example.org' })),
    ).toMatchObject({
      reasons: ['email'],
    });
    expect(
      duplicateMatch(mary, donor({ firstName: 'Mary', lastName: 'Jones', phone: '+1 217-555-0101' })),
    ).toMatchObject({
      reasons: ['phone'],
    });
    expect(
      duplicateMatch(mary, donor({ firstName: 'M.', lastName: 'Jones', email: 'mary@example.org' })),
    ).toBeNull();
    expect(
      duplicateMatch(mary, donor({ firstName: '', lastName: 'Jones', email: 'mary@example.org' })),
    ).toBeNull();
  });

  it('finds a name alone when one part is the same and the other alike, not two slips in one name', () => {
    const robert = donor({ firstName: 'Robert', lastName: 'Smith' });
    expect(duplicateMatch(robert, donor({ firstName: 'Bob', lastName: 'Smith' }))).toEqual({
      reasons: ['name'],
      score: expect.any(Number),
    });
    expect(duplicateMatch(robert, donor({ firstName: 'R.', lastName: 'Smith' }))).toMatchObject({
      reasons: ['name'],
    });
    expect(duplicateMatch(robert, donor({ firstName: 'Robert', lastName: 'Smyth' }))).toMatchObject({
      reasons: ['name'],
    });
    expect(duplicateMatch(robert, donor({ firstName: 'Bob', lastName: 'Smyth' }))).toBeNull();
    expect(duplicateMatch(robert, donor({ firstName: 'Robert', lastName: 'Jones' }))).toBeNull();
    expect(duplicateMatch(robert, donor({ firstName: '', lastName: 'Smith' }))).toBeNull();
  });

  it('finds the two names written the other way round', () => {
    expect(
      duplicateMatch(
        donor({ firstName: 'Smith', lastName: 'John' }),
        donor({ firstName: 'John', lastName: 'Smith' }),
      ),
    ).toMatchObject({ reasons: ['name'] });
  });

  it('scores more shared and fewer conflicting details higher', () => {
    const ann = donor({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.org',
      addressLine1: '1 Oak Rd',
      postalCode: '10001',
    });
    const sameEmail = duplicateMatch(
      ann,
      donor({ firstName: 'Anne', lastName: 'Lee', email: 'ann@example.org' }),
    );
    const nameOnly = duplicateMatch(ann, donor({ firstName: 'Anne', lastName: 'Lee' }));
    const elsewhere = duplicateMatch(
      ann,
      donor({
        firstName: 'Anne',
        lastName: 'Lee',
        email: 'other@example.org',
        addressLine1: '9 Pine St',
        postalCode: '90210',
      }),
    );
    expect(sameEmail?.score).toBeGreaterThan(nameOnly?.score ?? 0);
    expect(nameOnly?.score).toBeGreaterThan(elsewhere?.score ?? 0);
    expect(elsewhere?.reasons).toEqual(['name']);
  });
});

describe('findDuplicatePairs', () => {
  it('finds each pair once, the smaller id first, the most alike first', () => {
    const a = donor({
      firstName: 'Margaret',
      lastName: "O'Neil",
      addressLine1: '18 Birch Lane',
      postalCode: '62701',
      email: 'm@example.org',
    });
    const b = donor({
      firstName: 'Margret',
      lastName: 'ONeil',
      addressLine1: '18 Birch Ln',
      postalCode: '62701',
      email: 'm@example.org',
    });
    const c = donor({ firstName: 'Bob', lastName: 'Ray' });
    const d = donor({ firstName: 'Robert', lastName: 'Ray' });
    const e = donor({
      firstName: 'Mary',
      lastName: "O'Neil",
      addressLine1: '18 Birch Lane',
      postalCode: '62701',
    });
    const pairs = findDuplicatePairs([d, e, c, b, a]);
    expect(pairs.map((pair) => pair.ids)).toEqual([
      [a.id, b.id],
      [c.id, d.id],
    ]);
    expect(pairs[0]?.reasons).toEqual(['email', 'address', 'name']);
  });

  it('finds the same pairs as comparing every donor with every other (property over generated donors)', () => {
    const firsts = [
      'John',
      'Jon',
      'Mary',
      'Margaret',
      'Margret',
      'Peggy',
      'Robert',
      'Bob',
      'R.',
      '',
      'Ann',
      'Anne',
    ];
    const lasts = ['Smith', 'Smyth', "O'Neil", 'ONeil', 'Jones', 'Smith-Jones', 'Lee'];
    const streets = ['18 Birch Lane', '18 Birch Ln', '4 Oak Rd', null];
    const donors = Array.from({ length: 240 }, (_, i) =>
      donor({
        firstName: firsts[i % firsts.length] as string,
        lastName: lasts[(i * 7) % lasts.length] as string,
        email: i % 5 === 0 ? `e${i % 3}@example.org` : null,
        phone: i % 7 === 0 ? `217555010${i % 4}` : null,
        addressLine1: streets[(i * 3) % streets.length] ?? null,
        postalCode: i % 2 === 0 ? '62701' : '62702',
      }),
    );
    const everyPair: string[] = [];
    for (let i = 0; i < donors.length; i++) {
      for (let j = i + 1; j < donors.length; j++) {
        const [x, y] = [donors[i] as MatchableDonor, donors[j] as MatchableDonor];
        if (duplicateMatch(x, y)) everyPair.push([x.id, y.id].sort().join('|'));
      }
    }
    const found = findDuplicatePairs(donors).map((pair) => pair.ids.join('|'));
    expect(found.length).toBeGreaterThan(100);
    expect(new Set(found)).toEqual(new Set(everyPair));
    expect(found).toHaveLength(everyPair.length);
  });

  it('compares nobody within a key shared by more donors than the limit', () => {
    // One given name and an office email typed for everyone: each pair would be "same email".
    const everyone = Array.from({ length: LIMITS.donors.duplicateGroup + 1 }, (_, i) =>
      donor({ firstName: 'Pat', lastName: `Family${i}`, email: 'office@example.org' }),
    );
    const few = everyone.slice(0, 3);
    expect(findDuplicatePairs(few)).toHaveLength(3);
    expect(findDuplicatePairs(everyone)).toEqual([]);
  });
});
