import { householdName, LIMITS } from '@steward/domain';
import type { Tx } from '@/db/client';
import * as q from '../queries/households';
import { requireHousehold, settle } from './households';

/** Values and donors looked up per statement. */
const CHUNK = 5_000;

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
  // Read once for every value: a Planning Center export names tens of thousands of households.
  const donorIds = [...new Set([...groups.values()].flat())];
  const current = new Map<string, string>();
  const named = new Map<string, string>();
  for (let at = 0; at < donorIds.length; at += CHUNK) {
    for (const [donor, household] of await q.householdsOfDonors(
      tx,
      organizationId,
      donorIds.slice(at, at + CHUNK),
    ))
      current.set(donor, household);
  }
  const values = [...groups.keys()];
  for (let at = 0; at < values.length; at += CHUNK) {
    for (const [key, id] of await q.householdsWithSourceKeys(
      tx,
      organizationId,
      values.slice(at, at + CHUNK),
    ))
      named.set(key, id);
  }
  const fresh: { key: string; members: string[] }[] = [];
  const joining: { key: string; household: string; members: string[] }[] = [];
  for (const [key, ids] of groups) {
    const theirs = new Set(ids.flatMap((id) => current.get(id) ?? []));
    const alone = ids.filter((id) => !current.has(id));
    const household = named.get(key) ?? (theirs.size === 1 ? [...theirs][0] : undefined);
    if (alone.length === 0 || (!named.has(key) && theirs.size > 1)) continue;
    if (household) joining.push({ key, household, members: alone });
    else if (alone.length >= 2) fresh.push({ key, members: alone.slice(0, LIMITS.donors.householdMembers) });
  }
  for (let at = 0; at < fresh.length; at += CHUNK) {
    const batch = fresh.slice(at, at + CHUNK);
    const people = await q.donorsToName(
      tx,
      organizationId,
      batch.flatMap((h) => h.members),
    );
    const households = batch.map(({ key, members }) => {
      const found = members.flatMap((id) => people.get(id) ?? []);
      const name = householdName(found.map((p) => ({ firstName: p.first_name, lastName: p.last_name })));
      return {
        key,
        name: name.slice(0, LIMITS.donors.householdName),
        primary: (found.find((p) => p.has_address) ?? found[0])?.id ?? (members[0] as string),
        members,
      };
    });
    result.made += await q.insertImportHouseholds(tx, organizationId, importId, households);
  }
  // Joining a household already there (a later export, a newcomer): few, one at a time.
  for (const { key, household, members } of joining) {
    const row = await requireHousehold(tx, organizationId, household);
    await q.claimSourceKey(tx, organizationId, row.id, key);
    const room =
      LIMITS.donors.householdMembers - (await q.householdMembers(tx, organizationId, row.id)).length;
    const added = members.slice(0, Math.max(0, room));
    if (added.length === 0) continue;
    for (const [order, id] of added.entries())
      await q.addMember(tx, organizationId, row.id, id, order, importId);
    await settle(tx, organizationId, row);
    result.extended++;
  }
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
