import type { MemberSecurity } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys } from './query-keys';

export function getMemberSecurity(signal?: AbortSignal): Promise<MemberSecurity> {
  return api.get<MemberSecurity>('/api/security/members', { signal });
}

export type MemberTwoStep = MemberSecurity['items'][number];

/** Which members have two-step verification, by user id (admins). */
export function useMemberSecurity(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: memberKeys.security(),
    queryFn: ({ signal }) => getMemberSecurity(signal),
    select: (security) => new Map(security.items.map((item) => [item.userId, item])),
  });
}
