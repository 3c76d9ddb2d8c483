/** The Giving section's import history: every merge of a donor file, newest first. */
export const IMPORTS_PATH = '/giving/imports';

/** One merge's record, where it can be undone. */
export function importRecordPath(importId: string): string {
  return `${IMPORTS_PATH}/${encodeURIComponent(importId)}`;
}
