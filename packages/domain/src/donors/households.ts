/**
 * Households: two or more donors who give together, one giving unit for statements and
 * letters. Each person stays the donor of their own gifts; the household is how they give jointly.
 */
import { nameKey, postalCodeKey, streetKey } from './match-keys';

interface Person {
  firstName: string;
  lastName: string;
}

const key = (value: string) => value.trim().normalize('NFC').toLocaleLowerCase();

/** "A", "A and B", "A, B and C". */
function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * The name a household is given until an admin writes their own ("The Smith Family"): the first
 * names and the shared last name when every member has the same one ("John and Mary Smith"), else
 * each full name ("Tom Becker and Lena Hoffmann"). Members in the order given (the one joined
 * first leads).
 */
export function householdName(members: readonly Person[]): string {
  const lastNames = new Set(members.map((member) => key(member.lastName)));
  const named = members.filter((member) => member.firstName.trim() !== '');
  if (lastNames.size === 1 && named.length === members.length && members[0]?.lastName.trim()) {
    return `${listed(members.map((member) => member.firstName.trim()))} ${members[0].lastName.trim()}`;
  }
  return listed(members.map((member) => `${member.firstName} ${member.lastName}`.trim()));
}

/** What suggesting households compares of a donor. */
export interface SuggestibleDonor {
  id: string;
  firstName: string;
  lastName: string;
  addressLine1: string | null;
  postalCode: string | null;
  city: string | null;
  /** The household they are in already; null when they give alone. */
  householdId: string | null;
}

/** Donors suggested to give together: those without a household, with the household to join if any. */
export interface SuggestedHousehold {
  /** The household's members first, then those to join it, each by first name. */
  donorIds: string[];
  householdId: string | null;
}

/**
 * The address people living together share, as compared: the street as USPS abbreviates it and
 * the postal code (or, without one, the city). Null without a street, or with neither.
 */
export function householdAddressKey(donor: Pick<SuggestibleDonor, 'addressLine1' | 'postalCode' | 'city'>) {
  const street = streetKey(donor.addressLine1);
  const place = postalCodeKey(donor.postalCode) ?? nameKey(donor.city ?? '');
  return street && place ? `${street}|${place}` : null;
}

const byFirstName = (a: SuggestibleDonor, b: SuggestibleDonor) =>
  nameKey(a.firstName).localeCompare(nameKey(b.firstName)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A suggestion's donors as one key (their ids in order), as its dismissal is remembered. */
export function householdSuggestionKey(donorIds: readonly string[]): string {
  return [...donorIds].sort().join(',');
}

/**
 * Households to suggest: donors who share a normalised address and a last name, at least one of
 * them giving alone, and at most one household among them (the others join it). A group larger
 * than a household may be (a shared office address) or one dismissed as it is now is left out;
 * a dismissed group that gains a donor is suggested again. Ordered by last name, then address.
 */
export function householdSuggestions(
  donors: readonly SuggestibleDonor[],
  dismissed: ReadonlySet<string>,
  maxMembers: number,
): SuggestedHousehold[] {
  const groups = new Map<string, SuggestibleDonor[]>();
  for (const donor of donors) {
    const lastName = nameKey(donor.lastName);
    const address = householdAddressKey(donor);
    if (lastName === '' || address === null) continue;
    const key = `${lastName}|${address}`;
    const group = groups.get(key);
    if (group) group.push(donor);
    else groups.set(key, [donor]);
  }
  const suggestions: { key: string; suggestion: SuggestedHousehold }[] = [];
  for (const [key, group] of groups) {
    if (group.length < 2 || group.length > maxMembers) continue;
    const households = new Set(group.flatMap((donor) => (donor.householdId ? [donor.householdId] : [])));
    const alone = group.filter((donor) => donor.householdId === null);
    if (households.size > 1 || alone.length === 0) continue;
    const inOne = group.filter((donor) => donor.householdId !== null);
    const donorIds = [...inOne.sort(byFirstName), ...alone.sort(byFirstName)].map((d) => d.id);
    if (dismissed.has(householdSuggestionKey(donorIds))) continue;
    suggestions.push({ key, suggestion: { donorIds, householdId: [...households][0] ?? null } });
  }
  return suggestions.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((s) => s.suggestion);
}
