import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers of the public economic data services (FRED, BEA), shared by every organisation and
 * process: one row per series, refreshed when older than its time to live. Not tenant data, so no
 * organisation column and no row-level security.
 */
export const insightCache = pgTable('insight_cache', {
  key: text('key').primaryKey(),
  /** The observations, oldest first; or, for a failed fetch, the reason (kept briefly). */
  payload: jsonb('payload').notNull(),
  /** False: the fetch failed; the row keeps the reason so the service is not asked again at once. */
  ok: boolean('ok').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});
