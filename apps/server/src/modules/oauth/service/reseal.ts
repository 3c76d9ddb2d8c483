import { and, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '@/db/client';
import { oauthConfigs, oauthConnections, oauthStates } from '@/db/schema';
import type { SecretBox } from '@/platform/secret-box';
import { verifierContext } from './authorization';
import { secretContext } from './configs';
import { tokenContext } from './connections';

/** What happened to the values of one sealed column. */
export interface ResealCount {
  /** `table.column`. */
  column: string;
  /** Sealed again with APP_SECRET's key. */
  resealed: number;
  /** Already sealed with APP_SECRET's key. */
  current: number;
  /** Rewritten by the running server between our read and our write; its write is kept. */
  changedMeanwhile: number;
  /** Rows (named for the operator) whose value opens with no known secret; left as they are. */
  unreadable: string[];
}

interface SealedValue {
  /** Names the row in the report, e.g. "organization 1f.. provider slack". */
  row: string;
  sealed: string;
  associatedData: string;
  /** Compare-and-swap: writes `next` only while the row still holds `sealed`. */
  replace(next: string): Promise<boolean>;
}

interface SealedColumn {
  name: string;
  read(db: Db): Promise<SealedValue[]>;
}

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

/**
 * Every column holding a value sealed with the OAuth credentials box. Read as the table owner,
 * outside withTenant: the re-seal acts for every organisation. Only configured providers, active
 * connections (a disconnected one has its tokens wiped to '' and null) and authorizations in
 * flight hold values, a few per organisation, so each column is read whole.
 */
const SEALED_COLUMNS: SealedColumn[] = [
  {
    name: 'oauth_configs.client_secret_sealed',
    async read(db) {
      const rows = await db
        .select({
          organizationId: oauthConfigs.organizationId,
          providerId: oauthConfigs.providerId,
          sealed: oauthConfigs.clientSecretSealed,
        })
        .from(oauthConfigs)
        .where(ne(oauthConfigs.clientSecretSealed, ''));
      return rows.map((row) => ({
        row: `organization ${row.organizationId} provider ${row.providerId}`,
        sealed: row.sealed,
        associatedData: secretContext(row.organizationId, row.providerId),
        replace: (next) =>
          swap(
            db,
            oauthConfigs.clientSecretSealed,
            and(
              eq(oauthConfigs.organizationId, row.organizationId),
              eq(oauthConfigs.providerId, row.providerId),
            ),
            row.sealed,
            next,
          ),
      }));
    },
  },
  ...(['access', 'refresh'] as const).map(
    (kind): SealedColumn => ({
      name: `oauth_connections.${kind}_token_sealed`,
      async read(db) {
        const column =
          kind === 'access' ? oauthConnections.accessTokenSealed : oauthConnections.refreshTokenSealed;
        const rows = await db
          .select({
            id: oauthConnections.id,
            organizationId: oauthConnections.organizationId,
            sealed: column,
          })
          .from(oauthConnections)
          .where(and(isNotNull(column), ne(column, '')));
        return rows.map((row) => ({
          row: `organization ${row.organizationId} connection ${row.id}`,
          sealed: row.sealed as string,
          associatedData: tokenContext(row.organizationId, row.id, kind),
          replace: (next) => swap(db, column, eq(oauthConnections.id, row.id), row.sealed as string, next),
        }));
      },
    }),
  ),
  {
    name: 'oauth_states.code_verifier_sealed',
    async read(db) {
      const rows = await db
        .select({
          stateDigest: oauthStates.stateDigest,
          organizationId: oauthStates.organizationId,
          sealed: oauthStates.codeVerifierSealed,
        })
        .from(oauthStates);
      return rows.map((row) => ({
        row: `organization ${row.organizationId} authorization in flight`,
        sealed: row.sealed,
        associatedData: verifierContext(row.organizationId, row.stateDigest),
        replace: (next) =>
          swap(
            db,
            oauthStates.codeVerifierSealed,
            eq(oauthStates.stateDigest, row.stateDigest),
            row.sealed,
            next,
          ),
      }));
    },
  },
];

/**
 * Seals every stored credential again with the box's current key (APP_SECRET), opening it with
 * whichever known key sealed it (APP_SECRET_PREVIOUS), so that the old secret can be dropped.
 *
 * Safe while servers run and when run twice at once: each value is replaced by compare-and-swap,
 * one statement per value, so a token the server refreshed meanwhile is never overwritten with
 * the older one, and the plaintext of a value never changes, only its key. Running it again after
 * every process uses the new APP_SECRET must report nothing re-sealed: a process still running
 * with only the old secret would be sealing new values with it.
 */
export async function resealStoredSecrets(db: Db, box: SecretBox): Promise<ResealCount[]> {
  const counts: ResealCount[] = [];
  for (const column of SEALED_COLUMNS) {
    const count: ResealCount = {
      column: column.name,
      resealed: 0,
      current: 0,
      changedMeanwhile: 0,
      unreadable: [],
    };
    for (const value of await column.read(db)) {
      let next: string | null;
      try {
        next = box.reseal(value.sealed, value.associatedData);
      } catch {
        count.unreadable.push(value.row);
        continue;
      }
      if (next === null) count.current++;
      else if (await value.replace(next)) count.resealed++;
      else count.changedMeanwhile++;
    }
    counts.push(count);
  }
  return counts;
}
