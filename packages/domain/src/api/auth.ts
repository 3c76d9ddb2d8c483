import { z } from 'zod';
import { LIMITS } from '../limits';
import { MIN_PASSWORD_LENGTH } from '../product';
import { ROLES } from '../roles';

/** Spec 000 §5: email required and of valid email type; compared case-insensitively. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const signInRequestSchema = z.object({
  /** Spec 000 §5: required, of valid email type. */
  email: emailField,
  /** Required; its length is checked only at sign-up. */
  password: z.string().min(1, { error: 'Please enter your password' }).max(LIMITS.account.passwordMax),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** Null when the member gave no name; the top bar then shows the email. */
  fullName: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionOrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** When the custom logo last changed (its URL carries it to bust caches); null: no custom logo. */
  logoUpdatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SessionOrganization = z.infer<typeof sessionOrganizationSchema>;

export const sessionResponseSchema = z.object({
  user: sessionUserSchema,
  /** Null until the user creates or joins an organisation. */
  organization: sessionOrganizationSchema.nullable(),
  /** The member's role in that organisation; null without one. */
  role: z.enum(ROLES).nullable(),
  /** A member who enters gifts into open contribution batches and sees nothing else of fundraising. */
  isCounter: z.boolean(),
  /**
   * The organisation requires a second factor this member has not set up: until they do, the
   * session reaches only the enrolment (and sign-out). Absent means false.
   */
  twoFactorSetupRequired: z.boolean().optional(),
  /**
   * The organisation turned on a two-step rule covering this member with a grace period, and they
   * have no second factor yet: from this moment they will be held to enrolment. Absent or null:
   * nothing is due.
   */
  twoFactorDueAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Spec 000 §5: at least 6 characters (sign-up and accepting an invitation). */
export const newPasswordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long` })
  .max(LIMITS.account.passwordMax);

export const signUpRequestSchema = z.object({
  email: emailField,
  password: newPasswordField,
  /** Optional display name; blank becomes null. */
  fullName: z
    .string()
    .trim()
    .max(LIMITS.account.fullName)
    .optional()
    .transform((value) => value || null),
});
/** What the sign-up form sends. */
export type SignUpInput = z.input<typeof signUpRequestSchema>;
/** What the server works with after parsing. */
export type SignUpRequest = z.output<typeof signUpRequestSchema>;
