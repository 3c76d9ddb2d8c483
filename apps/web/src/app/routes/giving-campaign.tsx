import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useCampaign } from '@/features/campaigns/api/campaigns';
import { CampaignPage } from '@/features/campaigns/components/campaign-page';
import { FundraisingGate, FundraisingRestricted } from '@/features/giving/components/fundraising-gate';
import { errorMessage, isApiError } from '@/lib/api-client';
import { GIVING_CAMPAIGNS_PATH } from '@/lib/giving/fundraising-paths';

function Campaign({ campaignId }: { campaignId: string }) {
  const campaign = useCampaign(campaignId);
  if (campaign.isPending) return <LoadingState label="Loading the campaign..." />;
  if (campaign.isError) {
    // The server has the last word (a role changed since the session was read).
    if (isApiError(campaign.error) && campaign.error.status === 403) return <FundraisingRestricted />;
    // 404: deleted; 400: an address that names no campaign at all.
    if (isApiError(campaign.error) && (campaign.error.status === 404 || campaign.error.status === 400)) {
      return (
        <>
          <PageHeader title="Campaign not found" />
          <p className="text-sm text-slate-600">This campaign does not exist. It may have been deleted.</p>
        </>
      );
    }
    return (
      <div className="flex flex-col items-start gap-3">
        <ErrorMessage>Error loading the campaign: {errorMessage(campaign.error)}</ErrorMessage>
        <Button variant="secondary" disabled={campaign.isFetching} onClick={() => void campaign.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <CampaignPage campaign={campaign.data} />;
}

/** "/giving/campaigns/:campaignId": one campaign, its figures, its progress and its pledges. */
export function GivingCampaignRoute() {
  const { campaignId = '' } = useParams();
  return (
    <FundraisingGate>
      <BackLink to={GIVING_CAMPAIGNS_PATH}>Back to Campaigns</BackLink>
      {/* A new campaign id is a new page: nothing of the last one's state stays. */}
      <Campaign key={campaignId} campaignId={campaignId} />
    </FundraisingGate>
  );
}
