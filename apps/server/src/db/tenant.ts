import { canAccessFundraising, type Role } from '@steward/domain';
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

export interface TenantOptions {
  /**
   * Plan the transaction's statements without their values (PostgreSQL's plan_cache_mode
   * force_generic_plan, for this transaction only), so that a named prepared statement is planned
   * once per connection. For a transaction of one hot read whose plan costs more to make than to
   * run and which PostgreSQL would otherwise plan again on every call:
   * the dashboard's statement took 0.64 ms to plan and 0.31 to run each time, and 0.25 to run
   * with one generic plan (docs/decisions.md). Not for a read whose best plan depends on its
   * values, such as a search pattern.
   */
  genericPlans?: boolean;
}

/** The setting a transaction asked for generic plans adds to its first message (plain text: no value in it). */
const GENERIC_PLANS = "set_config('plan_cache_mode', 'force_generic_plan', true),";

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
  options: TenantOptions = {},
): Promise<T> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return onPool(db, client, context, work, options);
  // PGlite runs in this process: a statement costs no round trip, and its own transaction API is
  // what keeps other callers' statements out of this transaction (tenant.db.test.ts).
  return db.transaction(async (tx) => {
    const [organizationId, userId, fundraising] = settings(context);
    await tx.execute(sql`select
      set_config('app.organization_id', ${organizationId}, true),
      set_config('app.user_id', ${userId}, true),
      set_config('app.fundraising', ${fundraising}, true),
      ${options.genericPlans ? sql.raw(GENERIC_PLANS) : sql``}
      set_config('role', 'steward_app', true)`);
    return work(tx);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The transaction's settings, checked: the ids come from the session and are uuids or nothing. */
function settings(context: TenantContext): [organizationId: string, userId: string, fundraising: string] {
  const userId = context.userId ?? '';
  if (!UUID.test(context.organizationId) || (userId !== '' && !UUID.test(userId)))
    throw new Error('withTenant: the organisation and the user must be uuids');
  return [context.organizationId, userId, canAccessFundraising(context.role) ? 'on' : ''];
}

// The same dialect drizzle() builds for the app (no casing option), for the transactions below.
const dialect = new PgDialect();

/**
 * Drizzle's transaction over each pooled connection, made the first time the connection serves
 * one: its constructor builds a query builder for every table of the schema, and made per request
 * it was 1% of a signed-in list's CPU and more of its garbage. It holds nothing of a transaction
 * but its connection (a nested transaction is a new object), so each transaction on the
 * connection can use it in turn; it goes with the connection.
 */
const transactions = new WeakMap<pg.PoolClient, Tx>();

function transactionOn(db: Db, client: pg.PoolClient): Tx {
  let tx = transactions.get(client);
  if (!tx) {
    const { schema, fullSchema, tableNamesMap } = db._;
    if (!schema) throw new Error('withTenant: the database was opened without its schema');
    const relational = { schema, fullSchema, tableNamesMap };
    const session = new NodePgSession(client, dialect, relational);
    tx = new NodePgTransaction(dialect, session, relational) as unknown as Tx;
    transactions.set(client, tx);
  }
  return tx;
}

/**
 * node-postgres: BEGIN and the settings go in one simple-protocol message, one round trip where
 * drizzle's `transaction` takes two (each statement is a write and a wait: the largest share of a
 * signed-in request's CPU was pg's query submits). A simple query takes no parameters, so the
 * values are literals: uuids checked above, quoted by pg's escapeLiteral all the same. The work
 * then runs on drizzle's own transaction class over the checked-out client, as in `db.transaction`.
 */
async function onPool<T>(
  db: Db,
  pool: pg.Pool,
  context: TenantContext,
  work: (tx: Tx) => Promise<T>,
  options: TenantOptions,
) {
  const [organizationId, userId, fundraising] = settings(context).map((value) => pg.escapeLiteral(value));
  const client = await pool.connect();
  const tx = transactionOn(db, client);
  try {
    await client.query(`begin; select
      set_config('app.organization_id', ${organizationId}, true),
      set_config('app.user_id', ${userId}, true),
      set_config('app.fundraising', ${fundraising}, true),
      ${options.genericPlans ? GENERIC_PLANS : ''}
      set_config('role', 'steward_app', true)`);
    const result = await work(tx);
    await client.query('commit');
    client.release();
    return result;
  } catch (error) {
    // A client that cannot even roll back is broken: the pool must drop it, not lend it again.
    const broken = await client.query('rollback').then(
      () => undefined,
      (rollbackError: Error) => rollbackError,
    );
    client.release(broken);
    throw error;
  }
}
