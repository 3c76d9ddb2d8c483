import { randomUUID } from 'node:crypto';
import {
  addImportedGift,
  type DonationRecord,
  donorKey,
  type ImportedDonor,
  importedDonor,
  isRefund,
} from '@steward/domain';

/** One donor a file names: by a gift (with what the file says about them) or only by refunds. */
export interface FileDonor {
  /** Spec 001 §5 identity, after a merged-away name is replaced by its survivor's. */
  key: string;
  /** The donor's id if the organisation does not have them yet. */
  newId: string;
  /** Null while the donor has only refunds in the file. */
  given: ImportedDonor | null;
}

/**
 * The donors of one donor file, gathered while it is read: each row's donor gets a small number
 * (its place in the file), which is all the staged row keeps, and each donor's names, contacts and
 * address are folded as the rows pass, so the merge never groups a large file's rows by donor. It
 * holds one entry per donor, not per row.
 */
export class FileDonors {
  readonly donors: FileDonor[] = [];
  private readonly numbers = new Map<string, number>();

  /** `aliases`: merged-away or corrected identities and the identity each now stands for. */
  constructor(private readonly aliases: ReadonlyMap<string, string>) {}

  /** The number of the row's donor, after taking in what a gift row says about them. */
  add(record: DonationRecord): number {
    const name = donorKey(record.firstName, record.lastName);
    const key = this.aliases.get(name) ?? name;
    let number = this.numbers.get(key);
    if (number === undefined) {
      number = this.donors.length;
      this.numbers.set(key, number);
      this.donors.push({ key, newId: randomUUID(), given: null });
    }
    if (!isRefund(record)) {
      const donor = this.donors[number] as FileDonor;
      if (donor.given) addImportedGift(donor.given, record);
      else donor.given = importedDonor(record);
    }
    return number;
  }
}
