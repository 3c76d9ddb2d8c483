import type { CorporateStatus } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { corporateStatusKeys } from './query-keys';

export function getCorporateStatus(signal?: AbortSignal): Promise<CorporateStatus> {
  return api.get<CorporateStatus>('/api/corporate-status', { signal });
}

/** Spec 000 §2 Corporate Status Dashboard: the organisation's filing record and its filing state. */
export function useCorporateStatus() {
  return useQuery({ queryKey: corporateStatusKeys.all, queryFn: ({ signal }) => getCorporateStatus(signal) });
}
