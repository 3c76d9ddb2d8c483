import { setTimeout as sleep } from 'node:timers/promises';
import {
  CANNOT_REFRESH_TOKEN,
  type OAuthDisconnectResponse,
  oauthNotConfigured,
  TOKEN_REFRESH_MARGIN_SECONDS,
  tokenRefreshFailed,
} from '@steward/domain';
import type { Tx } from '@/db/client';
import { type TenantContext, withTenant } from '@/db/tenant';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { AppError, conflict, notFound } from '@/platform/errors';
import type { OAuthDeps } from '../deps';
import {
  type ConnectionRow,
  claimRefresh,
  connectedProviderIds,
  connectionsDueForRefresh,
  deactivate,
  findActiveConnection,
  finishRefresh,
} from '../queries/connections';
import { refreshTokens, revokeTokens, TokenEndpointError } from '../token-client';
import { providerClient, requireProvider } from './configs';

export const CONNECTION_NOT_FOUND = 'Connection not found';

/** Binds a sealed token to its organisation, connection and kind. */
export function tokenContext(organizationId: string, connectionId: string, kind: 'access' | 'refresh') {
  return `oauth-connection/${organizationId}/${connectionId}/${kind}`;
}

function openTokens(deps: OAuthDeps, row: ConnectionRow) {
  return {
    accessToken: deps.box.open(row.accessTokenSealed, tokenContext(row.organizationId, row.id, 'access')),
    refreshToken: row.refreshTokenSealed
      ? deps.box.open(row.refreshTokenSealed, tokenContext(row.organizationId, row.id, 'refresh'))
      : null,
  };
}

/**
 * Spec 000 §4 disconnect: the connection becomes inactive at once (its tokens wiped), then the
 * grant is revoked at the provider where the provider offers revocation. A provider that fails to
 * answer does not keep the connection alive; the answer says so.
 */
export async function disconnect(
  deps: OAuthDeps,
  member: MemberContext,
  connectionId: string,
): Promise<OAuthDisconnectResponse> {
  const { row, client } = await withTenant(deps.db, member, async (tx) => {
    const before = await deactivate(tx, member.organizationId, { id: connectionId });
    if (!before) throw notFound(CONNECTION_NOT_FOUND);
    const provider = requireProvider(before.providerId);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'oauth_disconnected',
      target: provider.name,
      ipAddress: member.ipAddress,
    });
    return {
      row: before,
      client: await providerClient(tx, deps.box, deps.overrides, member.organizationId, provider),
    };
  });
  const provider = requireProvider(row.providerId);
  if (!provider.revocationStyle || (client && !client.endpoints.revocation))
    return { revokedAtProvider: null };
  if (!client) return { revokedAtProvider: false };
  try {
    return {
      revokedAtProvider: await revokeTokens(
        provider,
        client.endpoints,
        client.credentials,
        openTokens(deps, row),
      ),
    };
  } catch {
    return { revokedAtProvider: false };
  }
}

type RefreshOutcome =
  | { kind: 'refreshed'; accessToken: string }
  | { kind: 'failed'; message: string }
  /** Not due, not refreshable, or another process is refreshing it: read the row again. */
  | { kind: 'not-claimed' };

/**
 * Refreshes one connection's tokens if it expires within `withinSeconds`, holding a lease in the
 * database so that only one process refreshes a connection at a time (a rotated refresh token
 * used twice would end the grant). A refusal by the provider marks the connection as needing a
 * new connection; an unreachable provider leaves it for the next attempt.
 */
