/**
 * How a person is named wherever the app shows who someone is (a member, an inviter, the author of
 * an audit entry): the full name, trimmed, when they gave one that is not blank, else their email
 * (spec 000 §2 Shell: "user's full name or email").
 */
export function displayName(person: { fullName: string | null | undefined; email: string }): string {
  return person.fullName?.trim() || person.email;
}
