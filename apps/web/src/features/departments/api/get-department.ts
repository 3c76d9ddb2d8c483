import type { DepartmentView } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { departmentKeys } from './query-keys';

export function getDepartment(slug: string, signal?: AbortSignal): Promise<DepartmentView> {
  return api.get<DepartmentView>(`/api/departments/${encodeURIComponent(slug)}`, { signal });
}

/** A department's document count, team and what the caller may do (403 for fundraising to non-admins). */
export function useDepartment(slug: string) {
  return useQuery({
    queryKey: departmentKeys.detail(slug),
    queryFn: ({ signal }) => getDepartment(slug, signal),
  });
}
