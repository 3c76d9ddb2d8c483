import { z } from 'zod';
import { LIMITS } from '../limits';
import { sessionResponseSchema } from './auth';

/**
 * Sign-in and security: the second factor (authenticator app, passkeys, recovery codes), the
 * organisation's sign-in policy, single sign-on with Google and Microsoft, and the member's
 * sessions and remembered devices. Not in the specs (docs/spec-deviations.md).
 */

/** How long "remember this device" lasts. */
export const TRUSTED_DEVICE_DAYS = 30;
/** How many recovery codes one enrolment (or regeneration) gives. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between the password and the second factor may take. */
export const PENDING_SIGN_IN_MINUTES = 10;
/** How long a single sign-on may stay at the provider (its state, nonce and PKCE verifier). */
export const SSO_SIGN_IN_MINUTES = 10;

export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery_code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * Google, Microsoft, and one standard OpenID provider the server is configured for (OIDC_ISSUER:
 * Authentik, Keycloak, Okta, a diocese's own), whose name the server's configuration gives.
 */
export const SSO_PROVIDERS = ['google', 'microsoft', 'oidc'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];
/**
 * What a provider is called where the server's own name for it is not at hand: a standard
 * provider's name is OIDC_NAME, which the web app reads from app info (`ssoProviderNames`).
 */
export const SSO_PROVIDER_LABELS: Record<SsoProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  oidc: 'single sign-on',
};

/** Who must have a second factor in an organisation. */
export const TWO_FACTOR_REQUIREMENTS = ['nobody', 'admins', 'everyone'] as const;
export type TwoFactorRequirement = (typeof TWO_FACTOR_REQUIREMENTS)[number];
/** The longest grace period an admin may give when turning a two-step rule on. */
export const TWO_FACTOR_GRACE_DAYS_MAX = 14;

/**
 * What proves it is the member, not only their session, when they change a second factor, a
 * remembered device, a linked account or their other sessions: their password; a code from a
 * current factor (authenticator or recovery code) for a member who signs in only with single
 * sign-on; a sign-in in the last STEP_UP_RECENT_MINUTES for one who has neither.
 */
export const STEP_UP_PROOFS = ['password', 'code', 'recent_sign_in'] as const;
export type StepUpProof = (typeof STEP_UP_PROOFS)[number];
export const STEP_UP_RECENT_MINUTES = 10;

// ---- messages (server and web say the same words) ----------------------------------------
export const SECURITY_MESSAGES = {
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  reusedCode: 'That code has already been used. Wait for the next one and try again.',
  wrongRecoveryCode: 'That recovery code is not right or has already been used.',
  pendingExpired: 'This sign-in has expired. Please sign in again.',
  passkeyFailed: 'That passkey could not be verified. Try again or use another way to sign in.',
  passkeyUnknown: 'This passkey is not registered with Steward.',
  challengeExpired: 'This passkey request has expired. Please try again.',
  passkeyNotAdded: 'That passkey could not be added. Please try again.',
  passkeyRegistered: 'That passkey is already registered with Steward.',
  tooManyPasskeys: `You can have at most ${LIMITS.account.passkeys} passkeys. Remove one you no longer use first.`,
  passkeyNotFound: 'That passkey was not found.',
  mustEnrol: 'Your organization requires two-step verification. Set it up to continue.',
  notEnrolled: 'Set up an authenticator app or a passkey first.',
  totpAlreadyEnabled: 'An authenticator app is already set up. Remove it first to set up another one.',
  totpNotStarted: 'Start setting up the authenticator app again: scan the new QR code, then enter its code.',
  lastRequiredFactor:
    'Your organization requires two-step verification. Add another way to verify before removing this one.',
  ssoOnly: "Your organization signs in with single sign-on. Use your organization's single sign-on button.",
  stepUpPasswordMissing: 'Enter your password to make this change.',
  stepUpPasswordWrong: 'That password is not right, so nothing was changed.',
  stepUpCodeMissing: 'Enter a code from your authenticator app, or a recovery code, to make this change.',
  stepUpCodeWrong: 'That code is not right, so nothing was changed.',
  stepUpSignInAgain: 'Sign out and sign in again to make this change.',
  identityNotFound: 'That linked account was not found.',
  enrolYourselfFirst:
    'This rule covers you too. Set up two-step verification for yourself first, or give a grace period.',
  lastWayIn:
    'This is the only way you can sign in. Set a password or link another account before removing it.',
  ssoNotConfigured: 'That sign-in provider is not set up on this server.',
  resetOwn:
    'You cannot reset your own two-step verification. Use a recovery code or ask another master admin.',
  resetRestricted: 'Only the master admin can reset two-step verification',
  ssoOnlyWithoutProvider:
    'Single sign-on is not set up on this server, so it cannot be the only way to sign in. Ask whoever runs Steward to configure Google, Microsoft or another OpenID provider first.',
} as const;

