import { once } from 'node:events';
import type { Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { driverClient, type Tx } from './client';

/**
 * PostgreSQL's bulk load (COPY ... FROM STDIN, text format) into a table, inside a transaction of
 * either driver: node-postgres streams one COPY for all batches; PGlite takes each batch as a blob.
 * Several times faster than INSERT for a large file's rows.
 */
export interface CopyWriter {
  /** Sends rows, each a line made by `copyLine`. Waits while the server catches up. */
  write(lines: string): Promise<void>;
  /** Finishes the load; a rejected row fails here (or at the next write). */
  end(): Promise<void>;
  /** Abandons the load so the transaction can roll back. */
  abort(error: Error): void;
}

const PGLITE_COPY_CHARS = 8 * 1024 * 1024;

type CopyValue = string | number | null | undefined;

/** One row in COPY's text format: tab-separated, \N for null, backslash escapes. */
export function copyLine(values: readonly CopyValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) line += '\t';
    const value = values[i];
    if (value === null || value === undefined) line += '\\N';
    else if (typeof value === 'number') line += String(value);
    else line += /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, escapeChar) : value;
  }
  return `${line}\n`;
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeChar = (char: string) => ESCAPES[char] as string;

function isPglite(client: pg.PoolClient | PgliteTransaction): client is PgliteTransaction {
  return !('release' in client);
}

export function openCopy(tx: Tx, table: string, columns: readonly string[]): CopyWriter {
  // Within a transaction the connection is a pooled client or PGlite's transaction.
  const client = driverClient(tx) as pg.PoolClient | PgliteTransaction;
  const target = `${table} (${columns.join(', ')})`;
  if (isPglite(client)) {
    // Each COPY of PGlite has a fixed cost (the blob becomes a file of its virtual file system),
    // so batches are gathered into a few megabytes per statement.
    let pending: string[] = [];
    let pendingLength = 0;
    const flush = async () => {
      if (pendingLength === 0) return;
      const blob = new Blob(pending);
      pending = [];
      pendingLength = 0;
      // PGlite reads the batch as a file, which PostgreSQL allows only a superuser: the load
      // steps out of the tenant role for this one statement. The embedded database has no other
      // files to read, and the tables loaded are the transaction's own staging tables.
      const [role] = (await client.query<{ role: string }>('select current_user as role')).rows;
      await client.query('reset role');
      try {
        await client.query(`copy ${target} from '/dev/blob'`, [], { blob });
      } finally {
        await client.query(`select set_config('role', $1, true)`, [role?.role]);
      }
    };
    return {
      async write(lines) {
        pending.push(lines);
        pendingLength += lines.length;
        if (pendingLength >= PGLITE_COPY_CHARS) await flush();
      },
      end: flush,
      abort() {
        pending = [];
        pendingLength = 0;
      },
    };
  }
  const stream = client.query(copyFrom(`copy ${target} from stdin`));
  let failure: Error | null = null;
  stream.on('error', (error: Error) => {
    failure = error;
  });
  const check = () => {
    if (failure) throw failure;
  };
  return {
    async write(lines) {
      check();
      if (!stream.write(lines)) await once(stream, 'drain');
      check();
    },
    async end() {
      check();
      stream.end();
      await once(stream, 'finish');
      check();
    },
    abort(error) {
      // Sends CopyFail, which ends the COPY with an error and frees the connection for ROLLBACK.
      if (!stream.destroyed) stream.destroy(error);
    },
  };
}
