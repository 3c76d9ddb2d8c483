import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';

/**
 * The organisation's donor lock: every change of its donors' gifts (an import, its undo, a batch
 * commit, reopen or adjustment, a fund merge, a donor merge, a statement run's donor list) takes
 * it first, so two at once cannot race on a donor or its figures.
 */
export async function lockOrganizationDonors(tx: Tx, organizationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`donors:${organizationId}`}))`);
}
