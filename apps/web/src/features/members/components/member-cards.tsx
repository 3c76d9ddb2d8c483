import type { Member } from '@steward/domain';
import type { ReactNode } from 'react';
import { CardList, CardListItem, Facts } from '@/components/ui/card-list';
import { formatDate } from '@/lib/format-date';
import { MemberCounterToggle } from './member-counter-toggle';
import { MemberIdentity } from './member-identity';
import { MemberRoleControl } from './member-role-control';
import { MemberRowActions } from './member-row-actions';
import type { SecurityOf } from './member-security-view';
import { MemberStatusBadge } from './member-status-badge';
import { MemberTwoStepStatus } from './member-two-step';

/** Narrow screens: one card per member with the same facts and controls as the table. */
export function MemberCards({ members, securityOf }: { members: Member[]; securityOf: SecurityOf }) {
  return (
    <CardList label="Members">
      {members.map((member) => {
        const security = securityOf?.(member) ?? null;
        const facts: [string, ReactNode][] = [
          ['Last Login', member.lastLoginAt ? formatDate(member.lastLoginAt) : 'Never'],
          ['Created', formatDate(member.createdAt)],
        ];
        if (security)
          facts.push(['Two-step', <MemberTwoStepStatus key="two-step" status={security.twoStep} />]);
        return (
          <CardListItem key={member.id}>
            <div className="flex items-start justify-between gap-3">
              <MemberIdentity member={member} />
              <MemberStatusBadge isActive={member.isActive} />
            </div>
            <Facts items={facts} />
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
              <MemberRowActions member={member} security={security} />
            </div>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
