import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appRole, currentUserId, tenantPolicy } from './tenancy';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Global: a person who can sign in. Email is stored lower-cased. Inside a tenant transaction a
 * user is visible only to themself and to members of the same organisation (the memberships
 * subquery is itself filtered by that table's policy).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    pgPolicy('users_visible_within_organization', {
      as: 'permissive',
      for: 'select',
      to: appRole,
      using: sql`${t.id} = ${currentUserId} or exists (select 1 from memberships m where m.user_id = ${t.id})`,
    }),
  ],
).enableRLS();

/** Global: a signed-in browser. The id is the SHA-256 of the cookie's token, never the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * 'enrol': the organisation requires a second factor this user had not set up when signing in;
     * the session reaches only the enrolment and sign-out (platform/authentication.ts). Enrolling
     * replaces the session with an unrestricted one.
     */
    restriction: text('restriction', { enum: ['enrol'] }),
    /**
     * The sign-in came through single sign-on: where the organisation counts that as the second
     * step, the session is not held to enrolment by its two-step rule.
     */
    viaSso: boolean('via_sso').notNull().default(false),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_restriction_valid', sql`${t.restriction} in ('enrol')`),
  ],
);

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Spec 000 §2 Shell: the custom logo, a sanitised SVG kept for the whole organisation rather
     * than in one browser; null shows the product name.
     */
    logoSvg: text('logo_svg'),
    logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
    /** Sign-in policy (modules/security): who must have a second factor. */
    twoFactorRequiredFor: text('two_factor_required_for', { enum: ['nobody', 'admins', 'everyone'] })
      .notNull()
      .default('nobody'),
    /** Single sign-on only for emails at these domains (lower-case); empty: any verified email. */
    ssoDomains: text('sso_domains').array().notNull().default(sql`'{}'::text[]`),
    /** Members other than master admins sign in only through single sign-on. */
    ssoOnly: boolean('sso_only').notNull().default(false),
    /** A single sign-on counts as the second factor. */
    ssoCountsAsSecondFactor: boolean('sso_counts_as_second_factor').notNull().default(false),
    /**
     * The two-step rule was widened with a grace period: until then, members it newly covers who
     * have no second factor are reminded rather than held to enrolment. Null: no grace.
     */
    twoFactorGraceUntil: timestamp('two_factor_grace_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('organizations_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check(
      'organizations_two_factor_required_for_valid',
      sql`${t.twoFactorRequiredFor} in ('nobody', 'admins', 'everyone')`,
    ),
    tenantPolicy('organizations', t.id),
  ],
).enableRLS();

/** A user's place in an organisation. Spec 000 §3: one organisation per user profile. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'admin', 'master_admin'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * A counter enters gifts into open contribution batches and sees nothing else of fundraising
     * (not in the spec: docs/spec-deviations.md). Meaningful for the user role; admins hold more.
     */
    isCounter: boolean('is_counter').notNull().default(false),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('memberships_user_id_key').on(t.userId),
    index('memberships_organization_id_idx').on(t.organizationId),
    check('memberships_role_valid', sql`${t.role} in ('user', 'admin', 'master_admin')`),
    tenantPolicy('memberships', t.organizationId),
  ],
).enableRLS();

/**
 * Spec 000 §3 Invitation (user_invitations). Only the SHA-256 of the token is stored; the token
 * itself is shown once, inside the invite link. One pending invitation per email and organisation:
 * inviting again replaces the previous one.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name'),
    role: text('role', { enum: ['user', 'admin'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    uniqueIndex('invitations_one_pending_per_email')
      .on(t.organizationId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.cancelledAt} is null`),
    check('invitations_role_valid', sql`${t.role} in ('user', 'admin')`),
    check('invitations_email_lower', sql`${t.email} = lower(${t.email})`),
    tenantPolicy('invitations', t.organizationId),
  ],
).enableRLS();

/**
 * Global: recent attempts that count against a limit (failed sign-ins per account and per
 * address, sign-ups and invitation lookups per address). Kept in the database so every server
 * process sees the same counts; rows older than the longest window are pruned as new ones arrive.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_events_bucket_key_idx').on(t.bucket, t.key, t.createdAt)],
);
