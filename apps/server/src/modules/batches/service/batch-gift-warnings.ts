import {
  dateOutsideWeekWarning,
  donorName,
  duplicateCheckWarning,
  type GiftMethod,
  type GiftWarning,
  unusualAmountWarning,
  type WarningReader,
} from '@steward/domain';
import type { Tx } from '@/db/client';
import * as q from '../queries/batch-gift-warnings';

/**
 * What the entry grid warns of before a gift is saved (domain batches/warnings.ts): the same check
 * from the same donor already in a batch, an amount far above the donor's usual gift, a date
 * outside the batch's week. Never a refusal: the counter saves anyway once they have looked. A
 * counter, who sees nothing of giving, is told the amount is unusual without the usual figure, and
 * not the names of batches they cannot open.
 */
export async function giftWarnings(
  tx: Tx,
  organizationId: string,
  batch: { id: string; receivedDate: string },
  gift: {
    /** The gift being edited (its own check is no duplicate); null for a new one. */
    giftId: string | null;
    donorId: string | null;
    method: GiftMethod;
    checkNumber: string | null;
    giftDate: string;
    totalCents: number;
  },
  reader: WarningReader,
): Promise<GiftWarning[]> {
  const warnings: (GiftWarning | null)[] = [dateOutsideWeekWarning(batch.receivedDate, gift.giftDate)];
  const donor = gift.donorId ? await q.donorNameParts(tx, organizationId, gift.donorId) : undefined;
  if (gift.donorId && donor) {
    const name = donorName({ firstName: donor.first_name, lastName: donor.last_name });
    if (gift.checkNumber) {
      const batches = await q.batchesWithCheck(
        tx,
        organizationId,
        gift.donorId,
        gift.checkNumber,
        gift.giftId,
      );
      const named = reader === 'admin' ? batches : batches.filter((batch) => batch.open);
      warnings.push(
        duplicateCheckWarning(
          gift.checkNumber,
          name,
          named.map((batch) => batch.name),
          batches.length - named.length,
        ),
      );
    }
    if (gift.method !== 'in_kind') {
      warnings.push(
        unusualAmountWarning(
          name,
          gift.totalCents,
          await q.giftAmounts(tx, organizationId, gift.donorId),
          reader,
        ),
      );
    }
  }
  return warnings.filter((warning) => warning !== null);
}
