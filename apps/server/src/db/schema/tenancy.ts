import { DONOR_DATA_CATEGORY } from '@steward/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/**
 * The role every tenant-scoped transaction switches to (see withTenant). It owns nothing, so
 * row-level security applies to it even where the connecting user is a superuser (PGlite, dev).
 * Created by a custom migration because roles are cluster-wide; `.existing()` keeps drizzle-kit
 * from creating it a second time.
 */
export const appRole = pgRole('steward_app').existing();

/** The organisation of the current transaction, or NULL outside withTenant. */
export const currentOrganizationId = sql`nullif(current_setting('app.organization_id', true), '')::uuid`;

/** The signed-in user of the current transaction, or NULL outside withTenant. */
export const currentUserId = sql`nullif(current_setting('app.user_id', true), '')::uuid`;

/** One policy per tenant table: a row is visible and writable only inside its own organisation. */
export function tenantPolicy(table: string, column: AnyPgColumn) {
  return pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: sql`${column} = ${currentOrganizationId}`,
    withCheck: sql`${column} = ${currentOrganizationId}`,
  });
}

/** Whether the current transaction's member has fundraising access (withTenant sets it from the role). */
export const fundraisingAccess = sql`current_setting('app.fundraising', true) = 'on'`;

/**
 * Donor Data documents are fundraising data (domain canAccessDocumentCategory, whose SQL twin this
 * is): a restrictive policy, so on top of the organisation's, hides them from a transaction without
 * fundraising access and refuses it to file a document under the category or move one into or out
 * of it.
 */
export function donorDataPolicy(table: string, category: AnyPgColumn) {
  const allowed = sql`(${category} <> ${sql.raw(`'${DONOR_DATA_CATEGORY}'`)} or ${fundraisingAccess})`;
  return pgPolicy(`${table}_donor_data`, {
    as: 'restrictive',
    for: 'all',
    to: appRole,
    using: allowed,
    withCheck: allowed,
  });
}
