import { CAMPAIGN_HAS_PLEDGES, type CampaignDetail } from '@steward/domain';
import { Lock, LockOpen, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { GIVING_CAMPAIGNS_PATH } from '@/lib/giving/fundraising-paths';
import { campaignInputOf, useDeleteCampaign, useUpdateCampaign } from '../api/campaigns';
import { CampaignFormDialog } from './campaign-form-dialog';

/** The campaign's Edit, Close (it takes no new pledges) or Reopen, and Delete (one without pledges). */
export function CampaignActions({ campaign }: { campaign: CampaignDetail }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateCampaign();
  const remove = useDeleteCampaign();
  const navigate = useNavigate();
  const closed = campaign.status === 'closed';
  const hasPledgesId = useId();

  function setClosed(next: boolean) {
    update.mutate(
      { id: campaign.id, input: campaignInputOf(campaign, { closed: next }) },
      {
        onSuccess: () =>
          toast.success(
            next ? `${campaign.name} closed: it takes no new pledges` : `${campaign.name} reopened`,
          ),
        onError: (cause) => toast.error(`${campaign.name} was not changed: ${errorMessage(cause)}`),
      },
    );
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button variant="secondary" disabled={update.isPending} onClick={() => setClosed(!closed)}>
        {closed ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
        {closed ? 'Reopen' : 'Close'}
      </Button>
      {/* The server refuses it too; here the reason is said before anyone tries. */}
      {campaign.pledgers > 0 ? (
        <span id={hasPledgesId} className="sr-only">
          {CAMPAIGN_HAS_PLEDGES}
        </span>
      ) : null}
      <ConfirmDialog
        trigger={
          <Button
            variant="danger"
            disabled={remove.isPending || campaign.pledgers > 0}
            title={campaign.pledgers > 0 ? CAMPAIGN_HAS_PLEDGES : undefined}
            aria-describedby={campaign.pledgers > 0 ? hasPledgesId : undefined}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        }
        title="Delete campaign"
        description={`Delete ${campaign.name}? Its gifts stay as they are. This cannot be undone.`}
        confirmLabel="Delete campaign"
        // The promise, not mutate's callbacks, which TanStack Query drops if this page unmounts first.
        onConfirm={() =>
          remove.mutateAsync(campaign.id).then(
            () => {
              toast.success(`${campaign.name} deleted`);
              navigate(GIVING_CAMPAIGNS_PATH);
            },
            (cause) => toast.error(errorMessage(cause)),
          )
        }
      />
      <CampaignFormDialog campaign={campaign} open={editing} onOpenChange={setEditing} />
    </>
  );
}
