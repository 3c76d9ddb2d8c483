import {
  type DonorProfile,
  type DuplicateCount,
  type DuplicateFilter,
  type DuplicatePage,
  donorName,
  duplicateMatch,
  emailKey,
  LIMITS,
  nameKey,
  phoneKey,
  postalCodeKey,
} from '@steward/domain';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { GivingDeps } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { invalid } from '@/platform/errors';
import type { DuplicateDeps } from '../deps';
import { type PairTable, pairAt, pairIds } from '../duplicates/pair-table';
import { toSummary } from '../presenter';
import type { DonorRecordRow } from '../queries/donor-records';
import * as q from '../queries/duplicates';
import { requireDonor } from './require-donor';

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * The organisation's possible duplicates, paired in a worker thread or taken from the cache.
 * The fingerprint is read before the donors, so pairs cached under it are of these donors or
 * newer ones, whose fingerprint differs: the next request pairs again.
 */
async function pairTable(deps: DuplicateDeps, member: MemberContext): Promise<PairTable> {
  const organizationId = member.organizationId;
  const fingerprint = await withTenant(deps.db, member, (tx) => q.donorFingerprint(tx, organizationId));
  return deps.duplicateFinder.pairs(`${organizationId}:${fingerprint}`, () =>
    withTenant(deps.db, member, (tx) => q.matchableDonors(tx, organizationId)),
  );
}

/**
 * The table's pairs (their indexes) not marked "Not a duplicate" that the filter asks for: with a
 * donor of one import, or a donor who gave in a period. Most alike first.
 */
async function filteredPairs(
  tx: Tx,
  organizationId: string,
  table: PairTable,
  filter: DuplicateFilter,
): Promise<number[]> {
  const dismissed = await q.dismissedPairs(tx, organizationId);
  let pairs = [...Array(table.first.length).keys()];
  if (dismissed.size > 0) {
    // Most pairs have no dismissal: their key is made only when the first donor has one.
    const withDismissal = new Set([...dismissed].map((key) => key.slice(0, key.indexOf('|'))));
    pairs = pairs.filter((i) => {
      const [a, b] = pairIds(table, i);
      return !withDismissal.has(a) || !dismissed.has(pairKey(a, b));
    });
  }
  const within = (ids: Set<string>) =>
    pairs.filter((i) => {
      const [a, b] = pairIds(table, i);
      return ids.has(a) || ids.has(b);
    });
  if (filter.importId) pairs = within(await q.donorsOfImport(tx, organizationId, filter.importId));
  if (filter.start && filter.end) {
    const ids = [...new Set(pairs.flatMap((i) => pairIds(table, i)))];
    pairs = within(await q.donorsWhoGave(tx, organizationId, ids, { start: filter.start, end: filter.end }));
  }
  return pairs;
}

/** "Possible duplicates: 12": every one, or those of an import or of a statement period. */
export async function duplicateCount(
  deps: DuplicateDeps,
  member: MemberContext,
  filter: DuplicateFilter,
): Promise<DuplicateCount> {
  const table = await pairTable(deps, member);
  return withTenant(deps.db, member, async (tx) => ({
    count: (await filteredPairs(tx, member.organizationId, table, filter)).length,
  }));
}

/**
 * A page of the possible duplicates to work through, most alike first, each pair with the donor
 * who gave more first: the one a merge keeps unless told otherwise.
 */
export async function duplicateList(
  deps: DuplicateDeps,
  member: MemberContext,
  filter: DuplicateFilter,
  page: { page: number; pageSize: number },
): Promise<DuplicatePage> {
  const organizationId = member.organizationId;
  const table = await pairTable(deps, member);
  return withTenant(deps.db, member, async (tx) => {
    const pairs = await filteredPairs(tx, organizationId, table, filter);
    const shown = pairs
      .slice((page.page - 1) * page.pageSize, page.page * page.pageSize)
      .map((i) => pairAt(table, i));
    const rows = await q.donorsWithIds(tx, organizationId, [...new Set(shown.flatMap((pair) => pair.ids))]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A donor merged away since the pairs were cached has no row: its pair is left out.
    const items = shown.flatMap((pair) => {
      const [a, b] = pair.ids.map((id) => byId.get(id));
      if (!a || !b) return [];
      const [first, second] = Number(b.total_cents) > Number(a.total_cents) ? [b, a] : [a, b];
      const donors: DuplicatePage['items'][number]['donors'] = [toSummary(first), toSummary(second)];
      return [{ donors, reasons: pair.reasons, score: pair.score }];
    });
    return {
      items,
      total: pairs.length,
      page: page.page,
      pageSize: page.pageSize,
    };
  });
}

/** "Not a duplicate": the two donors are never suggested as one person again. Audited. */
export async function dismissDuplicate(deps: GivingDeps, member: MemberContext, donorIds: [string, string]) {
  if (donorIds[0] === donorIds[1]) throw invalid('A donor cannot be a duplicate of itself');
  const organizationId = member.organizationId;
  await withTenant(deps.db, member, async (tx) => {
    const [a, b] = [
      await requireDonor(tx, organizationId, donorIds[0]),
      await requireDonor(tx, organizationId, donorIds[1]),
    ];
    const ids: [string, string] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
    await q.dismissPair(tx, organizationId, ids, member.userId);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'donor_duplicate_dismissed',
      target: donorName({ firstName: a.first_name, lastName: a.last_name }),
      detail: `Not the same person as ${donorName({ firstName: b.first_name, lastName: b.last_name })}`,
      ipAddress: member.ipAddress,
    });
  });
}

/** The street's first number, as the candidate lookup compares it. */
const houseNumber = (line: string | null) => /[0-9]+/.exec(line ?? '')?.[0] ?? null;
const latin = (name: string) => nameKey(name).replace(/[^a-z0-9]/g, '');

/**
 * The donors a donor's page offers to merge: looked up by the keys the list compares by, kept when
 * the domain takes them for the same person and they were not marked "Not a duplicate".
 */
export async function duplicatesOf(
  tx: Tx,
  organizationId: string,
  donor: DonorRecordRow,
  limit: number,
): Promise<DonorProfile['possibleDuplicates']> {
  const postal = postalCodeKey(donor.postal_code);
  const candidates = await q.duplicateCandidates(
    tx,
    organizationId,
    donor,
    {
      email: emailKey(donor.email),
      phone: phoneKey(donor.phone),
      postalStart: donor.address_line1 && postal ? postal.slice(0, 5) : null,
      houseNumber: houseNumber(donor.address_line1),
      firstName: nameKey(donor.first_name) === '' ? '' : latin(donor.first_name),
      lastName: nameKey(donor.last_name) === '' ? '' : latin(donor.last_name),
    },
    LIMITS.donors.duplicateCandidates,
  );
  const dismissed = await q.dismissedPairs(tx, organizationId);
  const matchable = (row: DonorRecordRow) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    addressLine1: row.address_line1,
    postalCode: row.postal_code,
  });
  return candidates
    .flatMap((row) => {
      if (dismissed.has(pairKey(donor.id, row.id))) return [];
      const match = duplicateMatch(matchable(donor), matchable(row));
      return match ? [{ row, match }] : [];
    })
    .sort((x, y) => y.match.score - x.match.score || Number(y.row.total_cents) - Number(x.row.total_cents))
    .slice(0, limit)
    .map(({ row, match }) => ({ ...toSummary(row), reasons: match.reasons }));
}
