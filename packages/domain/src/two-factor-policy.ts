import type { TwoFactorRequirement } from './api/security';
import { isAdmin, type Role } from './roles';

/**
 * The organisation's two-step rule, applied to one member: whom it covers, when a member it covers
 * without a second factor is held to enrolment, and what the policy page says it will do before it
 * is saved. The server decides with these at sign-in and on every request of an open session; the
 * policy page previews with the same words.
 */

/** Whether a rule of `requiredFor` covers a member of `role`. */
export function isSecondFactorRequired(requiredFor: TwoFactorRequirement, role: Role): boolean {
  if (requiredFor === 'everyone') return true;
  return requiredFor === 'admins' && isAdmin(role);
}

const STRICTNESS: Record<TwoFactorRequirement, number> = { nobody: 0, admins: 1, everyone: 2 };

/** Whether going from `before` to `after` covers members the old rule did not (a grace may apply). */
export function widensRequirement(before: TwoFactorRequirement, after: TwoFactorRequirement): boolean {
  return STRICTNESS[after] > STRICTNESS[before];
}

export interface EnrolmentFacts {
  requiredFor: TwoFactorRequirement;
  /** The end of the grace the rule was turned on with; null: none. */
  graceUntil: Date | null;
  role: Role;
  /** The member has an authenticator app or a passkey. */
  enrolled: boolean;
  /** This session (or sign-in) came through single sign-on. */
  viaSso: boolean;
  ssoCountsAsSecondFactor: boolean;
}

/**
 * `held`: the member must set up a second factor before anything else (the session reaches only
 * the enrolment). `dueAt`: they are covered and not enrolled, and the grace runs until then (the
 * banner's date). A sign-on through single sign-on counts as the second factor where the
 * organisation says so.
 */
export function enrolmentDue(facts: EnrolmentFacts, now: Date): { held: boolean; dueAt: Date | null } {
  if (!isSecondFactorRequired(facts.requiredFor, facts.role) || facts.enrolled) {
    return { held: false, dueAt: null };
  }
  if (facts.viaSso && facts.ssoCountsAsSecondFactor) return { held: false, dueAt: null };
  if (facts.graceUntil && facts.graceUntil.getTime() > now.getTime()) {
    return { held: false, dueAt: facts.graceUntil };
  }
  return { held: true, dueAt: null };
}

export interface PolicyCoverage {
  covered: number;
  notEnrolled: number;
}

/** How many active members a rule would cover, and how many of them have no second factor. */
export function policyCoverage(
  requiredFor: TwoFactorRequirement,
  members: readonly { role: Role; enrolled: boolean }[],
): PolicyCoverage {
  const covered = members.filter((member) => isSecondFactorRequired(requiredFor, member.role));
  return { covered: covered.length, notEnrolled: covered.filter((member) => !member.enrolled).length };
}

/**
 * What the policy page says before a rule is saved: "This applies to 3 admins; 2 have not set up
 * two-step verification and will be asked to at their next step". `dueDate`: the grace's end as the
 * page shows it ("Dec 16, 2026"), or null without a grace. Null for "nobody".
 */
export function coverageSentence(
  requiredFor: TwoFactorRequirement,
  coverage: PolicyCoverage,
  dueDate: string | null,
): string | null {
  if (requiredFor === 'nobody') return null;
  const noun = requiredFor === 'admins' ? 'admin' : 'member';
  if (coverage.covered === 0) return `This applies to no ${noun}s yet.`;
  const whom = `This applies to ${coverage.covered} ${noun}${coverage.covered === 1 ? '' : 's'}`;
  if (coverage.notEnrolled === 0) {
    return `${whom}; ${coverage.covered === 1 ? 'they have' : 'all have'} set up two-step verification.`;
  }
  const when = dueDate ? `from ${dueDate}` : 'at their next step';
  const have = coverage.notEnrolled === 1 ? 'has' : 'have';
  return `${whom}; ${coverage.notEnrolled} ${have} not set up two-step verification and will be asked to ${when}.`;
}
