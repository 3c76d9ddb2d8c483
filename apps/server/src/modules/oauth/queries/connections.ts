import { TOKEN_REFRESH_MARGIN_SECONDS } from '@steward/domain';
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { oauthConnections, oauthStates, users } from '@/db/schema';

export type ConnectionRow = typeof oauthConnections.$inferSelect;
export type StateRow = typeof oauthStates.$inferSelect;

/** How long one process may hold a connection's refresh before another may take it over. */
const REFRESH_LEASE = sql`interval '60 seconds'`;

/**
 * Keeps one pending authorization per provider and session (a newer Connect replaces an older one)
 * and drops the organisation's expired ones, then records the new one.
 */
export async function insertState(tx: Tx, values: typeof oauthStates.$inferInsert) {
  await tx
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.organizationId, values.organizationId),
        or(
          lt(oauthStates.expiresAt, sql`now()`),
          and(eq(oauthStates.sessionId, values.sessionId), eq(oauthStates.providerId, values.providerId)),
        ),
      ),
    );
  await tx.insert(oauthStates).values(values);
}

/** Takes a state out, so it can be used once: only the session that started it can take it. */
export async function takeState(tx: Tx, organizationId: string, stateDigest: string, sessionId: string) {
  const [row] = await tx
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.organizationId, organizationId),
        eq(oauthStates.stateDigest, stateDigest),
        eq(oauthStates.sessionId, sessionId),
      ),
    )
    .returning();
  return row;
}

/** The organisation's active connections with who made them. */
export async function activeConnections(tx: Tx, organizationId: string) {
  return tx
    .select({ connection: oauthConnections, email: users.email, fullName: users.fullName })
    .from(oauthConnections)
    .leftJoin(users, eq(users.id, oauthConnections.userId))
    .where(and(eq(oauthConnections.organizationId, organizationId), eq(oauthConnections.isActive, true)));
}

/** Providers with an active connection that does not wait for a reconnect. */
export async function connectedProviderIds(tx: Tx, organizationId: string) {
  const rows = await tx
    .select({ providerId: oauthConnections.providerId })
    .from(oauthConnections)
    .where(
      and(
        eq(oauthConnections.organizationId, organizationId),
        eq(oauthConnections.isActive, true),
        eq(oauthConnections.needsReconnect, false),
      ),
    );
  return rows.map((row) => row.providerId);
}

export async function findActiveConnection(
  tx: Tx,
  organizationId: string,
  where: { id?: string; providerId?: string },
) {
  const [row] = await tx
    .select()
    .from(oauthConnections)
    .where(
      and(
        eq(oauthConnections.organizationId, organizationId),
        eq(oauthConnections.isActive, true),
        where.id ? eq(oauthConnections.id, where.id) : undefined,
        where.providerId ? eq(oauthConnections.providerId, where.providerId) : undefined,
      ),
    );
  return row;
}

/**
 * Ends the active connection (spec 000 §4: is_active false; the row stays). Its tokens are wiped:
 * nothing may use them again. Returns the row as it was, with its sealed tokens.
 */
export async function deactivate(
  tx: Tx,
  organizationId: string,
  where: { id?: string; providerId?: string },
) {
  const before = await findActiveConnection(tx, organizationId, where);
  if (!before) return undefined;
  await tx
    .update(oauthConnections)
    .set({
      isActive: false,
      accessTokenSealed: '',
      refreshTokenSealed: null,
      refreshLeaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(eq(oauthConnections.id, before.id));
  return before;
}

export async function insertConnection(tx: Tx, values: typeof oauthConnections.$inferInsert) {
  await tx.insert(oauthConnections).values(values);
}

/**
 * Claims the refresh of a connection for this process for REFRESH_LEASE; undefined when it does not
 * expire within `withinSeconds`, is not refreshable, or another process holds it.
 */
export async function claimRefresh(
  tx: Tx,
  organizationId: string,
  id: string,
  withinSeconds = TOKEN_REFRESH_MARGIN_SECONDS,
) {
  const [row] = await tx
    .update(oauthConnections)
    .set({ refreshLeaseUntil: sql`now() + ${REFRESH_LEASE}` })
    .where(
      and(
        eq(oauthConnections.organizationId, organizationId),
        eq(oauthConnections.id, id),
        eq(oauthConnections.isActive, true),
        eq(oauthConnections.needsReconnect, false),
        isNotNull(oauthConnections.refreshTokenSealed),
        sql`(${oauthConnections.refreshLeaseUntil} is null or ${oauthConnections.refreshLeaseUntil} < now())`,
        sql`${oauthConnections.expiresAt} < now() + make_interval(secs => ${withinSeconds})`,
      ),
    )
    .returning();
  return row;
}

/** Ends a claim with new tokens, or with the failure (`needsReconnect` when the provider refused). */
export async function finishRefresh(
  tx: Tx,
  id: string,
  outcome:
    | {
        accessTokenSealed: string;
        refreshTokenSealed: string | null;
        expiresAt: Date | null;
        scopes?: string[];
      }
    | { refreshError: string; needsReconnect: boolean },
) {
  const values =
    'refreshError' in outcome
      ? { refreshError: outcome.refreshError, needsReconnect: outcome.needsReconnect }
      : { ...outcome, refreshError: null, needsReconnect: false };
  await tx
    .update(oauthConnections)
    .set({ ...values, refreshLeaseUntil: null, updatedAt: sql`now()` })
    .where(and(eq(oauthConnections.id, id), eq(oauthConnections.isActive, true)));
}

/**
 * Connections of every organisation whose token expires within the refresh margin (plus `aheadSeconds`,
 * so a sweep every minute never lets one lapse). Read as the owner: the sweep acts for all tenants.
 */
export async function connectionsDueForRefresh(db: Db, aheadSeconds: number, limit: number) {
  return db
    .select({ id: oauthConnections.id, organizationId: oauthConnections.organizationId })
    .from(oauthConnections)
    .where(
      and(
        eq(oauthConnections.isActive, true),
        eq(oauthConnections.needsReconnect, false),
        isNotNull(oauthConnections.refreshTokenSealed),
        sql`${oauthConnections.expiresAt} < now() + make_interval(secs => ${TOKEN_REFRESH_MARGIN_SECONDS + aheadSeconds})`,
        sql`(${oauthConnections.refreshLeaseUntil} is null or ${oauthConnections.refreshLeaseUntil} < now())`,
      ),
    )
    .orderBy(oauthConnections.expiresAt)
    .limit(limit);
}
