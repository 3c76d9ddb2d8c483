import { SSO_PROVIDERS } from '@steward/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Sign-in and security (modules/security). Every table here belongs to a user, not to an
// organisation, like `sessions`: each is read by the user's id outside any tenant transaction, at
// sign-in or on the member's own security page, so none has a tenant policy.

/**
 * The member's authenticator app (TOTP, RFC 6238). The secret is sealed with APP_SECRET
 * (platform/secret-box.ts, the user's id as associated data). `confirmedAt` null: set up but not
 * yet proven with a code, so not a second factor. `lastUsedStep` is the time step of the last
 * accepted code: a code of that step or an earlier one is refused (replay).
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time recovery codes. Only a salted SHA-256 of each code is kept (`code_hash` is
 * `salt.hash`, modules/security/service/recovery-codes.ts). Regenerating deletes the whole set.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/** WebAuthn credentials (passkeys and security keys), as @simplewebauthn/server describes them. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as the authenticator gave it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    /** 'singleDevice' or 'multiDevice'. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_user_id_idx').on(t.userId),
  ],
);

/**
 * "Remember this device for 30 days": the browser holds a random token in an HttpOnly cookie and
 * only its SHA-256 is kept here, so a row can be revoked and a stolen database opens nothing.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's user agent when it was remembered (shown as "Chrome on macOS"). */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('trusted_devices_token_hash_key').on(t.tokenHash),
    index('trusted_devices_user_id_idx').on(t.userId),
  ],
);

export const AUTH_CHALLENGE_PURPOSES = [
  'second_factor',
  'passkey_register',
  'passkey_sign_in',
  'sso',
] as const;

/**
 * Short-lived, single-use state between two requests of one sign-in step, kept in the database so
 * any server process can answer the second request:
 * - `second_factor`: the password (or SSO) was right; id is the SHA-256 of the pending cookie's
 *   token; `challenge` holds the WebAuthn challenge once a passkey is asked for;
 * - `passkey_register`, `passkey_sign_in`: id is the SHA-256 of the WebAuthn challenge;
 * - `sso`: id is the SHA-256 of the OAuth `state`; `data` holds the provider, nonce, PKCE
 *   verifier and invitation token.
 * Taken with DELETE ... RETURNING, so a challenge answers at most once.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: AUTH_CHALLENGE_PURPOSES }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge'),
    data: jsonb('data').$type<Record<string, string | boolean | null>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_challenges_expires_at_idx').on(t.expiresAt),
    check(
      'auth_challenges_purpose_valid',
      sql.raw(`purpose in (${AUTH_CHALLENGE_PURPOSES.map((p) => `'${p}'`).join(', ')})`),
    ),
  ],
);

/**
 * A Google, Microsoft or configured OpenID provider's account linked to a Steward user (OpenID
 * Connect `sub` per provider).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: SSO_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    /** The email the provider vouched for when the link was made. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_id_idx').on(t.userId),
    check(
      'user_identities_provider_valid',
      sql.raw(`provider in (${SSO_PROVIDERS.map((p) => `'${p}'`).join(', ')})`),
    ),
  ],
);
