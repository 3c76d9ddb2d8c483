/** Joins class names, skipping falsy values (no class merging: callers avoid conflicting utilities). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
