import type { Invitation } from '@steward/domain';
import { CardList, CardListItem, Facts } from '@/components/ui/card-list';
import { formatDate } from '@/lib/format-date';
import { CancelInvitationButton } from './cancel-invitation-button';
import { InvitationInvitee, InvitationRoleBadge, inviterName } from './invitation-parts';

export function InvitationCards({ invitations }: { invitations: Invitation[] }) {
  return (
    <CardList label="Pending invitations">
      {invitations.map((invitation) => (
        <CardListItem key={invitation.id}>
          <div className="flex items-start justify-between gap-3">
            <InvitationInvitee invitation={invitation} />
            <InvitationRoleBadge role={invitation.role} />
          </div>
          <Facts
            items={[
              ['Invited By', inviterName(invitation)],
              ['Invited', formatDate(invitation.createdAt)],
              ['Expires', formatDate(invitation.expiresAt)],
            ]}
          />
          <CancelInvitationButton invitation={invitation} />
        </CardListItem>
      ))}
    </CardList>
  );
}
