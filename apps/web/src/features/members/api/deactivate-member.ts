import type { Member } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateMemberCache } from './update-member-cache';

export function deactivateMember(userId: string): Promise<Member> {
  return api.post<Member>(`/api/members/${encodeURIComponent(userId)}/deactivate`);
}

export function useDeactivateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateMember,
    meta: { audited: true },
    onSuccess: (member) => updateMemberCache(queryClient, member),
  });
}
