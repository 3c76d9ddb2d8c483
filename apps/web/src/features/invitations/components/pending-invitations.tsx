import { INVITATION_VALIDITY_DAYS } from '@steward/domain';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useWideLayout } from '@/lib/use-media-query';
import { usePendingInvitations } from '../api/get-invitations';
import { InvitationCards } from './invitation-cards';
import { InvitationTable } from './invitation-table';

/** Spec 000 §2 User management: pending invitations (email, role, invited by, sent, expires), each with Cancel. */
export function PendingInvitations() {
  const invitations = usePendingInvitations();
  const wide = useWideLayout();
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
        wide ? (
          <InvitationTable invitations={items} />
        ) : (
          <InvitationCards invitations={items} />
        )
      ) : (
        <EmptyState>No pending invitations. Invite someone to see their invitation here.</EmptyState>
      )}
    </SectionCard>
  );
}
