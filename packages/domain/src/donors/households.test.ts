import { describe, expect, it } from 'vitest';
import { householdName } from './households';

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
