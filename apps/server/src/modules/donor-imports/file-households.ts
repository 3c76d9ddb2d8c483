import { type DonationRecord, donorKey } from '@steward/domain';

/**
 * The household column's values a preview reads that name two donors or more: the households a
 * merge makes or has others join (a value naming one donor may still join a household an earlier
 * file made; the merge's own count says). One entry per value, whatever the file's size.
 */
export class FileHouseholdCount {
  private readonly firstDonor = new Map<string, string>();
  private readonly shared = new Set<string>();

  add(records: readonly DonationRecord[]) {
    for (const record of records) {
      if (record.household === null || this.shared.has(record.household)) continue;
      const key = donorKey(record.firstName, record.lastName);
      const first = this.firstDonor.get(record.household);
      if (first === undefined) this.firstDonor.set(record.household, key);
      else if (first !== key) this.shared.add(record.household);
    }
  }

  get count() {
    return this.shared.size;
  }
}
