import type { OperationsOverview } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { operationsKeys } from './query-keys';

export function getOperationsOverview(signal?: AbortSignal): Promise<OperationsOverview> {
  return api.get<OperationsOverview>('/api/operations', { signal });
}

/** Spec 000 §2 Operations Center summary tiles, counted by the server. */
export function useOperationsOverview() {
  return useQuery({
    queryKey: operationsKeys.overview(),
    queryFn: ({ signal }) => getOperationsOverview(signal),
  });
}
