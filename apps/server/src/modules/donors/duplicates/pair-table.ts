// The possible duplicates of an organisation in a compact form: made by the pairing thread,
// moved to the server without a copy, and kept in the finder's cache. Hundreds of thousands of
// pairs as objects would take about 250 bytes each; here they take 10.

import { DUPLICATE_REASONS, type MatchableDonor, type MatchedPair } from '@steward/domain';

/** The pairs, most alike first: pair i is donors first[i] and second[i] of the donors paired. */
export interface PairColumns {
  /** The index of the donor with the smaller id. */
  first: Uint32Array<ArrayBuffer>;
  second: Uint32Array<ArrayBuffer>;
  /** Bit r set: DUPLICATE_REASONS[r] is one of the pair's reasons. */
  reasons: Uint8Array<ArrayBuffer>;
  scores: Uint8Array<ArrayBuffer>;
}

/** The pairs with the ids of the donors they index into. */
export interface PairTable extends PairColumns {
  ids: readonly string[];
}

/** The pairs of `donors` (findDuplicatePairs's, in its order) as columns. */
export function toColumns(donors: readonly MatchableDonor[], pairs: readonly MatchedPair[]): PairColumns {
  const index = new Map(donors.map((donor, i) => [donor.id, i]));
  const columns: PairColumns = {
    first: new Uint32Array(pairs.length),
    second: new Uint32Array(pairs.length),
    reasons: new Uint8Array(pairs.length),
    scores: new Uint8Array(pairs.length),
  };
  pairs.forEach((pair, i) => {
    columns.first[i] = index.get(pair.ids[0]) as number;
    columns.second[i] = index.get(pair.ids[1]) as number;
    columns.reasons[i] = pair.reasons.reduce(
      (bits, reason) => bits | (1 << DUPLICATE_REASONS.indexOf(reason)),
      0,
    );
    columns.scores[i] = pair.score;
  });
  return columns;
}

/** Pair i's two donors, the smaller id first. */
export function pairIds(table: PairTable, i: number): [string, string] {
  return [table.ids[table.first[i] as number] as string, table.ids[table.second[i] as number] as string];
}

/** Pair i as the domain wrote it. */
export function pairAt(table: PairTable, i: number): MatchedPair {
  const bits = table.reasons[i] as number;
  return {
    ids: pairIds(table, i),
    reasons: DUPLICATE_REASONS.filter((_, r) => bits & (1 << r)),
    score: table.scores[i] as number,
  };
}

/** Roughly the bytes the table holds, for the cache's bound (never 0, which the cache refuses). */
export function tableBytes(table: PairTable): number {
  // The table's own objects; a donor id: a 36-character string and its slot; a pair: 10 bytes.
  return 256 + table.ids.length * 80 + table.first.length * 10;
}
