import { z } from 'zod';

/** Any slug: an unknown one answers 404 "Department Not Found" like the page (spec 000 §2). */
export const departmentParamsSchema = z.object({ slug: z.string().max(100) });

const teamMemberSchema = z.object({ id: z.uuid(), email: z.string(), fullName: z.string().nullable() });

/** A department page's data (issue 5: real team and document counts instead of fixed numbers). */
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
    .max(500)
    .transform((ids) => [...new Set(ids)]),
});
export type SetDepartmentTeamRequest = z.input<typeof setDepartmentTeamRequestSchema>;

/** Spec 001 §2: what a non-administrator sees instead of the fundraising department. */
export function fundraisingRestrictedMessage(departmentName: string): string {
  return `You don't have access to the ${departmentName} department. This area contains sensitive donor information and requires administrator privileges.`;
}
