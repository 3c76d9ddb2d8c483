import pg from 'pg';
import type { Database } from './client';

export interface NotificationHandlers {
  onNotify(payload: string): void;
  /**
   * True once the channel is listened to; false whenever notifications may have been missed (the
   * connection dropped), until it is listened to again.
   */
  onLive(live: boolean): void;
}

export interface Subscription {
  close(): Promise<void>;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Listens to a PostgreSQL NOTIFY channel on either driver. PGlite delivers in-process, right after
 * the committing statement returns. On PostgreSQL a connection of its own holds the LISTEN (a
 * pooled one would be handed to requests); when it drops, the subscriber hears `onLive(false)` and
 * it reconnects with a growing delay until closed.
 */
export async function listen(
  database: Database,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Subscription> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  if (database.pglite) {
    const unlisten = await database.pglite.listen(channel, handlers.onNotify);
    handlers.onLive(true);
    return {
      close: async () => {
        handlers.onLive(false);
        await unlisten().catch(() => undefined);
      },
    };
  }
  const pool = database.pool;
  if (!pool) throw new Error('No database connection to listen on');
  return listenOnPostgres(pool.options.connectionString ?? '', channel, handlers);
}

async function listenOnPostgres(connectionString: string, channel: string, handlers: NotificationHandlers) {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = RETRY_FIRST_MS;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    handlers.onLive(false);
    failed.end().catch(() => undefined);
    if (closed) return;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    retry = null;
    const next = new pg.Client({ connectionString, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onNotify(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch {
      lost(next);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    delay = RETRY_FIRST_MS;
    handlers.onLive(true);
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      handlers.onLive(false);
      await current?.end().catch(() => undefined);
    },
  };
}
