import { describe, expect, it } from 'vitest';
import { verifiedEmail } from './claims';

describe('verifiedEmail', () => {
  it.each([
    ['google', { email: 'Pastor@Church.org', email_verified: true }, 'pastor@church.org'],
    ['google', { email: 'pastor@church.org', email_verified: false }, null],
    ['google', { email: 'pastor@church.org' }, null],
    // A string "true" is not Google's boolean: nothing loose is taken for a verification.
    ['google', { email: 'pastor@church.org', email_verified: 'true' }, null],
    // xms_edov is Microsoft's claim only.
    ['google', { email: 'pastor@church.org', xms_edov: true }, null],
    ['microsoft', { email: 'pastor@church.org', xms_edov: true }, 'pastor@church.org'],
    ['microsoft', { email: 'pastor@church.org', email_verified: true }, 'pastor@church.org'],
    ['microsoft', { email: 'pastor@church.org', xms_edov: false }, null],
    ['microsoft', { email: 'pastor@church.org' }, null],
    ['microsoft', { email_verified: true }, null],
  ] as const)('%s %j -> %s', (provider, claims, expected) => {
    expect(verifiedEmail(provider, { sub: 'x', ...claims })).toBe(expected);
  });
});
