import { z } from 'zod';
import { ROLES } from '../roles';

/** What the acting member may do to this row, computed on the server by memberActions. */
export const memberActionsSchema = z.object({
  changeRole: z.boolean(),
  deactivate: z.boolean(),
  reactivate: z.boolean(),
});
/** The same shape as MemberActions (permissions.ts), which computes it; this is how the API carries it. */
export type MemberActionsView = z.infer<typeof memberActionsSchema>;

/** One row of the member list (spec 000 §2 User management, §3 User profile). */
export const memberSchema = z.object({
  /** The user's id. */
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  /** Enters gifts into open contribution batches (a user-role member only; admins do everything). */
  isCounter: z.boolean(),
  lastLoginAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  isCurrentUser: z.boolean(),
  can: memberActionsSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const memberListSchema = z.object({ items: z.array(memberSchema) });
export type MemberList = z.infer<typeof memberListSchema>;

/** Spec 000 §4: a role is changed between user and admin only. */
export const ASSIGNABLE_ROLES = ['user', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const changeRoleRequestSchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, { error: 'Role must be user or admin' }),
});
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;

/** PUT /api/members/{userId}/counter: an admin makes a user-role member a counter, or not. */
export const memberCounterRequestSchema = z.object({ isCounter: z.boolean() });
export type MemberCounterRequest = z.infer<typeof memberCounterRequestSchema>;

export const memberIdParamsSchema = z.object({ userId: z.uuid({ error: 'Invalid member id' }) });
export type MemberIdParams = z.infer<typeof memberIdParamsSchema>;
