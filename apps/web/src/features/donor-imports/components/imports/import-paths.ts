import { GIVING_IMPORTS_PATH } from '@/lib/giving/fundraising-paths';

/** One merge's record, where it can be undone. */
export function importRecordPath(importId: string): string {
  return `${GIVING_IMPORTS_PATH}/${encodeURIComponent(importId)}`;
}
