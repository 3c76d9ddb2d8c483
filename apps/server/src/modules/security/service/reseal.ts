import type { Db } from '@/db/client';
import { type ResealCount, resealColumns } from '@/platform/reseal';
import type { SecretBox } from '@/platform/secret-box';
import * as q from '../queries/reseal';

/**
 * Seals every authenticator app's secret again with the TOTP box's current key (APP_SECRET), for
 * `npm run rotate-secret`; the secret's associated data is its user's id.
 */
export function resealTotpSecrets(db: Db, box: SecretBox): Promise<ResealCount[]> {
  return resealColumns(db, box, [
    {
      name: 'user_totp.secret_sealed',
      async read(db) {
        return (await q.sealedTotpSecrets(db)).map((row) => ({
          row: `user ${row.userId}`,
          sealed: row.sealed,
          associatedData: row.userId,
          replace: (next) => q.swapTotpSecret(db, row.userId, row.sealed, next),
        }));
      },
    },
  ]);
}
