import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
