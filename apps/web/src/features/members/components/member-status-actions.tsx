import { displayName, type Member } from '@steward/domain';
import { UserCheck, UserX } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDeactivateMember } from '../api/deactivate-member';
import { useReactivateMember } from '../api/reactivate-member';

/** Deactivate (after confirming) or Reactivate, offered only as the server's `can` allows (spec 000 §4 User). */
export function MemberStatusActions({ member }: { member: Member }) {
  const deactivate = useDeactivateMember();
  const reactivate = useReactivateMember();
  const name = displayName(member);

  if (member.can.deactivate) {
    return (
      <ConfirmDialog
        trigger={
          <Button variant="secondary" size="sm" disabled={deactivate.isPending}>
            <UserX aria-hidden="true" />
            {deactivate.isPending ? 'Deactivating...' : 'Deactivate'}
            <span className="sr-only"> {name}</span>
          </Button>
        }
        title={`Deactivate ${name}?`}
        description="Are you sure you want to deactivate this user?"
        confirmLabel="Deactivate"
        onConfirm={() =>
          deactivate.mutate(member.id, {
            onSuccess: () => toast.success('User deactivated'),
            onError: (error) => toast.error(`Failed to deactivate user: ${errorMessage(error)}`),
          })
        }
      />
    );
  }

  if (member.can.reactivate) {
    return (
      <Button
        variant="secondary"
        size="sm"
        disabled={reactivate.isPending}
        onClick={() =>
          reactivate.mutate(member.id, {
            onSuccess: () => toast.success('User reactivated'),
            onError: (error) => toast.error(`Failed to reactivate user: ${errorMessage(error)}`),
          })
        }
      >
        <UserCheck aria-hidden="true" />
        {reactivate.isPending ? 'Reactivating...' : 'Reactivate'}
        <span className="sr-only"> {name}</span>
      </Button>
    );
  }

  return null;
}
