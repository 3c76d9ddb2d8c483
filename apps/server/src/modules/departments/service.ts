import {
  can,
  type DepartmentView,
  FUNDRAISING_DEPARTMENT_SLUG,
  findDepartment,
  fundraisingRestrictedMessage,
} from '@steward/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departmentMembers, memberships, users } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import type { MemberContext } from '../../platform/authorization';
import { forbidden, invalid, notFound } from '../../platform/errors';
import { countInArea } from '../documents/queries';

/** The department, or 404; the fundraising department is refused to non-admins (spec 001 §2). */
function requireDepartment(member: MemberContext, slug: string) {
  const department = findDepartment(slug);
  if (!department) throw notFound('Department Not Found');
  if (slug === FUNDRAISING_DEPARTMENT_SLUG && !can(member.role, 'fundraising.view')) {
    throw forbidden(fundraisingRestrictedMessage(department.name));
  }
  return department;
}

export async function getDepartment(db: Db, member: MemberContext, slug: string): Promise<DepartmentView> {
  requireDepartment(member, slug);
  return withTenant(db, member, async (tx) => {
    const team = await tx
      .select({ id: users.id, email: users.email, fullName: users.fullName })
      .from(departmentMembers)
      .innerJoin(users, eq(users.id, departmentMembers.userId))
      .where(
        and(
          eq(departmentMembers.organizationId, member.organizationId),
          eq(departmentMembers.departmentSlug, slug),
        ),
      )
      .orderBy(asc(users.fullName), asc(users.email));
    return {
      slug,
      documentCount: await countInArea(tx, member.organizationId, `department/${slug}`),
      team,
      can: { manageAccess: can(member.role, 'departments.manageAccess') },
    };
  });
}

/** Manage Access: the department's team becomes exactly these members of the organisation. */
export async function setTeam(db: Db, member: MemberContext, slug: string, userIds: string[]) {
  requireDepartment(member, slug);
  await withTenant(db, member, async (tx) => {
    if (userIds.length > 0) {
      const known = await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(
          and(eq(memberships.organizationId, member.organizationId), inArray(memberships.userId, userIds)),
        );
      if (known.length !== userIds.length)
        throw invalid('Only members of your organization can join a department');
    }
    await tx
      .delete(departmentMembers)
      .where(
        and(
          eq(departmentMembers.organizationId, member.organizationId),
          eq(departmentMembers.departmentSlug, slug),
        ),
      );
    if (userIds.length > 0) {
      await tx.insert(departmentMembers).values(
        userIds.map((userId) => ({
          organizationId: member.organizationId,
          departmentSlug: slug,
          userId,
          addedBy: member.userId,
        })),
      );
    }
  });
  return getDepartment(db, member, slug);
}
