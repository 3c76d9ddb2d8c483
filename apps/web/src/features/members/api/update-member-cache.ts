import type { Member, MemberList } from '@steward/domain';
import type { QueryClient } from '@tanstack/react-query';
import { memberKeys } from './query-keys';

/** Puts the server's answer for one member into the list at once, then re-reads the list. */
export function updateMemberCache(queryClient: QueryClient, member: Member): Promise<void> {
  queryClient.setQueryData<MemberList>(memberKeys.list(), (list) =>
    list ? { items: list.items.map((item) => (item.id === member.id ? member : item)) } : list,
  );
  return queryClient.invalidateQueries({ queryKey: memberKeys.all });
}
