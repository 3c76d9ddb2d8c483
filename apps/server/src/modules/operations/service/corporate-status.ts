import { type CorporateStatus, type corporateStatusInputSchema, isoDay } from '@steward/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';
import { toCorporateStatus } from '../presenter';
import * as q from '../queries';

/** Spec 000 §2 Corporate Status Dashboard of the legal category. */
export async function getCorporateStatus(db: Db, member: MemberContext): Promise<CorporateStatus> {
  const row = await withTenant(db, member, (tx) => q.findCorporateStatus(tx, member.organizationId));
  return toCorporateStatus(member, row, isoDay(new Date()));
}

export async function saveCorporateStatus(
  db: Db,
  member: MemberContext,
  input: z.output<typeof corporateStatusInputSchema>,
): Promise<CorporateStatus> {
  await withTenant(db, member, (tx) =>
    q.saveCorporateStatus(tx, member.organizationId, { ...input, updatedBy: member.userId }),
  );
  return getCorporateStatus(db, member);
}
