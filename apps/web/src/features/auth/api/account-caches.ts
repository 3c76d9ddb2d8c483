import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/session/session-keys';

/**
 * Drops every user- or organisation-scoped cache so the next account never sees this one's data;
 * the session itself and queries marked keepOnSignOut (server facts such as the version) stay.
 */
export function clearAccountCaches(queryClient: QueryClient): void {
  const sessionRoot = sessionKeys.current()[0];
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== sessionRoot && query.meta?.keepOnSignOut !== true,
  });
}
