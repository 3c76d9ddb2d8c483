import { describe, expect, it } from 'vitest';
import { sameGivenNames } from './given-names';

describe('sameGivenNames', () => {
  it('links a short form to its full name both ways', () => {
    expect(sameGivenNames('Bob')).toContain('robert');
    expect(sameGivenNames(' Robert ')).toContain('bob');
    expect(sameGivenNames('Liz')).toContain('elizabeth');
  });

  it('links a form that belongs to two names to both', () => {
    expect(sameGivenNames('Al')).toEqual(expect.arrayContaining(['alexander', 'albert']));
  });

  it('keeps a name it does not know as itself, and never links two different full names', () => {
    expect(sameGivenNames('Zebedee')).toEqual(['zebedee']);
    expect(sameGivenNames('Robert')).not.toContain('william');
  });
});
