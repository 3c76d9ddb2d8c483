import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { donorContactUpdateSchema } from './api/donor-records';
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

  it("is the donor page's rule, which a donor file's email must also pass (property)", () => {
    const donorPageTakes = (email: string) => donorContactUpdateSchema.shape.email.safeParse(email).success;
    const local = fc.stringMatching(/^[a-zA-Z0-9._+'<>, ;-]{0,12}$/);
    const domain = fc.stringMatching(/^[a-zA-Z0-9.,;-]{0,12}$/);
    const candidate = fc.oneof(
      fc.string(),
      fc
        .tuple(local, fc.constantFrom('@', '@@', ''), domain, fc.constantFrom('.org', '', '.x', ', b@c.org'))
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(candidate, (text) => {
        const trimmed = text.trim();
        if (trimmed === '') return;
        expect(isEmailAddress(trimmed)).toBe(donorPageTakes(trimmed));
      }),
      { numRuns: 3000 },
    );
  });
});
