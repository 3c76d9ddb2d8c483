import type { GiftMethod, GiftWarning } from '@steward/domain';
import type { Tx } from '@/db/client';
import { sameCheckElsewhere } from '../queries/batch-gift-warnings';

/**
 * What the grid warns about before saving a gift (never silently): the same check number from the
 * same donor already in this or another batch.
 */
export async function giftWarnings(
  tx: Tx,
  organizationId: string,
  _batch: { id: string; receivedDate: string },
  gift: {
    giftId: string | null;
    donorId: string | null;
    method: GiftMethod;
    checkNumber: string | null;
    giftDate: string;
    totalCents: number;
  },
): Promise<GiftWarning[]> {
  if (!gift.donorId || !gift.checkNumber) return [];
  const [same] = await sameCheckElsewhere(tx, organizationId, gift.donorId, gift.checkNumber, gift.giftId);
  return same
    ? [
        {
          kind: 'duplicate_check',
          message: `Check ${gift.checkNumber} from ${same.donor_name} is already in ${same.batch_name}`,
        },
      ]
    : [];
}
