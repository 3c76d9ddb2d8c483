import { displayName, type Invitation, roleLabel } from '@steward/domain';
import { Badge } from '@/components/ui/badge';

export function InvitationRoleBadge({ role }: { role: Invitation['role'] }) {
  return <Badge tone={role === 'user' ? 'neutral' : 'accent'}>{roleLabel(role)}</Badge>;
}

/** Who sent it: their name, else their email ("—" once that account is gone). */
export function inviterName(invitation: Invitation): string {
  return invitation.invitedBy ? displayName(invitation.invitedBy) : '—';
}

export function InvitationInvitee({ invitation }: { invitation: Invitation }) {
  return (
    <div className="min-w-0">
      <div className="font-medium break-all text-slate-900">{invitation.email}</div>
      {invitation.fullName ? <div className="text-slate-600">{invitation.fullName}</div> : null}
    </div>
  );
}
