import type { MemberList } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys } from './query-keys';

export function getMembers(signal?: AbortSignal): Promise<MemberList> {
  return api.get<MemberList>('/api/members', { signal });
}

/** The organisation's members, each with what the signed-in admin may do to it (`can`). */
export function useMembers() {
  return useQuery({ queryKey: memberKeys.list(), queryFn: ({ signal }) => getMembers(signal) });
}