export async function refreshConnection(
  deps: OAuthDeps,
  tenant: TenantContext,
  connectionId: string,
  withinSeconds = TOKEN_REFRESH_MARGIN_SECONDS,
): Promise<RefreshOutcome> {
  const claimed = await withTenant(deps.db, tenant, async (tx) => {
    const row = await claimRefresh(tx, tenant.organizationId, connectionId, withinSeconds);
    if (!row) return null;
    const provider = requireProvider(row.providerId);
    return {
      row,
      provider,
      client: await providerClient(tx, deps.box, deps.overrides, tenant.organizationId, provider),
    };
  });
  if (!claimed) return { kind: 'not-claimed' };
  const { row, provider, client } = claimed;
  const fail = async (message: string, needsReconnect: boolean): Promise<RefreshOutcome> => {
    await withTenant(deps.db, tenant, (tx) =>
      finishRefresh(tx, row.id, { refreshError: message, needsReconnect }),
    );
    return { kind: 'failed', message };
  };
  if (!client) return fail(tokenRefreshFailed(oauthNotConfigured(provider.id)), true);

  const { refreshToken } = openTokens(deps, row);
  let granted: Awaited<ReturnType<typeof refreshTokens>>;
  try {
    granted = await refreshTokens(provider, client.endpoints, client.credentials, refreshToken as string);
  } catch (error) {
    if (error instanceof TokenEndpointError) return fail(tokenRefreshFailed(error.reason), error.rejected);
    throw error;
  }
  const nextRefresh = granted.refreshToken ?? refreshToken;
  await withTenant(deps.db, tenant, (tx) =>
    finishRefresh(tx, row.id, {
      accessTokenSealed: deps.box.seal(
        granted.accessToken,
        tokenContext(row.organizationId, row.id, 'access'),
      ),
      refreshTokenSealed: nextRefresh
        ? deps.box.seal(nextRefresh, tokenContext(row.organizationId, row.id, 'refresh'))
        : null,
      expiresAt: granted.expiresAt,
      ...(granted.scopes ? { scopes: granted.scopes } : {}),
    }),
  );
  return { kind: 'refreshed', accessToken: granted.accessToken };
}

const WAIT_FOR_OTHER_REFRESH_MS = 250;
const MAX_ATTEMPTS = 40;

/**
 * The organisation's access token for a provider, refreshed first when it has under 5 minutes to
 * expiry (spec 000 §4). Every call Steward makes to a provider takes its token from here.
 */
export async function accessTokenFor(
  deps: OAuthDeps,
  tenant: TenantContext,
  providerId: string,
): Promise<string> {
  const provider = requireProvider(providerId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const row = await withTenant(deps.db, tenant, (tx) =>
      findActiveConnection(tx, tenant.organizationId, { providerId: provider.id }),
    );
    if (!row) throw conflict(`${provider.name} is not connected`);
    if (row.needsReconnect) throw conflict(row.refreshError ?? tokenRefreshFailed('connect again'));
    const msLeft = row.expiresAt ? row.expiresAt.getTime() - Date.now() : Number.POSITIVE_INFINITY;
    if (msLeft > TOKEN_REFRESH_MARGIN_SECONDS * 1000) return openTokens(deps, row).accessToken;
    if (!row.refreshTokenSealed) {
      if (msLeft > 0) return openTokens(deps, row).accessToken;
      throw conflict(CANNOT_REFRESH_TOKEN);
    }
    const outcome = await refreshConnection(deps, tenant, row.id);
    if (outcome.kind === 'refreshed') return outcome.accessToken;
    if (outcome.kind === 'failed') throw new AppError(502, 'unavailable', outcome.message);
    // Another process holds the refresh: its token is still good until it expires.
    if (msLeft > 0) return openTokens(deps, row).accessToken;
    await sleep(WAIT_FOR_OTHER_REFRESH_MS);
  }
  throw new AppError(503, 'unavailable', CANNOT_REFRESH_TOKEN);
}

/** How often the sweep runs; it refreshes what would fall under the margin before its next run. */
export const REFRESH_SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 100;

/**
 * The periodic refresh of every organisation's tokens that would reach the 5-minute margin before
 * the next sweep. Safe in several processes at once: each connection is leased to one of them.
 */
export async function sweepTokenRefresh(deps: OAuthDeps) {
  const ahead = REFRESH_SWEEP_INTERVAL_MS / 1000;
  const due = await connectionsDueForRefresh(deps.db, ahead, SWEEP_BATCH);
  const counts = { refreshed: 0, failed: 0 };
  for (const { id, organizationId } of due) {
    const outcome = await refreshConnection(
      deps,
      { organizationId, userId: null },
      id,
      TOKEN_REFRESH_MARGIN_SECONDS + ahead,
    );
    if (outcome.kind === 'refreshed') counts.refreshed++;
    if (outcome.kind === 'failed') counts.failed++;
  }
  return counts;
}

/**
 * The providers the organisation holds a working connection to: active and not waiting for a
 * reconnect (spec 000 §2 "OAuth Connected" on integration cards).
 */
export async function connectedProviders(tx: Tx, organizationId: string): Promise<Set<string>> {
  return new Set(await connectedProviderIds(tx, organizationId));
}
