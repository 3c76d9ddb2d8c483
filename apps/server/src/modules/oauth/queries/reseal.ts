import { and, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '@/db/client';
import { oauthConfigs, oauthConnections, oauthStates } from '@/db/schema';

// The sealed columns, read and rewritten as the table owner, outside withTenant: the re-seal acts
// for every organisation. Only configured providers, active connections (a disconnected one has
// its tokens wiped to '' and null) and authorizations in flight hold values, a few per
// organisation, so each column is read whole.

/** Writes `next` where `where` still matches and the column still holds `previous`; true if it did. */
async function swap(db: Db, column: PgColumn, where: SQL | undefined, previous: string, next: string) {
  // SET takes the bare column name; drizzle would qualify it with the table.
  const updated = await queryRows(
    db,
    sql`update ${column.table} set ${sql.identifier(column.name)} = ${next}
        where ${where} and ${column} = ${previous} returning 1`,
  );
  return updated.length > 0;
}

export function sealedClientSecrets(db: Db) {
  return db
    .select({
      organizationId: oauthConfigs.organizationId,
      providerId: oauthConfigs.providerId,
      sealed: oauthConfigs.clientSecretSealed,
    })
    .from(oauthConfigs)
    .where(ne(oauthConfigs.clientSecretSealed, ''));
}

export function swapClientSecret(
  db: Db,
  key: { organizationId: string; providerId: string },
  previous: string,
  next: string,
) {
  return swap(
    db,
    oauthConfigs.clientSecretSealed,
    and(eq(oauthConfigs.organizationId, key.organizationId), eq(oauthConfigs.providerId, key.providerId)),
    previous,
    next,
  );
}

export type TokenKind = 'access' | 'refresh';

const tokenColumn = (kind: TokenKind) =>
  kind === 'access' ? oauthConnections.accessTokenSealed : oauthConnections.refreshTokenSealed;

export async function sealedTokens(db: Db, kind: TokenKind) {
  const column = tokenColumn(kind);
  const rows = await db
    .select({ id: oauthConnections.id, organizationId: oauthConnections.organizationId, sealed: column })
    .from(oauthConnections)
    .where(and(isNotNull(column), ne(column, '')));
  return rows.map((row) => ({ ...row, sealed: row.sealed as string }));
}

export function swapToken(db: Db, kind: TokenKind, connectionId: string, previous: string, next: string) {
  return swap(db, tokenColumn(kind), eq(oauthConnections.id, connectionId), previous, next);
}

export function sealedVerifiers(db: Db) {
  return db
    .select({
      stateDigest: oauthStates.stateDigest,
      organizationId: oauthStates.organizationId,
      sealed: oauthStates.codeVerifierSealed,
    })
    .from(oauthStates);
}

export function swapVerifier(db: Db, stateDigest: string, previous: string, next: string) {
  return swap(db, oauthStates.codeVerifierSealed, eq(oauthStates.stateDigest, stateDigest), previous, next);
}
