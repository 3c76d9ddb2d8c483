import type { ChangeRoleRequest, Member } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateMemberCache } from './update-member-cache';

interface ChangeMemberRoleInput extends ChangeRoleRequest {
  userId: string;
}

export function changeMemberRole({ userId, role }: ChangeMemberRoleInput): Promise<Member> {
  return api.patch<Member>(`/api/members/${encodeURIComponent(userId)}/role`, { role });
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    meta: { audited: true },
    onSuccess: (member) => updateMemberCache(queryClient, member),
  });
}
