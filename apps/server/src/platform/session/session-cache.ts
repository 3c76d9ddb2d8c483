/**
 * The sessions this process has resolved, so a signed-in request does not ask the database who
 * it is from. Correct only while it hears every change: it serves nothing unless it is `live`
 * (listening to the database's session changes, see db/notifications.ts and migration 0018), each
 * change drops the entries it touches, and every entry also expires after `ttlMs` as a safety net.
 *
 * A lookup that started before a change must not store what it read: `generation` counts the
 * changes, and `set` refuses an entry read under an older generation.
 */
export interface CachedSession<T> {
  value: T;
  userId: string;
  organizationId: string | null;
  /** The session's own expiry (ms since the epoch); past it the entry is no use. */
  expiresAt: number;
}

interface Entry<T> extends CachedSession<T> {
  /** When the safety net drops the entry (ms since the epoch). */
  cachedUntil: number;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/** The channel the database announces session changes on (migration 0018). */
export const SESSION_CHANGES_CHANNEL = 'steward_session_changes';

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private live = false;
  private changes = 0;
  private readonly now: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Taken before a lookup in the database, and given back to `set` with its result. */
  get generation(): number {
    return this.changes;
  }

  get size(): number {
    return this.entries.size;
  }

  get(sessionId: string): CachedSession<T> | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.cachedUntil <= now || entry.expiresAt <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry;
  }

  set(sessionId: string, session: CachedSession<T>, generation: number): void {
    if (!this.live || generation !== this.changes) return;
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(sessionId)) {
      // The oldest entry goes: a Map iterates in insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { ...session, cachedUntil: this.now() + this.options.ttlMs });
  }

  /**
   * A change the database announced: "session:<id>", "user:<id>" or "organization:<id>". Anything
   * else drops every entry: a payload this version does not know must not leave one stale.
   */
  changed(payload: string): void {
    this.changes++;
    const separator = payload.indexOf(':');
    const kind = payload.slice(0, separator);
    const id = payload.slice(separator + 1);
    if (kind === 'session') {
      this.entries.delete(id);
      return;
    }
    const field = kind === 'user' ? 'userId' : kind === 'organization' ? 'organizationId' : null;
    if (field === null || id === '') {
      this.entries.clear();
      return;
    }
    for (const [sessionId, entry] of this.entries) {
      if (entry[field] === id) this.entries.delete(sessionId);
    }
  }

  /** Drops every entry (a write in this process, or the change feed going quiet). */
  clear(): void {
    this.changes++;
    this.entries.clear();
  }

  /** Whether changes are being heard; while not, nothing is served or stored. */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }
}
