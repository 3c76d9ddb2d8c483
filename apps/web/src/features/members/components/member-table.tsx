import type { Member } from '@steward/domain';
import { Badge } from '../../../components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '../../../components/ui/table';
import { formatDate } from '../../../lib/format-date';
import { memberName } from './member-name';
import { MemberRoleControl } from './member-role-control';
import { MemberStatusActions } from './member-status-actions';

/** Spec 000 §2 User management: name, email, role, active state, last login and created, with actions. */
export function MemberTable({ members }: { members: Member[] }) {
  return (
    <Table label="Members">
      <TableHead>
        <tr>
          <TableHeader>User</TableHeader>
          <TableHeader>Role</TableHeader>
          <TableHeader>Status</TableHeader>
          <TableHeader>Last Login</TableHeader>
          <TableHeader>Created</TableHeader>
          <TableHeader>
            <span className="sr-only">Actions</span>
          </TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {members.map((member) => (
          <tr key={member.id} className={member.isActive ? undefined : 'bg-slate-50/70'}>
            <TableCell className="min-w-48">
              <div className="font-medium text-slate-900">
                {memberName(member)}
                {member.isCurrentUser ? <span className="font-normal text-slate-500"> (you)</span> : null}
              </div>
              {member.fullName?.trim() ? (
                <div className="text-slate-600 break-all">{member.email}</div>
              ) : null}
            </TableCell>
            <TableCell>
              <MemberRoleControl member={member} />
            </TableCell>
            <TableCell>
              <Badge tone={member.isActive ? 'success' : 'neutral'}>
                {member.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {member.lastLoginAt ? formatDate(member.lastLoginAt) : 'Never'}
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(member.createdAt)}</TableCell>
            <TableCell className="text-right">
              <MemberStatusActions member={member} />
            </TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
