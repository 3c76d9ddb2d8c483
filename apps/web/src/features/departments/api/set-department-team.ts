import type { DepartmentView, SetDepartmentTeamRequest } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { departmentKeys } from './query-keys';

export function setDepartmentTeam(slug: string, request: SetDepartmentTeamRequest): Promise<DepartmentView> {
  return api.put<DepartmentView>(`/api/departments/${encodeURIComponent(slug)}/team`, request);
}

/** Manage Access: the department's team becomes exactly these members; the page shows the answer. */
export function useSetDepartmentTeam(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => setDepartmentTeam(slug, { userIds }),
    onSuccess: (view) => queryClient.setQueryData(departmentKeys.detail(slug), view),
  });
}
