import type { Member, SecurityPolicy } from '@steward/domain';
import { describe, expect, it } from 'vitest';
import {
  coveragePreview,
  notEnrolledUnder,
  type PolicyMember,
  policyMembers,
  runningGrace,
} from './policy-coverage';

const NOW = new Date('2026-12-02T12:00:00.000Z');

const POLICY: SecurityPolicy = {
  twoFactorRequiredFor: 'nobody',
  ssoDomains: [],
  ssoOnly: false,
  ssoCountsAsSecondFactor: false,
  twoFactorGraceUntil: null,
  ssoProviders: [],
};

function member(id: string, overrides: Partial<Member> = {}): Member {
  return {
    id,
    email: `${id}@grace.test`,
    fullName: null,
    role: 'user',
    isActive: true,
    isCounter: false,
    lastLoginAt: null,
    createdAt: '2026-01-02T12:00:00.000Z',
    isCurrentUser: false,
    can: { changeRole: false, deactivate: false, reactivate: false },
    ...overrides,
  };
}

const MEMBERS: PolicyMember[] = [
  { id: 'pat', fullName: 'Pat', email: 'pat@grace.test', role: 'master_admin', enrolled: true },
  { id: 'sam', fullName: 'Sam', email: 'sam@grace.test', role: 'admin', enrolled: false },
  { id: 'kim', fullName: null, email: 'kim@grace.test', role: 'user', enrolled: false },
];

describe('policyMembers', () => {
  it('keeps the active members, each enrolled as the two-step answer says (missing: not)', () => {
    const members = [
      member('pat', { role: 'master_admin' }),
      member('gone', { isActive: false }),
      member('kim'),
    ];
    const enrolment = new Map([
      ['pat', { enrolled: true }],
      ['gone', { enrolled: true }],
    ]);
    expect(policyMembers(members, enrolment)).toEqual([
      { id: 'pat', fullName: null, email: 'pat@grace.test', role: 'master_admin', enrolled: true },
      { id: 'kim', fullName: null, email: 'kim@grace.test', role: 'user', enrolled: false },
    ]);
  });
});

describe('runningGrace', () => {
  it('is the end of a grace still to come, else null', () => {
    expect(runningGrace(POLICY, NOW)).toBeNull();
    expect(runningGrace({ ...POLICY, twoFactorGraceUntil: '2026-12-09T12:00:00.000Z' }, NOW)).toEqual(
      new Date('2026-12-09T12:00:00.000Z'),
    );
    expect(runningGrace({ ...POLICY, twoFactorGraceUntil: NOW.toISOString() }, NOW)).toBeNull();
  });
});

describe('notEnrolledUnder', () => {
  it('lists the members the rule covers who have no second factor', () => {
    expect(notEnrolledUnder('nobody', MEMBERS)).toEqual([]);
    expect(notEnrolledUnder('admins', MEMBERS).map((m) => m.id)).toEqual(['sam']);
    expect(notEnrolledUnder('everyone', MEMBERS).map((m) => m.id)).toEqual(['sam', 'kim']);
  });
});

describe('coveragePreview', () => {
  it('says the end of the grace chosen when the rule widens, and the next step without one', () => {
    const choice = { twoFactorRequiredFor: 'everyone' as const, twoFactorGraceDays: 14 };
    expect(coveragePreview(POLICY, choice, MEMBERS, NOW)).toBe(
      'This applies to 3 members; 2 have not set up two-step verification and will be asked to from Dec 16, 2026.',
    );
    expect(coveragePreview(POLICY, { ...choice, twoFactorGraceDays: 0 }, MEMBERS, NOW)).toBe(
      'This applies to 3 members; 2 have not set up two-step verification and will be asked to at their next step.',
    );
  });

  it('keeps the grace now running for a rule that does not widen, whatever grace was picked', () => {
    const policy: SecurityPolicy = {
      ...POLICY,
      twoFactorRequiredFor: 'everyone',
      twoFactorGraceUntil: '2026-12-09T12:00:00.000Z',
    };
    expect(
      coveragePreview(policy, { twoFactorRequiredFor: 'admins', twoFactorGraceDays: 3 }, MEMBERS, NOW),
    ).toBe(
      'This applies to 2 admins; 1 has not set up two-step verification and will be asked to from Dec 09, 2026.',
    );
    expect(
      coveragePreview(policy, { twoFactorRequiredFor: 'nobody', twoFactorGraceDays: 0 }, MEMBERS, NOW),
    ).toBe(null);
  });
});
