import { describe, expect, it } from 'vitest';
import {
  coverageSentence,
  type EnrolmentFacts,
  enrolmentDue,
  isSecondFactorRequired,
  policyCoverage,
  widensRequirement,
} from './two-factor-policy';

const now = new Date('2026-12-02T12:00:00Z');
const facts = (over: Partial<EnrolmentFacts> = {}): EnrolmentFacts => ({
  requiredFor: 'admins',
  graceUntil: null,
  role: 'admin',
  enrolled: false,
  viaSso: false,
  ssoCountsAsSecondFactor: false,
  ...over,
});

describe('the two-step rule for one member', () => {
  it('covers admins and master admins under "admins", everyone under "everyone"', () => {
    expect(isSecondFactorRequired('admins', 'admin')).toBe(true);
    expect(isSecondFactorRequired('admins', 'master_admin')).toBe(true);
    expect(isSecondFactorRequired('admins', 'user')).toBe(false);
    expect(isSecondFactorRequired('everyone', 'user')).toBe(true);
    expect(isSecondFactorRequired('nobody', 'master_admin')).toBe(false);
  });

  it('holds a covered member without a second factor at once when there is no grace', () => {
    expect(enrolmentDue(facts(), now)).toEqual({ held: true, dueAt: null });
  });

  it('reminds, without holding, until the grace ends, then holds', () => {
    const graceUntil = new Date('2026-12-09T12:00:00Z');
    expect(enrolmentDue(facts({ graceUntil }), now)).toEqual({ held: false, dueAt: graceUntil });
    expect(enrolmentDue(facts({ graceUntil }), new Date('2026-12-09T12:00:01Z'))).toEqual({
      held: true,
      dueAt: null,
    });
  });

  it('never holds a member who is enrolled or not covered', () => {
    expect(enrolmentDue(facts({ enrolled: true }), now).held).toBe(false);
    expect(enrolmentDue(facts({ role: 'user' }), now)).toEqual({ held: false, dueAt: null });
  });

  it('lets single sign-on count as the second step only where the organisation says so', () => {
    expect(enrolmentDue(facts({ viaSso: true, ssoCountsAsSecondFactor: true }), now).held).toBe(false);
    expect(enrolmentDue(facts({ viaSso: true }), now).held).toBe(true);
    expect(enrolmentDue(facts({ ssoCountsAsSecondFactor: true }), now).held).toBe(true);
  });

  it('knows which changes cover more members', () => {
    expect(widensRequirement('nobody', 'admins')).toBe(true);
    expect(widensRequirement('admins', 'everyone')).toBe(true);
    expect(widensRequirement('everyone', 'admins')).toBe(false);
    expect(widensRequirement('admins', 'admins')).toBe(false);
  });
});

describe('what the policy page says before saving', () => {
  const members = [
    { role: 'master_admin' as const, enrolled: true },
    { role: 'admin' as const, enrolled: false },
    { role: 'admin' as const, enrolled: false },
    { role: 'user' as const, enrolled: false },
  ];

  it('counts the members covered and those not enrolled', () => {
    expect(policyCoverage('admins', members)).toEqual({ covered: 3, notEnrolled: 2 });
    expect(policyCoverage('everyone', members)).toEqual({ covered: 4, notEnrolled: 3 });
    expect(policyCoverage('nobody', members)).toEqual({ covered: 0, notEnrolled: 0 });
  });

  it('says it in the issue’s words, with the grace’s date when there is one', () => {
    expect(coverageSentence('admins', { covered: 3, notEnrolled: 2 }, null)).toBe(
      'This applies to 3 admins; 2 have not set up two-step verification and will be asked to at their next step.',
    );
    expect(coverageSentence('everyone', { covered: 4, notEnrolled: 1 }, 'Dec 16, 2026')).toBe(
      'This applies to 4 members; 1 has not set up two-step verification and will be asked to from Dec 16, 2026.',
    );
    expect(coverageSentence('admins', { covered: 2, notEnrolled: 0 }, null)).toBe(
      'This applies to 2 admins; all have set up two-step verification.',
    );
    expect(coverageSentence('admins', { covered: 0, notEnrolled: 0 }, null)).toBe(
      'This applies to no admins yet.',
    );
    expect(coverageSentence('nobody', { covered: 0, notEnrolled: 0 }, null)).toBeNull();
  });
});
