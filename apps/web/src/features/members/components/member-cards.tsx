import type { Member } from '@steward/domain';
import { CardList, CardListItem, Facts } from '@/components/ui/card-list';
import { formatDate } from '@/lib/format-date';
import { MemberCounterToggle } from './member-counter-toggle';
import { MemberIdentity } from './member-identity';
import { MemberRoleControl } from './member-role-control';
import { MemberStatusActions } from './member-status-actions';
import { MemberStatusBadge } from './member-status-badge';

/** Narrow screens: one card per member with the same facts and controls as the table. */
export function MemberCards({ members }: { members: Member[] }) {
  return (
    <CardList label="Members">
      {members.map((member) => (
        <CardListItem key={member.id}>
          <div className="flex items-start justify-between gap-3">
            <MemberIdentity member={member} />
            <MemberStatusBadge isActive={member.isActive} />
          </div>
          <Facts
            items={[
              ['Last Login', member.lastLoginAt ? formatDate(member.lastLoginAt) : 'Never'],
              ['Created', formatDate(member.createdAt)],
            ]}
          />
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex flex-col gap-1">
              <span
                aria-hidden="true"
                className="text-xs font-semibold tracking-wide text-slate-500 uppercase"
              >
                Role
              </span>
              <MemberRoleControl member={member} />
              <MemberCounterToggle member={member} />
            </div>
            <MemberStatusActions member={member} />
          </div>
        </CardListItem>
      ))}
    </CardList>
  );
}
