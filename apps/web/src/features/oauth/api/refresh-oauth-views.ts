import type { QueryClient } from '@tanstack/react-query';
import { operationsViewsKey } from '@/lib/operations-views-key';
import { oauthKeys } from './query-keys';

/**
 * A connection made or removed changes the /oauth page and the integration cards' "OAuth Connected"
 * badges (read through the operations views): both are re-read.
 */
export function refreshOAuthViews(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: oauthKeys.all }),
    queryClient.invalidateQueries({ queryKey: operationsViewsKey }),
  ]).then(() => undefined);
}
