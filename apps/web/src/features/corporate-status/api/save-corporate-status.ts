import type { CorporateStatus, CorporateStatusInput } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { corporateStatusKeys } from './query-keys';

export function saveCorporateStatus(body: CorporateStatusInput): Promise<CorporateStatus> {
  return api.put<CorporateStatus>('/api/corporate-status', body);
}

/** Admins save the record; the answer (with its new filing state) replaces the cached one. */
export function useSaveCorporateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCorporateStatus,
    onSuccess: (saved) => queryClient.setQueryData(corporateStatusKeys.all, saved),
  });
}
