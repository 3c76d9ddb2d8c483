import { type AuditPage, LIMITS } from '@steward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './query-keys';

export const AUDIT_LOG_PAGE_SIZE = LIMITS.list.pageSize;

export function getAuditLog(page: number, pageSize: number, signal?: AbortSignal): Promise<AuditPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return api.get<AuditPage>(`/api/audit?${query}`, { signal });
}

/** One page of the organisation's audit log, newest first; the previous page stays shown while the next loads. */
export function useAuditLog(page: number, pageSize = AUDIT_LOG_PAGE_SIZE) {
  return useQuery({
    queryKey: auditKeys.page(page, pageSize),
    queryFn: ({ signal }) => getAuditLog(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}
