import { FUNDRAISING_DEPARTMENT_SLUG, findDepartment, fundraisingRestrictedMessage } from '@steward/domain';
import type { FastifyRequest } from 'fastify';
import { type MemberContext, requirePermission } from '@/platform/authorization';

const FUNDRAISING_RESTRICTED = fundraisingRestrictedMessage(
  (findDepartment(FUNDRAISING_DEPARTMENT_SLUG) as { name: string }).name,
);

/**
 * Spec 001 §6: the fundraising area (donor data, insights, the assistant) is for administrators
 * only; anyone else gets 403 with the fundraising page's Access Restricted message.
 */
export function requireFundraisingAdmin(request: FastifyRequest): MemberContext {
  return requirePermission(request, 'fundraising.view', FUNDRAISING_RESTRICTED);
}
