import type { OAuthConnectionView } from '@steward/domain';
import type { ConnectionRow } from './queries/connections';

/** Spec 000 §2 /oauth connection details: when, by whom, which scopes, and whether it still works. */
export function connectionView(
  row: ConnectionRow,
  connectedBy: { email: string | null; fullName: string | null },
): OAuthConnectionView {
  return {
    id: row.id,
    providerId: row.providerId,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    connectedBy: connectedBy.email ? { email: connectedBy.email, fullName: connectedBy.fullName } : null,
    needsReconnect: row.needsReconnect,
    refreshError: row.refreshError,
  };
}
