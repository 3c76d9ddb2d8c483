import { canAccessFundraising, type Role } from '@steward/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** Who is acting, taken from the session; every tenant-scoped service call carries it. */
export interface TenantContext {
  /** Null for the server's own jobs (reminders), which act for the organisation, not a person. */
  userId: string | null;
  organizationId: string;
  /**
   * The member's role. Fundraising data (Donor Data documents and their text) is visible only to a
   * role with fundraising access (canAccessFundraising); without one, as for the server's own jobs,
   * row-level security hides it (db/schema/tenancy.ts, fundraisingAccess).
   */
  role?: Role | null | undefined;
}

/**
 * Runs `work` in one transaction as the unprivileged role with the organisation set, so that
 * row-level security hides and refuses every other organisation's rows even if a query forgets
 * its own `where organization_id = ...`, and the organisation's fundraising data unless the
 * member may see it.
 */
export async function withTenant<T>(
  db: Db,
  context: TenantContext,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // One statement for all four (set_config('role', ..., true) is SET LOCAL ROLE): each round
    // trip counts on a route every page view calls.
    await tx.execute(sql`select
      set_config('app.organization_id', ${context.organizationId}, true),
      set_config('app.user_id', ${context.userId ?? ''}, true),
      set_config('app.fundraising', ${canAccessFundraising(context.role) ? 'on' : ''}, true),
      set_config('role', 'steward_app', true)`);
    return work(tx);
  });
}
