import type { Db } from '@/db/client';
import { type ResealCount, resealColumns, type SealedColumn } from '@/platform/reseal';
import type { SecretBox } from '@/platform/secret-box';
import * as q from '../queries/reseal';
import { verifierContext } from './authorization';
import { secretContext } from './configs';
import { tokenContext } from './connections';

/** Every column holding a value sealed with the OAuth credentials box. */
const SEALED_COLUMNS: SealedColumn[] = [
  {
    name: 'oauth_configs.client_secret_sealed',
    async read(db) {
      return (await q.sealedClientSecrets(db)).map((row) => ({
        row: `organization ${row.organizationId} provider ${row.providerId}`,
        sealed: row.sealed,
        associatedData: secretContext(row.organizationId, row.providerId),
        replace: (next) => q.swapClientSecret(db, row, row.sealed, next),
      }));
    },
  },
  ...(['access', 'refresh'] as const).map(
    (kind): SealedColumn => ({
      name: `oauth_connections.${kind}_token_sealed`,
      async read(db) {
        return (await q.sealedTokens(db, kind)).map((row) => ({
          row: `organization ${row.organizationId} connection ${row.id}`,
          sealed: row.sealed,
          associatedData: tokenContext(row.organizationId, row.id, kind),
          replace: (next) => q.swapToken(db, kind, row.id, row.sealed, next),
        }));
      },
    }),
  ),
  {
    name: 'oauth_states.code_verifier_sealed',
    async read(db) {
      return (await q.sealedVerifiers(db)).map((row) => ({
        row: `organization ${row.organizationId} authorization in flight`,
        sealed: row.sealed,
        associatedData: verifierContext(row.organizationId, row.stateDigest),
        replace: (next) => q.swapVerifier(db, row.stateDigest, row.sealed, next),
      }));
    },
  },
];

/**
 * Seals every stored OAuth credential again with the box's current key (APP_SECRET), opening it
 * with whichever known key sealed it (APP_SECRET_PREVIOUS), so that the old secret can be dropped
 * (platform/reseal.ts says how it stays safe while servers run).
 */
export function resealStoredSecrets(db: Db, box: SecretBox): Promise<ResealCount[]> {
  return resealColumns(db, box, SEALED_COLUMNS);
}

export type { ResealCount };