/** Why a single sign-on attempt came back without a session: `?sso_error=<code>` on the sign-in page. */
export const SSO_ERRORS = {
  cancelled: 'Sign-in with your provider was cancelled.',
  failed: 'Sign-in with your provider could not be completed. Please try again.',
  expired: 'That sign-in took too long. Please try again.',
  unverified_email:
    'Your provider did not confirm that email address, so it cannot be linked to a Steward account.',
  wrong_domain: 'Your organization only allows single sign-on with its own email domain.',
  no_account: 'There is no Steward account for that email address. Ask your administrator for an invitation.',
  invitation_email: 'This invitation was sent to a different email address.',
  invitation_invalid: 'This invitation link is invalid or has expired.',
  in_another_organization:
    'This email already belongs to an organization. Please ask for an invitation to a different email address.',
  deactivated: 'Your account has been deactivated. Please contact your administrator.',
  sso_not_allowed: 'Your organization does not use single sign-on.',
  too_many: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERRORS;

// ---- sign-in steps ----------------------------------------------------------------------

/**
 * The password (or single sign-on) was right and a second factor is due: no session yet, only a
 * short-lived pending sign-in held in an HttpOnly cookie.
 */
export const secondFactorRequiredSchema = z.object({
  secondFactor: z.object({
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
    email: z.string(),
  }),
});
export type SecondFactorRequired = z.infer<typeof secondFactorRequiredSchema>;

/** POST /api/auth/sign-in answers a session, or that a second factor is due. */
export const signInResponseSchema = z.union([sessionResponseSchema, secondFactorRequiredSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export function needsSecondFactor(response: SignInResponse): response is SecondFactorRequired {
  return 'secondFactor' in response;
}

const codeField = z
  .string()
  .trim()
  .min(1, { error: 'Please enter the code' })
  .max(LIMITS.account.codeMax, { error: 'That code is too long' });

/**
 * The proof a change to the member's sign-in takes in its own body (see STEP_UP_PROOFS): the
 * password, or for a member without one a code from a current factor. Either may be missing; the
 * server says which it needs.
 */
export const stepUpSchema = z.object({
  password: z.string().max(LIMITS.account.passwordMax).optional(),
  code: z.string().trim().max(LIMITS.account.codeMax, { error: 'That code is too long' }).optional(),
});
export type StepUp = z.infer<typeof stepUpSchema>;

/** POST /api/auth/second-factor (the pending cookie says whose sign-in it is). */
export const secondFactorRequestSchema = z.object({
  method: z.enum(['totp', 'recovery_code']),
  code: codeField,
  rememberDevice: z.boolean().default(false),
});
export type SecondFactorRequest = z.input<typeof secondFactorRequestSchema>;

/** WebAuthn JSON from @simplewebauthn/browser, checked in full by @simplewebauthn/server. */
const webauthnJson = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= LIMITS.account.webauthnResponseMax, {
    error: 'That passkey answer is too large',
  });

/**
 * POST /api/auth/passkey/options: `second_factor` after a password (pending cookie; the member's
 * own passkeys), `sign_in` with a passkey alone (any discoverable passkey, user verification
 * required). Answers PublicKeyCredentialRequestOptionsJSON.
 */
export const passkeySignInOptionsRequestSchema = z.object({
  purpose: z.enum(['second_factor', 'sign_in']),
});
export const webauthnOptionsSchema = z.record(z.string(), z.unknown());

/** POST /api/auth/passkey/verify: the browser's AuthenticationResponseJSON. Answers a session. */
export const passkeySignInRequestSchema = z.object({
  purpose: z.enum(['second_factor', 'sign_in']),
  response: webauthnJson,
  rememberDevice: z.boolean().default(false),
});
export type PasskeySignInRequest = z.input<typeof passkeySignInRequestSchema>;

/** GET /api/auth/pending: the pending sign-in of this browser (after single sign-on), or 404. */
export const pendingSignInSchema = secondFactorRequiredSchema;

// ---- the security page -----------------------------------------------------------------------

const isoDate = z.iso.datetime({ offset: true });

export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: isoDate,
  lastUsedAt: isoDate.nullable(),
  /** Synced between the owner's devices (a passkey) rather than bound to one key. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const trustedDeviceSchema = z.object({
  id: z.uuid(),
  /** The browser and system it was remembered from (from its user agent). */
  label: z.string(),
  createdAt: isoDate,
  lastUsedAt: isoDate.nullable(),
  expiresAt: isoDate,
  /** This browser. */
  current: z.boolean(),
});
export type TrustedDevice = z.infer<typeof trustedDeviceSchema>;

