import { centsToDollars, type DonorImportPreview, donorKey, isRefund } from '@steward/domain';
import type { LineRecord } from './parse-file';
import type { HandEnteredDonation } from './queries/hand-entered';

type HandEnteredRow = DonorImportPreview['handEntered']['rows'][number];

const identity = (key: string, date: string, amountCents: number, fund: string) =>
  `${key}\u0000${date}\u0000${amountCents}\u0000${fund}`;

/**
 * The rows of a donor file that a merge would leave out because the gift was entered by hand in a
 * committed batch: the merge's own rule (spec 001 §5), a gift is the `occurrence`-th of its donor
 * (a merged-away name standing for its survivor), date, amount and fund, numbered in file order,
 * and the organisation's gift with that occurrence is a batch's. Fed the file's kept rows as they
 * are read; counts them all and keeps the first `shown`.
 */
export class HandEnteredRows {
  /** identity -> occurrence -> the batch's name. */
  private readonly batches = new Map<string, Map<number, string>>();
  /** The file's gifts so far of each identity a batch has. */
  private readonly seen = new Map<string, number>();
  count = 0;
  readonly rows: HandEnteredRow[] = [];

  constructor(
    private readonly aliases: ReadonlyMap<string, string>,
    donations: readonly HandEnteredDonation[],
    private readonly shown: number,
  ) {
    for (const d of donations) {
      const key = identity(d.donor_key, d.gift_date, Number(d.amount_cents), d.fund);
      const byOccurrence = this.batches.get(key) ?? new Map<number, string>();
      byOccurrence.set(Number(d.occurrence), d.batch_name);
      this.batches.set(key, byOccurrence);
    }
  }

  add(records: readonly LineRecord[]) {
    if (this.batches.size === 0) return;
    for (const record of records) {
      if (isRefund(record)) continue;
      const name = donorKey(record.firstName, record.lastName);
      const fund = record.fund ?? '';
      const key = identity(this.aliases.get(name) ?? name, record.date, record.amountCents, fund);
      const byOccurrence = this.batches.get(key);
      if (!byOccurrence) continue;
      const occurrence = (this.seen.get(key) ?? 0) + 1;
      this.seen.set(key, occurrence);
      const batchName = byOccurrence.get(occurrence);
      if (batchName === undefined) continue;
      this.count += 1;
      if (this.rows.length < this.shown) {
        this.rows.push({
          line: record.line,
          firstName: record.firstName,
          lastName: record.lastName,
          date: record.date,
          amount: centsToDollars(record.amountCents),
          fund,
          batchName,
        });
      }
    }
  }
}
