import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

/** Household values looked up per statement: a few hundred kilobytes of JSON each. */
const CHUNK = 10_000;

/**
 * The file's household column values (FileDonors.households: donor number -> value) as the
 * donors of each value, in the file's order: the donors the merge left in the database (a name
 * given only refunds has none).
 */
export async function householdGroups(tx: Tx, values: ReadonlyMap<number, string>) {
  const groups = new Map<string, string[]>();
  const entries = [...values].map(([n, h]) => ({ n, h }));
  for (let at = 0; at < entries.length; at += CHUNK) {
    const rows = await queryRows<{ household: string; donor_id: string }>(
      tx,
      sql`select v.h as household, f.donor_id
          from jsonb_to_recordset(${JSON.stringify(entries.slice(at, at + CHUNK))}::jsonb) as v(n integer, h text)
          join donor_import_donors f on f.donor_number = v.n
          join donors d on d.id = f.donor_id
          order by v.n`,
    );
    for (const row of rows) {
      const group = groups.get(row.household);
      if (group) group.push(row.donor_id);
      else groups.set(row.household, [row.donor_id]);
    }
  }
  return groups;
}
