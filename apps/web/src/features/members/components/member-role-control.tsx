import { ASSIGNABLE_ROLES, type AssignableRole, displayName, type Member, roleLabel } from '@steward/domain';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useChangeMemberRole } from '../api/change-member-role';

function isAssignableRole(value: string): value is AssignableRole {
  return (ASSIGNABLE_ROLES as readonly string[]).includes(value);
}

/** A role dropdown when the server says this member's role may be changed, else the role badge. */
export function MemberRoleControl({ member }: { member: Member }) {
  const changeRole = useChangeMemberRole();

  if (!member.can.changeRole) {
    return <Badge tone={member.role === 'user' ? 'neutral' : 'accent'}>{roleLabel(member.role)}</Badge>;
  }

  // Show the chosen role while the change is on its way; a failure falls back to the server's value.
  const shownRole = changeRole.isPending ? changeRole.variables.role : member.role;
  return (
    <Select
      compact
      className="w-28"
      aria-label={`Role for ${displayName(member)}`}
      value={shownRole}
      disabled={changeRole.isPending}
      onChange={(event) => {
        const role = event.target.value;
        if (!isAssignableRole(role) || role === member.role) return;
        changeRole.mutate(
          { userId: member.id, role },
          {
            onSuccess: () => toast.success('Role updated'),
            onError: (error) => toast.error(`Failed to update user role: ${errorMessage(error)}`),
          },
        );
      }}
    >
      {ASSIGNABLE_ROLES.map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </Select>
  );
}
