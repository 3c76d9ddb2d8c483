import type { SecurityPolicy } from '@steward/domain';
import { describe, expect, it } from 'vitest';
import { policyFormSchema, policyFormValues } from './policy-form';

const POLICY: SecurityPolicy = {
  twoFactorRequiredFor: 'admins',
  ssoDomains: ['grace.test'],
  ssoOnly: false,
  ssoCountsAsSecondFactor: false,
  twoFactorGraceUntil: '2026-12-16T12:00:00.000Z',
  ssoProviders: ['google'],
};

describe('the sign-in policy form', () => {
  it('starts from the saved policy with no grace period chosen', () => {
    expect(policyFormValues(POLICY)).toEqual({
      twoFactorRequiredFor: 'admins',
      twoFactorGraceDays: 0,
      ssoDomains: 'grace.test',
      ssoOnly: false,
      ssoCountsAsSecondFactor: false,
    });
  });

  it('sends the grace period chosen with a rule that widens the saved one', () => {
    const values = {
      ...policyFormValues(POLICY),
      twoFactorRequiredFor: 'everyone' as const,
      twoFactorGraceDays: 7,
    };
    const parsed = policyFormSchema(true, 'admins').safeParse(values);
    expect(parsed.success && parsed.data.twoFactorGraceDays).toBe(7);
  });

  it('sends none with a rule that keeps or narrows the saved one', () => {
    for (const twoFactorRequiredFor of ['admins', 'nobody'] as const) {
      const values = { ...policyFormValues(POLICY), twoFactorRequiredFor, twoFactorGraceDays: 7 };
      const parsed = policyFormSchema(true, 'admins').safeParse(values);
      expect(parsed.success && parsed.data.twoFactorGraceDays).toBe(0);
    }
  });

  it('refuses a grace period longer than the longest allowed', () => {
    const values = {
      ...policyFormValues(POLICY),
      twoFactorRequiredFor: 'everyone' as const,
      twoFactorGraceDays: 15,
    };
    const parsed = policyFormSchema(true, 'nobody').safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.success ? null : parsed.error.issues).toEqual([
      { path: ['twoFactorGraceDays'], message: 'A grace period can be at most 14 days' },
    ]);
  });
});
