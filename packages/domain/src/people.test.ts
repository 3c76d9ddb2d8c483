import { describe, expect, it } from 'vitest';
import { displayName } from './people';

describe('displayName', () => {
  it.each([
    { fullName: 'Pat Jones', email: 'pat@grace.test', shown: 'Pat Jones' },
    { fullName: '  Pat Jones  ', email: 'pat@grace.test', shown: 'Pat Jones' },
    { fullName: null, email: 'pat@grace.test', shown: 'pat@grace.test' },
    { fullName: undefined, email: 'pat@grace.test', shown: 'pat@grace.test' },
    { fullName: '', email: 'pat@grace.test', shown: 'pat@grace.test' },
    { fullName: '   ', email: 'pat@grace.test', shown: 'pat@grace.test' },
    { fullName: '\t\n', email: 'pat@grace.test', shown: 'pat@grace.test' },
  ])('$fullName, $email -> $shown', ({ fullName, email, shown }) => {
    expect(displayName({ fullName, email })).toBe(shown);
  });
});
