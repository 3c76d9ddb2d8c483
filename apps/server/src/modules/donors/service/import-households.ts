import { LIMITS } from '@steward/domain';
import type { Tx } from '@/db/client';
import * as q from '../queries/households';
import { requireHousehold, settle } from './households';

/** What a donor file's household column did: households made, and households others joined. */
export interface ImportHouseholds {
  made: number;
  extended: number;
}

/**
 * A donor file's household column (each value with its donors, in the file's order), as an
 * import makes it: the donors of one value give together. The household that value named before
 * (a household column of an earlier file) is the one they join; else the one some of them are
 * in already; else, for two donors or more, a new one. A donor in another household stays there,
 * and a value whose donors are in two households joins nobody: only a person moves someone from
 * one household to another. A household takes at most LIMITS.donors.householdMembers. Nobody is
 * emailed: the church's own system had them as a household (docs/spec-deviations.md). The
 * households and members it adds carry the import, for its undo.
 */
export async function householdsFromImport(
  tx: Tx,
  organizationId: string,
  importId: string,
  groups: ReadonlyMap<string, readonly string[]>,
): Promise<ImportHouseholds> {
  const result: ImportHouseholds = { made: 0, extended: 0 };
  for (const [value, donorIds] of groups) {
    const current = new Map<string, q.HouseholdRow | undefined>();
    for (const id of donorIds) current.set(id, await q.householdOfDonor(tx, organizationId, id));
    const theirs = new Set([...current.values()].flatMap((row) => (row ? [row.id] : [])));
    let row = await q.householdWithSourceKey(tx, organizationId, value);
    if (!row && theirs.size > 1) continue;
    if (!row && theirs.size === 1) row = [...current.values()].find((found) => found !== undefined);
    const alone = donorIds.filter((id) => current.get(id) === undefined);
    if (alone.length === 0) continue;
    let made = false;
    if (!row) {
      if (donorIds.length < 2) continue;
      const id = await q.insertHousehold(tx, organizationId, '', null, { sourceKey: value, importId });
      row = await requireHousehold(tx, organizationId, id);
      made = true;
    } else {
      await q.claimSourceKey(tx, organizationId, row.id, value);
    }
    const room =
      LIMITS.donors.householdMembers - (await q.householdMembers(tx, organizationId, row.id)).length;
    const joining = alone.slice(0, Math.max(0, room));
    if (joining.length === 0) continue;
    for (const [order, id] of joining.entries()) {
      // A household the import made goes whole on its undo; its members need no mark of their own.
      await q.addMember(tx, organizationId, row.id, id, order, made ? null : importId);
    }
    await settle(tx, organizationId, row);
    if (made) result.made++;
    else result.extended++;
  }
  // A new household given only one member (the rest were over the limit) is none.
  await q.dissolveHouseholdsOfOne(tx, organizationId);
  return result;
}

/** An import's undo: its households go, its members leave others, which are named again. */
export async function undoImportHouseholds(tx: Tx, organizationId: string, importId: string) {
  const { made, changed } = await q.removeImportHouseholds(tx, organizationId, importId);
  const dissolved = new Set((await q.dissolveHouseholdsOfOne(tx, organizationId)).map((row) => row.id));
  for (const id of changed) {
    if (dissolved.has(id)) continue;
    const row = await q.findHousehold(tx, organizationId, id);
    if (row) await settle(tx, organizationId, row);
  }
  return made;
}
