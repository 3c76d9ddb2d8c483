/**
 * The fund list's rules both apps use. A file's fund names are compared with the list without case
 * or the spaces around them, so "general fund " in an export lands on "General Fund"; fund_aliases
 * keeps other names in this form (a merged fund's, one an admin mapped at an import).
 */
export function fundKey(name: string): string {
  return name.trim().toLowerCase();
}

/** "General" for '' (the fund of gifts that name none), as every screen and printed output shows it. */
const label = (name: string) => (name.trim() === '' ? 'General' : name.trim());

/**
 * The words for a fund a gift or a batch names that is not on the list, as the server refuses it
 * and the entry grid says it first: an admin is told how to add it.
 */
export function fundNotInList(name: string, admin: boolean): string {
  return `Fund "${label(name)}" is not in the fund list${admin ? ': add it as a new fund first' : ''}`;
}
