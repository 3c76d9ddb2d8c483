import type { Tx } from '@/db/client';
import { notFound } from '@/platform/errors';
import * as q from '../queries/donor-records';

export const DONOR_NOT_FOUND = 'Donor not found';

/** The organisation's donor with this id, or 404 (another organisation's donor is not found either). */
export async function requireDonor(tx: Tx, organizationId: string, id: string) {
  const donor = await q.findDonor(tx, organizationId, id);
  if (!donor) throw notFound(DONOR_NOT_FOUND);
  return donor;
}
