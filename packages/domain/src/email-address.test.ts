import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it('takes one plain address', () => {
    expect(isEmailAddress('ann.lee@example.org')).toBe(true);
  });

  it.each([
    'victim@example.org, attacker@example.net',
    'Name <a@example.org>, b@example.org',
    'a@example.org;b@example.org',
    'Ann <ann@example.org>',
    'ann@example.org\nBcc: b@example.org',
    'ann@example.org\r\n',
    `${'a'.repeat(250)}@example.org`,
    '',
  ])('refuses %j', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});
