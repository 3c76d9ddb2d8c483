import type { Member } from '@steward/domain';
import { useWideLayout } from '@/lib/use-media-query';
import { useMemberSecurity } from '../api/get-member-security';
import { MemberCards } from './member-cards';
import type { MemberSecurityView } from './member-security-view';
import { MemberTable } from './member-table';

interface MemberListProps {
  members: Member[];
  /** The signed-in member may see who has two-step verification (admins). */
  showTwoStep: boolean;
  /** The signed-in member may reset another member's two-step verification (the master admin). */
  canResetTwoFactor: boolean;
}

/** Spec 000 §2 User management: the member list, as a table or as cards by screen width. */
export function MemberList({ members, showTwoStep, canResetTwoFactor }: MemberListProps) {
  const wide = useWideLayout();
  const security = useMemberSecurity(showTwoStep);

  function securityOf(member: Member): MemberSecurityView {
    const item = security.data?.get(member.id);
    return {
      twoStep: security.isPending ? 'loading' : (item ?? 'unknown'),
      // Never on one's own row: a reset there would let a stolen password undo the second step.
      canReset: canResetTwoFactor && !member.isCurrentUser,
    };
  }
  const props = { members, securityOf: showTwoStep ? securityOf : null };
  return wide ? <MemberTable {...props} /> : <MemberCards {...props} />;
}
