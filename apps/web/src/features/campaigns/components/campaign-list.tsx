import type { CampaignSummary } from '@steward/domain';
import { Link } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Facts } from '@/components/ui/card-list';
import { EmptyState } from '@/components/ui/empty-state';
import { ProgressBar } from '@/components/ui/progress-bar';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatNumber, formatPercent } from '@/lib/format-money';
import { campaignPath } from '@/lib/giving/fundraising-paths';
import { useCampaigns } from '../api/campaigns';
import { CampaignStatusBadge } from './campaign-badges';
import { formatCents, fundsText, goalShare, periodText } from './campaign-texts';
import { PledgeImportHistory } from './pledge-import-history';

/** Given against the goal, as a bar and in words; nothing without a goal. */
export function GoalProgress({ campaign }: { campaign: CampaignSummary }) {
  const share = goalShare(campaign);
  if (share === null || campaign.goalCents === null) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <ProgressBar value={share * 100} label={`${campaign.name}: given against the goal`} />
      <p className="text-xs text-slate-600">
        {formatPercent(share)} of the {formatCents(campaign.goalCents)} goal given
      </p>
    </div>
  );
}

function CampaignCard({ campaign }: { campaign: CampaignSummary }) {
  return (
    <li className="flex min-w-0 flex-col gap-3 px-4 py-4 text-sm text-slate-700 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 className="text-base font-semibold wrap-anywhere">
            <Link
              to={campaignPath(campaign.id)}
              className="text-indigo-700 underline-offset-2 hover:underline"
            >
              {campaign.name}
            </Link>
          </h3>
          <p className="text-slate-600">{periodText(campaign)}</p>
        </div>
        <CampaignStatusBadge status={campaign.status} />
      </div>
      <Facts
        items={[
          ['Funds', fundsText(campaign)],
          ['Goal', campaign.goalCents === null ? 'No goal' : formatCents(campaign.goalCents)],
          ['Pledged', formatCents(campaign.pledgedCents)],
          ['Given', formatCents(campaign.givenCents)],
          ['Pledgers', formatNumber(campaign.pledgers)],
        ]}
      />
      <GoalProgress campaign={campaign} />
    </li>
  );
}

/**
 * Every campaign, newest first as the server lists them: its figures and progress to its goal;
 * below them the pledge imports, once there is one.
 */
export function CampaignList() {
  const campaigns = useCampaigns();

  function body() {
    if (campaigns.isPending) return <LoadingState label="Loading the campaigns..." />;
    if (campaigns.isError) {
      return (
        <div className="p-4 sm:p-5">
          <ErrorMessage>Error loading the campaigns: {errorMessage(campaigns.error)}</ErrorMessage>
        </div>
      );
    }
    const { items } = campaigns.data;
    if (items.length === 0) {
      return (
        <EmptyState>
          No campaigns yet. Start one to record what donors promise and follow what they give.
        </EmptyState>
      );
    }
    return (
      <ul aria-label="Campaigns" className="divide-y divide-slate-100">
        {items.map((campaign) => (
          <CampaignCard key={campaign.id} campaign={campaign} />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <SectionCard
        title="All campaigns"
        description="Pledged is what donors promised; given is every gift to the campaign's funds in its dates."
      >
        {body()}
      </SectionCard>
      <PledgeImportHistory />
    </div>
  );
}
