import { can, type Permission, type Role } from '@steward/domain';
import type { FastifyRequest } from 'fastify';
import type { TenantContext } from '@/db/tenant';
import { requirePrincipal } from './authentication';
import { forbidden } from './errors';

/** Who is acting and in which organisation; every tenant-scoped service call carries it. */
export interface MemberContext extends TenantContext {
  userId: string;
  role: Role;
  /** Enters gifts into open contribution batches though not an admin (memberships.is_counter). */
  isCounter: boolean;
  email: string;
  ipAddress: string | null;
}

export const NO_ORGANIZATION_MESSAGE = 'Please set up your organization first.';

/** The signed-in member of an organisation: 401 when signed out, 403 without an organisation. */
export function requireMember(request: FastifyRequest): MemberContext {
  const principal = requirePrincipal(request);
  if (!principal.organization || !principal.role) throw forbidden(NO_ORGANIZATION_MESSAGE);
  return {
    userId: principal.userId,
    organizationId: principal.organization.id,
    role: principal.role,
    isCounter: principal.isCounter,
    email: principal.email,
    ipAddress: request.ip,
  };
}

/**
 * A member whose role holds `permission` (spec 000 §6, packages/domain/src/permissions.ts);
 * 403 with `message` otherwise.
 */
export function requirePermission(request: FastifyRequest, permission: Permission, message?: string) {
  const member = requireMember(request);
  if (!can(member.role, permission)) throw forbidden(message);
  return member;
}
