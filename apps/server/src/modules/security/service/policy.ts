import {
  isSecondFactorRequired,
  type MemberSecurity,
  type Role,
  SECURITY_MESSAGES,
  type SecurityPolicy,
  type SsoProvider,
  type TwoFactorRequirement,
  type UpdateSecurityPolicyRequest,
  widensRequirement,
} from '@steward/domain';
import type { Db, Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, forbidden, invalid } from '@/platform/errors';
import * as q from '../queries/policy';
import { type PolicyRow, policyOf, secondFactorsOf } from '../queries/sign-in-state';

async function policyOfMember(tx: Tx, member: MemberContext): Promise<PolicyRow> {
  const row = await policyOf(tx, member.organizationId);
  // A membership's organisation always exists (memberships.organization_id references it).
  if (!row) throw new Error('The signed-in member’s organisation has no row');
  return row;
}

/** The organisation's sign-in policy, with the single sign-on providers this server offers. */
export async function readPolicy(
  db: Db,
  member: MemberContext,
  ssoProviders: SsoProvider[],
): Promise<SecurityPolicy> {
  const row = await withTenant(db, member, (tx) => policyOfMember(tx, member));
  return toPolicy(row, ssoProviders);
}

function toPolicy(row: PolicyRow, ssoProviders: SsoProvider[]): SecurityPolicy {
  const { twoFactorGraceUntil, ...rest } = row;
  const graceRuns = twoFactorGraceUntil !== null && twoFactorGraceUntil.getTime() > Date.now();
  return { ...rest, twoFactorGraceUntil: graceRuns ? twoFactorGraceUntil.toISOString() : null, ssoProviders };
}

/**
 * When the two-step rule holds the members it covers: a rule that widens (covers members the old
 * one did not) holds them after the grace the admin gave, 0 days being at their next request; a
 * rule that narrows or stays keeps the grace it had; "nobody" has none.
 */
function graceAfter(before: PolicyRow, after: TwoFactorRequirement, graceDays: number): Date | null {
  if (after === 'nobody') return null;
  if (!widensRequirement(before.twoFactorRequiredFor, after)) return before.twoFactorGraceUntil;
  return graceDays > 0 ? new Date(Date.now() + graceDays * 24 * 60 * 60_000) : null;
}

/**
 * Saves the organisation's sign-in policy and audits what changed. Single sign-on cannot become
 * the only way in on a server that offers none: members would be locked out (the master admin
 * keeps the password). The other single sign-on settings are kept even without a provider: they
 * do nothing until one is configured, and saving the two-step rule must not need them cleared.
 */
export async function savePolicy(
  db: Db,
  member: MemberContext,
  input: UpdateSecurityPolicyRequest,
  ssoProviders: SsoProvider[],
): Promise<SecurityPolicy> {
  if (input.ssoOnly && ssoProviders.length === 0) throw invalid(SECURITY_MESSAGES.ssoOnlyWithoutProvider);
  const { twoFactorGraceDays, ...settings } = input;
  const actorEnrolled = await hasSecondFactor(db, member.userId);
  const saved = await withTenant(db, member, async (tx) => {
    const before = await policyOfMember(tx, member);
    // A rule that would hold its own admin to enrolment at their next click locks them out of
    // the page they are on: they enrol first, or give the grace everyone else gets.
    if (
      widensRequirement(before.twoFactorRequiredFor, settings.twoFactorRequiredFor) &&
      twoFactorGraceDays === 0 &&
      isSecondFactorRequired(settings.twoFactorRequiredFor, member.role) &&
      !actorEnrolled
    ) {
      throw conflict(SECURITY_MESSAGES.enrolYourselfFirst);
    }
    const after: PolicyRow = {
      ...settings,
      ssoDomains: [...new Set(settings.ssoDomains)],
      twoFactorGraceUntil: graceAfter(before, settings.twoFactorRequiredFor, twoFactorGraceDays),
    };
    await q.updatePolicy(tx, member.organizationId, after);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'security_policy_changed',
      target: 'Sign-in policy',
      detail: describePolicyChange(before, after),
      ipAddress: member.ipAddress,
    });
    return after;
  });
  return toPolicy(saved, ssoProviders);
}

const REQUIREMENT_TEXT: Record<TwoFactorRequirement, string> = {
  nobody: 'two-step verification not required',
  admins: 'two-step verification required for admins',
  everyone: 'two-step verification required for everyone',
};

/**
 * What the audit log says of a policy change: each setting that changed, as it now stands
 * ("Two-step verification required for admins; single sign-on only for example.org").
 */
function describePolicyChange(before: PolicyRow, after: PolicyRow): string {
  const parts: string[] = [];
  const grace = after.twoFactorGraceUntil;
  if (before.twoFactorRequiredFor !== after.twoFactorRequiredFor) {
    const from =
      grace && grace !== before.twoFactorGraceUntil ? ` from ${grace.toISOString().slice(0, 10)}` : '';
    parts.push(`${REQUIREMENT_TEXT[after.twoFactorRequiredFor]}${from}`);
  }
  const domains = after.ssoDomains.join(', ');
  if (before.ssoOnly !== after.ssoOnly || before.ssoDomains.join(', ') !== domains) {
    if (after.ssoOnly) parts.push(`single sign-on only${domains ? ` for ${domains}` : ''}`);
    else parts.push(`passwords allowed; single sign-on for ${domains || 'any verified email'}`);
  }
  if (before.ssoCountsAsSecondFactor !== after.ssoCountsAsSecondFactor) {
    parts.push(
      after.ssoCountsAsSecondFactor
        ? 'single sign-on counts as the second step'
        : 'single sign-on does not count as the second step',
    );
  }
  const text = parts.join('; ') || 'no change';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const factors = await secondFactorsOf(db, userId);
  return factors.totp || factors.passkeys > 0;
}

/**
 * Which members have a second factor. The members are read inside the organisation's tenant
 * transaction; their factors, which the tenant role cannot read, by those ids only.
 */
export async function memberSecurity(db: Db, member: MemberContext): Promise<MemberSecurity> {
  const ids = await withTenant(db, member, (tx) => q.memberIds(tx, member.organizationId));
  const rows = await q.secondFactorsOfUsers(db, ids);
  return { items: rows.map((row) => ({ ...row, enrolled: row.totp || row.passkeys > 0 })) };
}

/**
 * An organisation that signs in with single sign-on only refuses its members' passwords, even a
 * right one (403, no session; audited, since someone knows that password). The master admin keeps
 * the password: it is the way back in should the provider fail or be removed from the server.
 */
export async function refuseIfSsoOnly(
  db: Db,
  membership: { organizationId: string; role: Role },
  attempt: { userId: string; email: string; ipAddress: string | null },
) {
  if (membership.role === 'master_admin') return;
  const policy = await policyOf(db, membership.organizationId);
  if (!policy?.ssoOnly) return;
  await recordAudit(db, {
    organizationId: membership.organizationId,
    actorId: attempt.userId,
    action: 'sign_in_failed',
    target: attempt.email,
    detail: 'Password refused: single sign-on only',
    ipAddress: attempt.ipAddress,
  });
  throw forbidden(SECURITY_MESSAGES.ssoOnly);
}
