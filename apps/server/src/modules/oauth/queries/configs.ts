import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { oauthConfigs } from '@/db/schema';

export async function findConfig(tx: Tx, organizationId: string, providerId: string) {
  const [row] = await tx
    .select()
    .from(oauthConfigs)
    .where(and(eq(oauthConfigs.organizationId, organizationId), eq(oauthConfigs.providerId, providerId)));
  return row;
}

export function listConfigs(tx: Tx, organizationId: string) {
  return tx.select().from(oauthConfigs).where(eq(oauthConfigs.organizationId, organizationId));
}

export async function saveConfig(
  tx: Tx,
  organizationId: string,
  providerId: string,
  values: {
    clientId: string;
    clientSecretSealed: string;
    companyDomain: string | null;
    updatedBy: string | null;
  },
) {
  const set = { ...values, updatedAt: sql`now()` };
  await tx
    .insert(oauthConfigs)
    .values({ organizationId, providerId, ...set })
    .onConflictDoUpdate({ target: [oauthConfigs.organizationId, oauthConfigs.providerId], set });
}

/** True when there was a configuration to delete. */
export async function deleteConfig(tx: Tx, organizationId: string, providerId: string) {
  const removed = await tx
    .delete(oauthConfigs)
    .where(and(eq(oauthConfigs.organizationId, organizationId), eq(oauthConfigs.providerId, providerId)))
    .returning({ providerId: oauthConfigs.providerId });
  return removed.length > 0;
}
