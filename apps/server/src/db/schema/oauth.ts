import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { tenantPolicy } from './tenancy';

/**
 * Spec 000 §3 OAuth config, per organisation and provider. The client secret is sealed
 * (platform/secret-box.ts) with the organisation and provider as associated data, and never
 * leaves the server.
 */
export const oauthConfigs = pgTable(
  'oauth_configs',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    /** BambooHR's endpoints live under the company's own subdomain. */
    companyDomain: text('company_domain'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.providerId] }),
    tenantPolicy('oauth_configs', t.organizationId),
  ],
).enableRLS();

/**
 * One authorization request in flight (RFC 9700 §2.1): the state is stored only as its SHA-256
 * digest, bound to the session that started it and to one provider, used once (the callback
 * deletes the row) and refused after OAUTH_STATE_TTL_SECONDS. The PKCE verifier is sealed.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateDigest: text('state_digest').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sessions.id of the browser that asked; no foreign key, since the app role cannot read sessions. */
    sessionId: text('session_id').notNull(),
    providerId: text('provider_id').notNull(),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    /** The redirect_uri sent with the authorization request, which the token request must repeat. */
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('oauth_states_expires_at_idx').on(t.expiresAt),
    tenantPolicy('oauth_states', t.organizationId),
  ],
).enableRLS();

/**
 * Spec 000 §3 OAuth connection. One active connection per organisation and provider; a new
 * connection replaces the old one, and disconnecting sets is_active false (the row stays). Both
 * tokens are sealed with the connection's id as associated data.
 */
export const oauthConnections = pgTable(
  'oauth_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull(),
    /** Who connected it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    accessTokenSealed: text('access_token_sealed').notNull(),
    refreshTokenSealed: text('refresh_token_sealed'),
    /** Null: the token does not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when the provider refused a refresh: only connecting again helps. */
    needsReconnect: boolean('needs_reconnect').notNull().default(false),
    /** "Token refresh failed: ..." from the last failed refresh, cleared by a successful one. */
    refreshError: text('refresh_error'),
    /** While set in the future, one process is refreshing the token and the others wait. */
    refreshLeaseUntil: timestamp('refresh_lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_connections_one_active_idx')
      .on(t.organizationId, t.providerId)
      .where(sql`${t.isActive}`),
    index('oauth_connections_refresh_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.isActive} and ${t.refreshTokenSealed} is not null and not ${t.needsReconnect}`),
    tenantPolicy('oauth_connections', t.organizationId),
  ],
).enableRLS();
