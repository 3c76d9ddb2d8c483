import type { Member } from '@steward/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';
import { MemberCounterToggle } from './member-counter-toggle';
import { MemberIdentity } from './member-identity';
import { MemberRoleControl } from './member-role-control';
import { MemberRowActions } from './member-row-actions';
import type { SecurityOf } from './member-security-view';
import { MemberStatusBadge } from './member-status-badge';
import { MemberTwoStepStatus } from './member-two-step';

/**
 * Wide screens: one row per member with name, email, role, active state, two-step verification (for
 * admins), last login, created, actions.
 */
export function MemberTable({ members, securityOf }: { members: Member[]; securityOf: SecurityOf }) {
  return (
    <Table label="Members">
      <TableHead>
        <tr>
          <TableHeader>User</TableHeader>
          <TableHeader>Role</TableHeader>
          <TableHeader>Status</TableHeader>
          {securityOf ? <TableHeader>Two-step</TableHeader> : null}
          <TableHeader>Last Login</TableHeader>
          <TableHeader>Created</TableHeader>
          <TableHeader>
            <span className="sr-only">Actions</span>
          </TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {members.map((member) => {
          const security = securityOf?.(member) ?? null;
          return (
            <tr key={member.id} className={member.isActive ? undefined : 'bg-slate-50/70'}>
              <TableCell className="min-w-48">
                <MemberIdentity member={member} />
              </TableCell>
              <TableCell>
                <div className="flex flex-col items-start gap-1.5">
                  <MemberRoleControl member={member} />
                  <MemberCounterToggle member={member} />
                </div>
              </TableCell>
              <TableCell>
                <MemberStatusBadge isActive={member.isActive} />
              </TableCell>
              {security ? (
                <TableCell>
                  <MemberTwoStepStatus status={security.twoStep} />
                </TableCell>
              ) : null}
              <TableCell className="whitespace-nowrap">
                {member.lastLoginAt ? formatDate(member.lastLoginAt) : 'Never'}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(member.createdAt)}</TableCell>
              <TableCell className="text-right">
                <MemberRowActions member={member} security={security} />
              </TableCell>
            </tr>
          );
        })}
      </TableBody>
    </Table>
  );
}
