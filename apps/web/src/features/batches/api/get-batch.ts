import type { BatchDetail } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchUrl } from './batch-url';
import { batchKeys } from './query-keys';

export function getBatch(id: string, signal?: AbortSignal): Promise<BatchDetail> {
  return api.get<BatchDetail>(batchUrl(id), { signal });
}

/** The batch, its gifts, who else is entering, and what the member may do with it now. */
export function useBatch(id: string) {
  return useQuery({ queryKey: batchKeys.detail(id), queryFn: ({ signal }) => getBatch(id, signal) });
}
