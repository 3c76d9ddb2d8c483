import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import * as schema from './schema';

/** One type for both drivers: the app never knows which one it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of either driver (withTenant's and db.transaction's callbacks receive one). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Present for PGlite only: the embedded instance (migrations use it). */
  pglite?: PGlite;
  /** Present for PostgreSQL only. */
  pool?: pg.Pool;
}

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, stored under DATA_DIR/pglite.
 * `dataDir: null` keeps it in memory (tests); `from` starts it from a data directory dumped by
 * PGlite's dumpDataDir (the tests' migrated snapshot) instead of an empty one.
 */
export async function openPglite(dataDir: string | null, from?: Blob): Promise<Database> {
  // pg_trgm backs document search (migration 0004); PGlite loads extensions only when asked.
  const options = { extensions: { pg_trgm }, ...(from ? { loadDataDir: from } : {}) };
  let pglite: PGlite;
  if (dataDir) {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir, options);
  } else {
    pglite = new PGlite(options);
  }
  await pglite.waitReady;
  const db: Db = drizzlePglite(pglite, { schema });
  return {
    db,
    driver: 'pglite',
    pglite,
    ping: () => ping(db),
    close: once(() => pglite.close()),
  };
}

export class DatabaseConnectionError extends Error {
  override name = 'DatabaseConnectionError';
}

/** A real PostgreSQL server through node-postgres; fails fast when it cannot connect. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Nor one checked out between two statements of a transaction when PostgreSQL ends its session
  // (a restart, a failover): node-postgres then emits the error on the client itself, and with no
  // listener that ends the process. The client is no longer queryable, so the transaction's next
  // statement fails (a 500 for that request) and the pool discards the client on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason =
      error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code : String(error);
    throw new DatabaseConnectionError(reason ?? 'unknown error');
  }
  const db: Db = drizzleNodePg(pool, { schema });
  return {
    db,
    driver: 'postgres',
    pool,
    ping: () => ping(db),
    close: once(() => pool.end()),
  };
}

/** Closing twice (app shutdown, then a test's cleanup) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a raw SQL query; both drivers return `{ rows }`, which the shared Db type hides. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// The dialect drizzle() builds for the app (no casing option): it turns a query into text and values.
const dialect = new PgDialect();

/**
 * A fragment without values (table and column names, an ORDER BY), rendered to its text once, at
 * load: drizzle renders each column reference on every call (about 2 µs each, from a walk of
 * type checks), and the hottest statements name a dozen. The result is raw SQL, so it must hold
 * no value: that is checked here.
 */
export function prerendered(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error(`A prerendered fragment holds values: ${text}`);
  return sql.raw(text);
}

/** The name of each statement text, hashed once (a few hundred texts: one per filter and sort). */
const statementNames = new LRUCache<string, string>({ max: 1_000 });

/**
 * queryRows as a named prepared statement, for the hottest reads (the document list page, the
 * dashboard, the donor directory page): on PostgreSQL each pooled connection parses and
 * analyses the statement once, then only binds its values, instead of being sent the text to parse
 * on every request. The name is a hash of the text, so each distinct text (one per filter and
 * sort) is a statement of its own, and a text changed by a new release gets a new name; a cached
 * plan is re-planned by PostgreSQL itself when a migration changes a table it reads. PGlite
 * ignores the name. Drizzle turns the query into text and values; the driver runs it directly,
 * with the driver settings of drizzle's own sessions (TEXT_TYPES): drizzle's prepared query
 * wrapper built two configurations and nine closures per call, 2% of a signed-in list's CPU.
 */
export async function queryPrepared<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = driverClient(db);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    let name = statementNames.get(text);
    if (name === undefined) {
      name = `steward_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
      statementNames.set(text, name);
    }
    const result = await client.query<T & pg.QueryResultRow>({
      name,
      text,
      values: params,
      types: NODE_PG_TYPES,
    });
    return result.rows;
  }
  return (await client.query<T>(text, params, { parsers: PGLITE_PARSERS })).rows;
}

/** The connection behind a drizzle database or transaction, of either driver. */
export type DriverClient = pg.Pool | pg.PoolClient | PGliteInterface;

/**
 * The driver's own connection behind a drizzle database or transaction. Drizzle keeps it on the
 * session and has no public accessor; both drivers' sessions name it `client`.
 */
export function driverClient(db: Db | Tx): DriverClient {
  const client = (db._.session as unknown as { client?: DriverClient }).client;
  if (!client) throw new Error('Not a node-postgres or PGlite database');
  return client;
}

/**
 * Dates, timestamps and intervals (and their arrays, and numeric arrays) as the text PostgreSQL
 * sends, as drizzle's sessions of both drivers leave them: the app's rows read them as strings.
 */
const TEXT_TYPES = [1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;
const NODE_PG_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.includes(oid) ? asText : pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig;
const PGLITE_PARSERS = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, asText]));
