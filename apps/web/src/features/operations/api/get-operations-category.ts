import type { OperationsCategoryView } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { operationsKeys } from './query-keys';

export function getOperationsCategory(slug: string, signal?: AbortSignal): Promise<OperationsCategoryView> {
  return api.get<OperationsCategoryView>(`/api/operations/${encodeURIComponent(slug)}`, { signal });
}

/** Spec 000 §2 Category page: the four stat tiles, the integration cards and what the caller may add. */
export function useOperationsCategory(slug: string) {
  return useQuery({
    queryKey: operationsKeys.category(slug),
    queryFn: ({ signal }) => getOperationsCategory(slug, signal),
  });
}
