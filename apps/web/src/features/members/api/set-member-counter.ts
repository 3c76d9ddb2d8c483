import type { MemberCounterRequest } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys } from './query-keys';

interface SetMemberCounterInput extends MemberCounterRequest {
  userId: string;
}

/** Marks a user-role member as a counter, or not (admins; audited: member_counter_changed). */
export function setMemberCounter({ userId, isCounter }: SetMemberCounterInput): Promise<unknown> {
  return api.put<unknown>(`/api/members/${encodeURIComponent(userId)}/counter`, { isCounter });
}

export function useSetMemberCounter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberCounter,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
