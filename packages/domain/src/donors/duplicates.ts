import { LIMITS } from '../limits';
import { addressKey, emailKey, phoneKey } from './match-keys';
import {
  familyLikeness,
  familyNameStarts,
  type GivenNameLikeness,
  givenLikeness,
  givenNameInitials,
  type ReadName,
  readName,
} from './name-likeness';

/** Why two donors may be one person, strongest first. */
export const DUPLICATE_REASONS = ['email', 'phone', 'address', 'name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** What of a donor is compared. */
export interface MatchableDonor {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  addressLine1: string | null;
  postalCode: string | null;
}

/** Two donors who may be one person: why, and how alike (0-100, for the order of the list). */
export interface DuplicateMatch {
  reasons: DuplicateReason[];
  score: number;
}

/** Two donors, the smaller id first, with why they may be one. */
export interface MatchedPair extends DuplicateMatch {
  ids: [string, string];
}

const GIVEN_POINTS: Record<GivenNameLikeness, number> = {
  same: 40,
  nickname: 32,
  misspelt: 30,
  partial: 25,
  initial: 20,
  unknown: 10,
  different: 0,
};
const FAMILY_POINTS = { same: 40, misspelt: 30, partial: 25, unknown: 0, different: 0 } as const;
const CONTACT_POINTS = { email: 30, phone: 25, address: 25 } as const;
/** Two emails or addresses both known and not the same weigh against one person. */
const CONFLICT_POINTS = 10;
const SWAPPED_POINTS = 70;

/** A donor read once for comparing with many: its contact keys and its two names. */
interface ReadDonor {
  id: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  given: ReadName;
  family: ReadName;
}

function readDonor(donor: MatchableDonor): ReadDonor {
  return {
    id: donor.id,
    email: emailKey(donor.email),
    phone: phoneKey(donor.phone),
    address: addressKey(donor.addressLine1, donor.postalCode),
    given: readName(donor.firstName),
    family: readName(donor.lastName),
  };
}

const sharedKey = (a: string | null, b: string | null) => a !== null && a === b;
const conflicting = (a: string | null, b: string | null) => a !== null && b !== null && a !== b;

/** The first and last names written the other way round ("Smith John" and "John Smith"). */
function swapped(a: ReadDonor, b: ReadDonor): boolean {
  const [af, al, bf, bl] = [a.given.key, a.family.key, b.given.key, b.family.key];
  return af !== '' && al !== '' && af !== al && af === bl && al === bf;
}

function scored(reasons: DuplicateReason[], points: number, a: ReadDonor, b: ReadDonor): DuplicateMatch {
  let score = points;
  for (const reason of reasons) if (reason !== 'name') score += CONTACT_POINTS[reason];
  if (conflicting(a.email, b.email)) score -= CONFLICT_POINTS;
  if (conflicting(a.address, b.address)) score -= CONFLICT_POINTS;
  return { reasons, score: Math.max(1, Math.min(100, score)) };
}

/**
 * Whether two donors may be one person, and why: the same email, phone (its last ten digits) or
 * street address and postal code, or a name alike in both parts. Two different given names
 * (John and Mary) are two people whatever they share: a household gives under one address, phone
 * and often one email. A name alone must match exactly in one part (after case, accents and
 * punctuation), the other being alike: two slips in one name, with nothing shared, is a stranger.
 */
export function duplicateMatch(a: MatchableDonor, b: MatchableDonor): DuplicateMatch | null {
  return match(readDonor(a), readDonor(b));
}

function match(ak: ReadDonor, bk: ReadDonor): DuplicateMatch | null {
  const contacts: DuplicateReason[] = [];
  if (sharedKey(ak.email, bk.email)) contacts.push('email');
  if (sharedKey(ak.phone, bk.phone)) contacts.push('phone');
  if (sharedKey(ak.address, bk.address)) contacts.push('address');
  if (swapped(ak, bk)) return scored([...contacts, 'name'], SWAPPED_POINTS, ak, bk);

  const given = givenLikeness(ak.given, bk.given);
  if (given === 'different') return null;
  const family = familyLikeness(ak.family, bk.family);
  const points = GIVEN_POINTS[given] + FAMILY_POINTS[family];
  const namesAlike = family === 'same' || family === 'misspelt' || family === 'partial';
  if (namesAlike && given !== 'unknown' && (given === 'same' || family === 'same')) {
    return scored([...contacts, 'name'], points, ak, bk);
  }
  if (contacts.length === 0) return null;
  // A shared contact with a name known only in part: an initial or no given name is anyone of
  // the household unless the family names are alike too.
  if ((given === 'initial' || given === 'unknown') && !namesAlike) return null;
  return scored(namesAlike ? [...contacts, 'name'] : contacts, points, ak, bk);
}

/**
 * The keys under which a donor is compared with others: every pair duplicateMatch takes shares
 * one (a contact; the family name exactly with an initial of the given name; or the given name
 * exactly with the start of the family name). The groups stay small: about 60 "Smith, J." and 30
 * "John Sm..." among 50,000 donors.
 */
function blockingKeys(donor: ReadDonor): string[] {
  const found: string[] = [];
  if (donor.email) found.push(`e:${donor.email}`);
  if (donor.phone) found.push(`p:${donor.phone}`);
  if (donor.address) found.push(`a:${donor.address}`);
  const { given, family } = donor;
  // "Smith John" swapped is under the same keys as "John Smith": the name part then the letter.
  if (family.key !== '')
    for (const letter of givenNameInitials(given)) found.push(`n:${family.key}|${letter}`);
  if (given.key !== '') for (const letter of familyNameStarts(family)) found.push(`n:${given.key}|${letter}`);
  return found;
}

/**
 * Every pair of an organisation's donors who may be one person, most alike first. Donors are
 * compared only within a key they share (blocking), so the work grows with the donors and the
 * size of each group, not with every pair of donors; a key shared by more than
 * LIMITS.donors.duplicateGroup donors (an office email typed for everyone) says nothing and is
 * left out.
 */
export function findDuplicatePairs(matchable: readonly MatchableDonor[]): MatchedPair[] {
  const donors = matchable.map(readDonor);
  const groups = new Map<string, number[]>();
  donors.forEach((donor, index) => {
    for (const key of blockingKeys(donor)) {
      const group = groups.get(key);
      if (group) group.push(index);
      else groups.set(key, [index]);
    }
  });
  const seen = new Set<string>();
  const pairs: MatchedPair[] = [];
  for (const group of groups.values()) {
    if (group.length < 2 || group.length > LIMITS.donors.duplicateGroup) continue;
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const a = donors[group[i] as number] as ReadDonor;
        const b = donors[group[j] as number] as ReadDonor;
        const ids: [string, string] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
        const pairKey = `${ids[0]}|${ids[1]}`;
        if (seen.has(pairKey)) continue;
        seen.add(pairKey);
        const found = match(a, b);
        if (found) pairs.push({ ids, ...found });
      }
    }
  }
  return pairs.sort(
    (x, y) => y.score - x.score || x.ids[0].localeCompare(y.ids[0]) || x.ids[1].localeCompare(y.ids[1]),
  );
}
