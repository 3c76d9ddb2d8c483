import { INVITATION_VALIDITY_DAYS, type Invitation, roleLabel } from '@steward/domain';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { ErrorMessage } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useCancelInvitation } from '../api/cancel-invitation';
import { usePendingInvitations } from '../api/get-invitations';

function CancelInvitationButton({ invitation }: { invitation: Invitation }) {
  const cancelInvitation = useCancelInvitation();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" disabled={cancelInvitation.isPending}>
          <X aria-hidden="true" />
          {cancelInvitation.isPending ? 'Cancelling...' : 'Cancel'}
          <span className="sr-only"> invitation for {invitation.email}</span>
        </Button>
      }
      title={`Cancel the invitation for ${invitation.email}?`}
      description="Are you sure you want to cancel this invitation?"
      confirmLabel="Cancel Invitation"
      cancelLabel="Keep Invitation"
      onConfirm={() =>
        cancelInvitation.mutate(invitation.id, {
          onSuccess: () => toast.success('Invitation cancelled'),
          onError: (error) => toast.error(`Failed to cancel invitation: ${errorMessage(error)}`),
        })
      }
    />
  );
}

function InvitationTable({ invitations }: { invitations: Invitation[] }) {
  return (
    <Table label="Pending invitations">
      <TableHead>
        <tr>
          <TableHeader>Email</TableHeader>
          <TableHeader>Role</TableHeader>
          <TableHeader>Invited By</TableHeader>
          <TableHeader>Sent</TableHeader>
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
              <div className="font-medium break-all text-slate-900">{invitation.email}</div>
              {invitation.fullName ? <div className="text-slate-600">{invitation.fullName}</div> : null}
            </TableCell>
            <TableCell>
              <Badge tone={invitation.role === 'user' ? 'neutral' : 'accent'}>
                {roleLabel(invitation.role)}
              </Badge>
            </TableCell>
            <TableCell className="min-w-32">
              {invitation.invitedBy
                ? invitation.invitedBy.fullName?.trim() || invitation.invitedBy.email
                : '—'}
            </TableCell>
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

/** Spec 000 §2 User management: pending invitations, each with Cancel (after confirming, §4 Invitation). */
export function PendingInvitations() {
  const invitations = usePendingInvitations();
  const items = invitations.data?.items;

  return (
    <SectionCard
      title="Pending Invitations"
      description={`Invitations not yet accepted. Each link works for ${INVITATION_VALIDITY_DAYS} days.`}
      aside={items && items.length > 0 ? <Badge>{items.length}</Badge> : null}
    >
      {invitations.isPending ? (
        <LoadingState />
      ) : invitations.isError ? (
        <ErrorMessage className="m-4">Error: {errorMessage(invitations.error)}</ErrorMessage>
      ) : items && items.length > 0 ? (
        <InvitationTable invitations={items} />
      ) : (
        <EmptyState>No pending invitations. Invite someone to see their invitation here.</EmptyState>
      )}
    </SectionCard>
  );
}
