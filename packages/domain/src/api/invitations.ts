import { z } from 'zod';
import { LIMITS } from '../limits';
import { emailField, newPasswordField, sessionResponseSchema } from './auth';
import { emailDeliverySchema } from './email';
import { ASSIGNABLE_ROLES } from './members';
import { secondFactorRequiredSchema } from './security';

/** Spec 000 §4, §9: an invitation stays valid for 7 days. */
export const INVITATION_VALIDITY_DAYS = 7;

/** Spec 000 §5: email required and valid; full name optional; role user or admin, default user. */
export const createInvitationRequestSchema = z.object({
  email: emailField,
  fullName: z
    .string()
    .trim()
    .max(LIMITS.account.fullName)
    .optional()
    .transform((value) => value || null),
  role: z.enum(ASSIGNABLE_ROLES, { error: 'Role must be user or admin' }).default('user'),
});
export type CreateInvitationInput = z.input<typeof createInvitationRequestSchema>;
export type CreateInvitationRequest = z.output<typeof createInvitationRequestSchema>;

const personSchema = z.object({ email: z.string(), fullName: z.string().nullable() });
export type InvitationPerson = z.infer<typeof personSchema>;

/** A pending invitation as admins see it; the token is never listed, only shown once at creation. */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(ASSIGNABLE_ROLES),
  invitedBy: personSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ items: z.array(invitationSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;

/** Spec 000 §7: inviting returns the email and the token; the link is {origin}/invite/{token}. */
export const createdInvitationSchema = z.object({
  invitation: invitationSchema,
  token: z.string(),
  /** What became of the invitation email; without `sent` the link must be shared by hand. */
  delivery: emailDeliverySchema,
  /** What the mail server said when it has not accepted the email (or refused it). */
  deliveryError: z.string().nullable(),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

export const invitationIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid invitation id' }) });
export type InvitationIdParams = z.infer<typeof invitationIdParamsSchema>;

/** Tokens are 43 base64url characters; anything else is not worth a database lookup. */
const tokenField = z.string().regex(/^[\w-]{20,200}$/, { error: 'Invalid invitation link' });

export const invitationLookupRequestSchema = z.object({ token: tokenField });
export type InvitationLookupRequest = z.infer<typeof invitationLookupRequestSchema>;

/** Spec 000 §3 Invitation: on lookup also the organisation name and the inviter's name and email. */
export const invitationLookupSchema = z.object({
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(ASSIGNABLE_ROLES),
  organizationName: z.string(),
  invitedBy: personSchema.nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
  /** The email already has an account (without an organisation): accepting asks for its password. */
  existingAccount: z.boolean(),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

export const acceptInvitationRequestSchema = z.object({
  token: tokenField,
  password: newPasswordField,
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** A session, or (an existing account that has a second factor) that the second factor is due. */
export const acceptInvitationResponseSchema = z.union([sessionResponseSchema, secondFactorRequiredSchema]);
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;
