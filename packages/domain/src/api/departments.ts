import { z } from 'zod';
import { LIMITS } from '../limits';

/** Any slug: an unknown one answers 404 DEPARTMENT_NOT_FOUND like the page (spec 000 §2). */
export const departmentParamsSchema = z.object({ slug: z.string().max(LIMITS.pathKey) });
export type DepartmentParams = z.infer<typeof departmentParamsSchema>;

const teamMemberSchema = z.object({ id: z.uuid(), email: z.string(), fullName: z.string().nullable() });
export type DepartmentTeamMember = z.infer<typeof teamMemberSchema>;

/** A department page's data: real team and document counts instead of the spec's fixed numbers. */
export const departmentViewSchema = z.object({
  slug: z.string(),
  /** Documents whose category or tags belong to the department (domain documentInArea). */
  documentCount: z.number().int(),
  /** The members who belong to the department (Manage Access). */
  team: z.array(teamMemberSchema),
  can: z.object({ manageAccess: z.boolean() }),
});
export type DepartmentView = z.infer<typeof departmentViewSchema>;

export const setDepartmentTeamRequestSchema = z.object({
  userIds: z
    .array(z.uuid())
    .max(LIMITS.department.team)
    .transform((ids) => [...new Set(ids)]),
});
export type SetDepartmentTeamRequest = z.input<typeof setDepartmentTeamRequestSchema>;
