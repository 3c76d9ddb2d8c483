import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { recoveryCodes } from '@/db/schema';

/** Replaces the user's recovery codes with these hashes, in one transaction. */
export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}
