/**
 * The fund list's rules both apps use. A file's fund names are compared with the list without case
 * or the spaces around them, so "general fund " in an export lands on "General Fund"; fund_aliases
 * keeps other names in this form (a merged fund's, one an admin mapped at an import).
 */
export function fundKey(name: string): string {
  return name.trim().toLowerCase();
}
