import type { Invitation } from '@steward/domain';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCancelInvitation } from '../api/cancel-invitation';

/** Cancel, after "Are you sure you want to cancel this invitation?" (spec 000 §4 Invitation). */
export function CancelInvitationButton({ invitation }: { invitation: Invitation }) {
  const cancelInvitation = useCancelInvitation();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={cancelInvitation.isPending}>
          <X aria-hidden="true" />
          {cancelInvitation.isPending ? 'Cancelling...' : 'Cancel'}
          <span className="sr-only"> invitation for {invitation.email}</span>
        </Button>
      }
      title={`Cancel the invitation for ${invitation.email}?`}
      description="Are you sure you want to cancel this invitation?"
      confirmLabel="Cancel Invitation"
      cancelLabel="Keep Invitation"
      // The promise, not mutate's callbacks, which TanStack Query drops once the cancelled row unmounts.
      onConfirm={() =>
        cancelInvitation.mutateAsync(invitation.id).then(
          () => toast.success('Invitation cancelled'),
          (error) => toast.error(`Failed to cancel invitation: ${errorMessage(error)}`),
        )
      }
    />
  );
}
