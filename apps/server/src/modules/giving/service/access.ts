import { canAccessFundraising, FUNDRAISING_RESTRICTED } from '@steward/domain';
import type { FastifyRequest } from 'fastify';
import { type MemberContext, requireMember } from '@/platform/authorization';
import { forbidden } from '@/platform/errors';

/** Whether the member is an admin of fundraising rather than a counter. */
export const isFundraisingAdmin = (member: MemberContext) => canAccessFundraising(member.role);

/**
 * Spec 001 §6: the fundraising area (donor data, insights, the assistant) is for administrators
 * only; anyone else gets 403 with the fundraising page's Access Restricted message. The web app
 * hides the area by the same rule (canAccessFundraising).
 */
export function requireFundraisingAdmin(request: FastifyRequest): MemberContext {
  const member = requireMember(request);
  if (!canAccessFundraising(member.role)) throw forbidden(FUNDRAISING_RESTRICTED);
  return member;
}

/**
 * Contribution batches' entry (not in the spec: docs/spec-deviations.md): admins, and the members
 * an admin marked as counters, who enter gifts into open batches and see nothing else of
 * fundraising. Everyone else gets the fundraising 403.
 */
export function requireBatchEntry(request: FastifyRequest): MemberContext {
  const member = requireMember(request);
  if (!canAccessFundraising(member.role) && !member.isCounter) throw forbidden(FUNDRAISING_RESTRICTED);
  return member;
}
