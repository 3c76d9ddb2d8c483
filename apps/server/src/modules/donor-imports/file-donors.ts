import { type DonationRecord, donorKey, isRefund } from '@steward/domain';

/** What a staged row tells about its donor besides its gift (see FileDonors.add). */
export interface RowDonor {
  number: number;
  /** The donor's first row (gift or refund): it carries the donor's identity. */
  key: string | null;
  /**
   * The row carries the donor's values: it is their first gift (names, contacts, address), or a
   * later gift giving a contact they have no value for yet, or an address part.
   */
  tells: boolean;
}

const HAS_GIFT = 1;
const HAS_EMAIL = 2;
const HAS_PHONE = 4;

/**
 * The donors of one donor file, told apart while it is read: each row's donor gets a small number
 * (its place in the file), so the merge groups and joins integers instead of names, and only the
 * rows that tell something new about their donor carry the donor's values into the staging table.
 * A file that repeats a donor's name on each of their gifts stages it once. It holds one number
 * per identity and a few flags, not the donors' values: an import of a million different donors
 * peaked at 254 MiB, where holding their values took 1,119 MiB.
 */
export class FileDonors {
  private readonly numbers = new Map<string, number>();
  private readonly flags: number[] = [];
  private readonly householdValues = new Map<number, string>();

  /** `aliases`: merged-away or corrected identities and the identity each now stands for. */
  constructor(private readonly aliases: ReadonlyMap<string, string>) {}

  /** The row's donor (spec 001 §5 identity, a merged-away name standing for its survivor). */
  add(record: DonationRecord): RowDonor {
    const name = donorKey(record.firstName, record.lastName);
    const key = this.aliases.get(name) ?? name;
    let number = this.numbers.get(key);
    const first = number === undefined;
    if (number === undefined) {
      number = this.flags.length;
      this.numbers.set(key, number);
      this.flags.push(0);
    }
    const row = { number, key: first ? key : null, tells: false };
    if (record.household !== null && !this.householdValues.has(number)) {
      this.householdValues.set(number, record.household);
    }
    if (isRefund(record)) return row;
    const flags = this.flags[number] as number;
    row.tells =
      (flags & HAS_GIFT) === 0 ||
      (record.email !== null && (flags & HAS_EMAIL) === 0) ||
      (record.phone !== null && (flags & HAS_PHONE) === 0) ||
      record.addressLine1 !== null ||
      record.city !== null ||
      record.region !== null ||
      record.postalCode !== null ||
      record.country !== null;
    this.flags[number] =
      flags | HAS_GIFT | (record.email === null ? 0 : HAS_EMAIL) | (record.phone === null ? 0 : HAS_PHONE);
    return row;
  }

  /** Each donor's household column value (the first the file gives), by the donor's number. */
  households(): ReadonlyMap<number, string> {
    return this.householdValues;
  }
}
