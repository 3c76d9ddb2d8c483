import type { Member } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateMemberCache } from './update-member-cache';

export function reactivateMember(userId: string): Promise<Member> {
  return api.post<Member>(`/api/members/${encodeURIComponent(userId)}/reactivate`);
}

export function useReactivateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateMember,
    meta: { audited: true },
    onSuccess: (member) => updateMemberCache(queryClient, member),
  });
}
