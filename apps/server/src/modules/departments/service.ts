import {
  can,
  canAccessFundraising,
  DEPARTMENT_NOT_FOUND,
  type DepartmentView,
  FUNDRAISING_DEPARTMENT_SLUG,
  FUNDRAISING_RESTRICTED,
  findDepartment,
} from '@steward/domain';
import type { Db } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { countDocumentsInArea } from '@/modules/documents/service';
import type { MemberContext } from '@/platform/authorization';
import { forbidden, invalid, notFound } from '@/platform/errors';
import * as q from './queries';

/** The department, or 404; the fundraising department is refused to non-admins (spec 001 §2). */
function requireDepartment(member: MemberContext, slug: string) {
  const department = findDepartment(slug);
  if (!department) throw notFound(DEPARTMENT_NOT_FOUND);
  if (slug === FUNDRAISING_DEPARTMENT_SLUG && !canAccessFundraising(member.role)) {
    throw forbidden(FUNDRAISING_RESTRICTED);
  }
  return department;
}

export async function getDepartment(db: Db, member: MemberContext, slug: string): Promise<DepartmentView> {
  requireDepartment(member, slug);
  return withTenant(db, member, async (tx) => ({
    slug,
    documentCount: await countDocumentsInArea(tx, member.organizationId, `department/${slug}`),
    team: await q.team(tx, member.organizationId, slug),
    can: { manageAccess: can(member.role, 'departments.manageAccess') },
  }));
}

/** Manage Access: the department's team becomes exactly these members of the organisation. */
export async function setTeam(db: Db, member: MemberContext, slug: string, userIds: string[]) {
  requireDepartment(member, slug);
  await withTenant(db, member, async (tx) => {
    if ((await q.countMembers(tx, member.organizationId, userIds)) !== userIds.length) {
      throw invalid('Only members of your organization can join a department');
    }
    await q.replaceTeam(tx, member.organizationId, slug, userIds, member.userId);
  });
  return getDepartment(db, member, slug);
}
