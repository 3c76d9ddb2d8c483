/**
 * Households: two or more donors who give together, one giving unit for statements and
 * letters. Each person stays the donor of their own gifts; the household is how they give jointly.
 */

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
