import { describe, expect, it } from 'vitest';
import { idTokenNamesEmail, verifiedEmail, withUserInfo } from './claims';

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
    ['oidc', { email: 'pastor@church.org', email_verified: true }, 'pastor@church.org'],
    ['oidc', { email: 'pastor@church.org', email_verified: false }, null],
    ['oidc', { email: 'pastor@church.org', xms_edov: true }, null],
  ] as const)('%s %j -> %s', (provider, claims, expected) => {
    expect(verifiedEmail(provider, { sub: 'x', ...claims })).toBe(expected);
  });
});

describe('idTokenNamesEmail: whether the ID token says the email, or UserInfo must be asked', () => {
  it.each([
    ['oidc', { email: 'a@church.org', email_verified: true }, true],
    ['oidc', { email: 'a@church.org', email_verified: false }, true],
    // oidc-provider, Keycloak: the scopes' claims only at UserInfo.
    ['oidc', {}, false],
    ['oidc', { email: 'a@church.org' }, false],
    ['oidc', { email_verified: true }, false],
    ['google', { email: 'a@gmail.com', email_verified: true }, true],
    ['microsoft', { email: 'a@church.org', xms_edov: false }, true],
    ['microsoft', { email: 'a@church.org' }, false],
    ['oidc', { email: 'a@church.org', xms_edov: true }, false],
  ] as const)('%s %j -> %s', (provider, claims, expected) => {
    expect(idTokenNamesEmail(provider, { sub: 'x', ...claims })).toBe(expected);
  });
});

describe('withUserInfo', () => {
  it('takes the email and its verification together from UserInfo, the name from the ID token first', () => {
    expect(
      withUserInfo(
        { sub: 'x', email: 'old@church.org', xms_edov: true, name: 'From the token' },
        { email: 'new@church.org', email_verified: false, name: 'From UserInfo' },
      ),
    ).toEqual({ sub: 'x', email: 'new@church.org', email_verified: false, name: 'From the token' });
    expect(withUserInfo({ sub: 'x' }, { email: 'a@church.org', email_verified: true, name: 'Ann' })).toEqual({
      sub: 'x',
      email: 'a@church.org',
      email_verified: true,
      name: 'Ann',
    });
  });
});