export const sessionSummarySchema = z.object({
  /** The browser and system, from its user agent. */
  label: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: isoDate,
  lastSeenAt: isoDate,
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const linkedIdentitySchema = z.object({
  id: z.uuid(),
  provider: z.enum(SSO_PROVIDERS),
  email: z.string(),
  createdAt: isoDate,
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

/** GET /api/security: everything the "Sign-in and security" page shows. */
export const securityOverviewSchema = z.object({
  totp: z.object({ enabled: z.boolean(), enabledAt: isoDate.nullable() }),
  passkeys: z.array(passkeySchema),
  recoveryCodes: z.object({ remaining: z.number().int(), generatedAt: isoDate.nullable() }),
  trustedDevices: z.array(trustedDeviceSchema),
  sessions: z.array(sessionSummarySchema),
  identities: z.array(linkedIdentitySchema),
  /** The organisation's policy requires this member to have a second factor. */
  required: z.boolean(),
  /** What a change on this page asks for (stepUpSchema). */
  stepUp: z.enum(STEP_UP_PROOFS),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** POST /api/security/totp/setup: a new secret, not active until confirmed with one code. */
export const totpSetupSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpConfirmRequestSchema = z.object({ code: codeField });

/**
 * An enrolment's answer: the recovery codes when this was the member's first second factor (shown
 * once), else null.
 */
export const enrolmentResultSchema = z.object({ recoveryCodes: z.array(z.string()).nullable() });
export type EnrolmentResult = z.infer<typeof enrolmentResultSchema>;

/** POST /api/security/recovery-codes: a new set; the old one stops working. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const passkeyNameField = z
  .string()
  .trim()
  .min(1, { error: 'Please name this passkey' })
  .max(LIMITS.account.passkeyName, {
    error: `A passkey name can be at most ${LIMITS.account.passkeyName} characters`,
  });

/**
 * POST /api/security/passkeys: the browser's RegistrationResponseJSON for the last options. The
 * proof that it is the member went with the options (POST /api/security/passkeys/options takes
 * stepUpSchema), before the browser's prompt: a device must not keep a passkey Steward refused.
 */
export const addPasskeyRequestSchema = z.object({ name: passkeyNameField, response: webauthnJson });
export const addPasskeyResponseSchema = z.object({
  passkey: passkeySchema,
  recoveryCodes: z.array(z.string()).nullable(),
});
export type AddPasskeyResponse = z.infer<typeof addPasskeyResponseSchema>;
export const renamePasskeyRequestSchema = z.object({ name: passkeyNameField });
export const securityItemParamsSchema = z.object({ id: z.uuid() });

/** POST /api/security/sign-out-others: sessions ended, and remembered devices forgotten (all of them). */
export const signOutOthersResponseSchema = z.object({
  ended: z.number().int(),
  forgottenDevices: z.number().int(),
});
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;

// ---- the organisation's policy (admins) -----------------------------------------------------

const domainField = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.account.ssoDomain, { error: `A domain can be at most ${LIMITS.account.ssoDomain} characters` })
  .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, { error: 'Enter a domain such as example.org' });

export const securityPolicySchema = z.object({
  twoFactorRequiredFor: z.enum(TWO_FACTOR_REQUIREMENTS),
  /** Single sign-on is allowed only for emails at these domains; empty: any verified email. */
  ssoDomains: z.array(z.string()),
  /** Members (all but master admins, who keep their password as the way back in) use SSO only. */
  ssoOnly: z.boolean(),
  /** A single sign-on counts as the second factor (the provider enforces its own). */
  ssoCountsAsSecondFactor: z.boolean(),
  /**
   * The two-step rule was turned on with a grace period: until this moment members it covers
   * who have no second factor are reminded, not held to enrolment. Null: no grace (or it is over).
   */
  twoFactorGraceUntil: isoDate.nullable(),
  /** The providers this server is configured for (read-only). */
  ssoProviders: z.array(z.enum(SSO_PROVIDERS)),
});
export type SecurityPolicy = z.infer<typeof securityPolicySchema>;

/**
 * Whether an organisation whose single sign-on is restricted to `ssoDomains` lets in `email`:
 * any email when the list is empty, else only one at exactly one of the domains (no subdomains).
 */
export function ssoDomainAllows(ssoDomains: readonly string[], email: string): boolean {
  if (ssoDomains.length === 0) return true;
  const at = email.lastIndexOf('@');
  const domain = at < 0 ? '' : email.slice(at + 1).toLowerCase();
  return ssoDomains.some((allowed) => allowed.toLowerCase() === domain);
}

export const updateSecurityPolicyRequestSchema = z.object({
  twoFactorRequiredFor: z.enum(TWO_FACTOR_REQUIREMENTS),
  /**
   * Days before the rule holds members it newly covers to enrolment (0: at their next request).
   * Read only when the rule widens (nobody to admins or everyone, admins to everyone).
   */
  twoFactorGraceDays: z
    .number()
    .int()
    .min(0)
    .max(TWO_FACTOR_GRACE_DAYS_MAX, {
      error: `A grace period can be at most ${TWO_FACTOR_GRACE_DAYS_MAX} days`,
    })
    .default(0),
  ssoDomains: z
    .array(domainField)
    .max(LIMITS.account.ssoDomains, { error: `At most ${LIMITS.account.ssoDomains} domains` }),
  ssoOnly: z.boolean(),
  ssoCountsAsSecondFactor: z.boolean(),
});
export type UpdateSecurityPolicyRequest = z.infer<typeof updateSecurityPolicyRequestSchema>;
export type UpdateSecurityPolicyInput = z.input<typeof updateSecurityPolicyRequestSchema>;

/** GET /api/security/members (admins): who has a second factor, for the Users page. */
export const memberSecuritySchema = z.object({
  items: z.array(
    z.object({
      userId: z.uuid(),
      totp: z.boolean(),
      passkeys: z.number().int(),
      /** Has any second factor. */
      enrolled: z.boolean(),
    }),
  ),
});
export type MemberSecurity = z.infer<typeof memberSecuritySchema>;

export const memberUserParamsSchema = z.object({ userId: z.uuid() });
