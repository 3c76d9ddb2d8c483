import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { trustedDevices } from '@/db/schema';

// The member's remembered devices, by their user id (the security page).

export function liveTrustedDevicesOf(db: Db | Tx, userId: string) {
  return db
    .select({
      id: trustedDevices.id,
      tokenHash: trustedDevices.tokenHash,
      userAgent: trustedDevices.userAgent,
      createdAt: trustedDevices.createdAt,
      lastUsedAt: trustedDevices.lastUsedAt,
      expiresAt: trustedDevices.expiresAt,
    })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, sql`now()`)))
    .orderBy(desc(trustedDevices.createdAt));
}

/** Forgets one of the user's devices; true when it was theirs. */
export async function deleteTrustedDevice(db: Db | Tx, userId: string, id: string) {
  const rows = await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.id, id), eq(trustedDevices.userId, userId)))
    .returning({ id: trustedDevices.id, userAgent: trustedDevices.userAgent });
  return rows[0];
}

/** Forgets every device remembered for the user, this browser's included; how many were live. */
export async function deleteTrustedDevicesOf(db: Db | Tx, userId: string) {
  const rows = await db
    .delete(trustedDevices)
    .where(eq(trustedDevices.userId, userId))
    .returning({ expiresAt: trustedDevices.expiresAt });
  const now = Date.now();
  return rows.filter((row) => row.expiresAt.getTime() > now).length;
}
