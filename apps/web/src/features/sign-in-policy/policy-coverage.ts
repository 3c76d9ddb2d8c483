import {
  coverageSentence,
  isSecondFactorRequired,
  type Member,
  policyCoverage,
  type Role,
  type SecurityPolicy,
  type TwoFactorRequirement,
  widensRequirement,
} from '@steward/domain';
import { formatDate } from '@/lib/format-date';

/** An active member as the policy card counts them: their role, and whether they have a second factor. */
export interface PolicyMember {
  id: string;
  fullName: string | null;
  email: string;
  role: Role;
  enrolled: boolean;
}

/**
 * The members a rule can reach: the active ones (a deactivated member cannot sign in), each with
 * whether they have a second factor. A member missing from `enrolment` has none.
 */
export function policyMembers(
  members: readonly Member[],
  enrolment: ReadonlyMap<string, { enrolled: boolean }>,
): PolicyMember[] {
  return members
    .filter((member) => member.isActive)
    .map(({ id, fullName, email, role }) => ({
      id,
      fullName,
      email,
      role,
      enrolled: enrolment.get(id)?.enrolled ?? false,
    }));
}

/** The end of the grace period now running, or null: none, or it is over. */
export function runningGrace(policy: SecurityPolicy, now: Date): Date | null {
  if (!policy.twoFactorGraceUntil) return null;
  const until = new Date(policy.twoFactorGraceUntil);
  return until.getTime() > now.getTime() ? until : null;
}

/** The members `requiredFor` covers who have no second factor yet. */
export function notEnrolledUnder(
  requiredFor: TwoFactorRequirement,
  members: readonly PolicyMember[],
): PolicyMember[] {
  return members.filter((member) => isSecondFactorRequired(requiredFor, member.role) && !member.enrolled);
}

interface Choice {
  twoFactorRequiredFor: TwoFactorRequirement;
  twoFactorGraceDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the card says the rule chosen would do, before it is saved: whom it covers and when those
 * without a second factor are asked. A rule that widens the saved one asks them at the end of the
 * grace chosen (or at their next step without one); any other keeps the grace now running.
 */
export function coveragePreview(
  policy: SecurityPolicy,
  choice: Choice,
  members: readonly PolicyMember[],
  now: Date,
): string | null {
  const due = widensRequirement(policy.twoFactorRequiredFor, choice.twoFactorRequiredFor)
    ? choice.twoFactorGraceDays > 0
      ? new Date(now.getTime() + choice.twoFactorGraceDays * DAY_MS)
      : null
    : runningGrace(policy, now);
  return coverageSentence(
    choice.twoFactorRequiredFor,
    policyCoverage(choice.twoFactorRequiredFor, members),
    due ? formatDate(due) : null,
  );
}
