import type { Db } from '@/db/client';
import type { SecretBox } from './secret-box';

/** What happened to the values of one sealed column. */
export interface ResealCount {
  /** `table.column`. */
  column: string;
  /** Sealed again with APP_SECRET's key. */
  resealed: number;
  /** Already sealed with APP_SECRET's key. */
  current: number;
  /** Rewritten by the running server between our read and our write; its write is kept. */
  changedMeanwhile: number;
  /** Rows (named for the operator) whose value opens with no known secret; left as they are. */
  unreadable: string[];
}

export interface SealedValue {
  /** Names the row in the report, e.g. "organization 1f.. provider slack". */
  row: string;
  sealed: string;
  associatedData: string;
  /** Compare-and-swap: writes `next` only while the row still holds `sealed`. */
  replace(next: string): Promise<boolean>;
}

export interface SealedColumn {
  name: string;
  read(db: Db): Promise<SealedValue[]>;
}

/**
 * Seals every value of `columns` again with the box's current key (APP_SECRET), opening it with
 * whichever known key sealed it (APP_SECRET_PREVIOUS), so that the old secret can be dropped.
 *
 * Safe while servers run and when run twice at once: each value is replaced by compare-and-swap,
 * one statement per value, so a token the server refreshed meanwhile is never overwritten with
 * the older one, and the plaintext of a value never changes, only its key. Running it again after
 * every process uses the new APP_SECRET must report nothing re-sealed: a process still running
 * with only the old secret would be sealing new values with it.
 */
export async function resealColumns(db: Db, box: SecretBox, columns: SealedColumn[]): Promise<ResealCount[]> {
  const counts: ResealCount[] = [];
  for (const column of columns) {
    const count: ResealCount = {
      column: column.name,
      resealed: 0,
      current: 0,
      changedMeanwhile: 0,
      unreadable: [],
    };
    for (const value of await column.read(db)) {
      let next: string | null;
      try {
        next = box.reseal(value.sealed, value.associatedData);
      } catch {
        count.unreadable.push(value.row);
        continue;
      }
      if (next === null) count.current++;
      else if (await value.replace(next)) count.resealed++;
      else count.changedMeanwhile++;
    }
    counts.push(count);
  }
  return counts;
}
