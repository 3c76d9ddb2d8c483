import type { DuplicateFilter, DuplicateListQuery } from '@steward/domain';
import { donorKeys } from './donor-keys';

/**
 * Possible duplicates, under the donor keys: anything that refreshes every donor view (an import,
 * a merge, a correction, Clear All Data) refreshes the list and its counts too.
 */
export const duplicateKeys = {
  all: () => [...donorKeys.all, 'duplicates'] as const,
  list: (query: DuplicateListQuery) => [...duplicateKeys.all(), 'list', query] as const,
  count: (filter: DuplicateFilter) => [...duplicateKeys.all(), 'count', filter] as const,
};

/** The query string of a filter or a page, leaving out what is not set. */
export function duplicateParams(query: Readonly<Record<string, unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}
