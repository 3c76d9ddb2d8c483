import { randomUUID } from 'node:crypto';
import type { CreateOrganizationRequest } from '@steward/domain';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { withTenant } from '@/db/tenant';
import { recordAudit } from '@/platform/audit-log';
import { conflict } from '@/platform/errors';
import type { Principal } from '@/platform/session/session';
import * as q from '../queries';

export const ALREADY_IN_ORGANIZATION = 'You already belong to an organization';

/**
 * Spec 000 §2, §6: a signed-in user without an organisation creates one and becomes its
 * master_admin. Runs as the tenant of the new organisation, so RLS checks the inserts too.
 */
export async function createOrganization(
  db: Db,
  principal: Principal,
  input: CreateOrganizationRequest,
  ipAddress: string | null,
) {
  if (principal.organization) throw conflict(ALREADY_IN_ORGANIZATION);
  const organizationId = randomUUID();
  try {
    await withTenant(db, { userId: principal.userId, organizationId }, async (tx) => {
      await q.insertOrganization(tx, { id: organizationId, name: input.name, createdBy: principal.userId });
      await q.insertFounder(tx, { organizationId, userId: principal.userId });
      await recordAudit(tx, {
        organizationId,
        actorId: principal.userId,
        action: 'organization_created',
        target: input.name,
        ipAddress,
      });
    });
  } catch (error) {
    // Two tabs creating at once: the one-organisation-per-user index lets only one through.
    if (isUniqueViolation(error, 'memberships_user_id_key')) throw conflict(ALREADY_IN_ORGANIZATION);
    throw error;
  }
  return organizationId;
}
