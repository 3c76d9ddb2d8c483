import type { Invitation } from '@steward/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';
import { CancelInvitationButton } from './cancel-invitation-button';
import { InvitationInvitee, InvitationRoleBadge, inviterName } from './invitation-parts';

export function InvitationTable({ invitations }: { invitations: Invitation[] }) {
  return (
    <Table label="Pending invitations">
      <TableHead>
        <tr>
          <TableHeader>Email</TableHeader>
          <TableHeader>Role</TableHeader>
          <TableHeader>Invited By</TableHeader>
          {/* When it was made: whether its email went out is the outbox's to say. */}
          <TableHeader>Invited</TableHeader>
          <TableHeader>Expires</TableHeader>
          <TableHeader>
            <span className="sr-only">Actions</span>
          </TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <TableCell className="min-w-48">
              <InvitationInvitee invitation={invitation} />
            </TableCell>
            <TableCell>
              <InvitationRoleBadge role={invitation.role} />
            </TableCell>
            <TableCell className="min-w-32">{inviterName(invitation)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(invitation.createdAt)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(invitation.expiresAt)}</TableCell>
            <TableCell className="text-right">
              <CancelInvitationButton invitation={invitation} />
            </TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
