import type { Member } from '@steward/domain';
import { useWideLayout } from '@/lib/use-media-query';
import { MemberCards } from './member-cards';
import { MemberTable } from './member-table';

/** Spec 000 §2 User management: the member list, as a table or as cards by screen width. */
export function MemberList({ members }: { members: Member[] }) {
  return useWideLayout() ? <MemberTable members={members} /> : <MemberCards members={members} />;
}
