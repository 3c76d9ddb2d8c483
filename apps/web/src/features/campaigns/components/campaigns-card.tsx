import type { CampaignSummary } from '@steward/domain';
import { Link } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { campaignPath, GIVING_CAMPAIGNS_PATH } from '@/lib/giving/fundraising-paths';
import { useCampaigns } from '../api/campaigns';
import { GoalProgress } from './campaign-list';
import { formatCents, periodText } from './campaign-texts';

/** At most this many campaigns on the card; the rest are one click away. */
const SHOWN = 3;

function ActiveCampaign({ campaign }: { campaign: CampaignSummary }) {
  const pledgers = campaign.pledgers === 1 ? '1 pledger' : `${campaign.pledgers} pledgers`;
  return (
    <li className="flex min-w-0 flex-col gap-2 px-4 py-3 text-sm text-slate-700 sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Link
          to={campaignPath(campaign.id)}
          className="font-semibold text-indigo-700 underline-offset-2 wrap-anywhere hover:underline"
        >
          {campaign.name}
        </Link>
        <span className="text-xs text-slate-500">{periodText(campaign)}</span>
      </div>
      <p>
        {formatCents(campaign.givenCents)} given, {formatCents(campaign.pledgedCents)} pledged by {pledgers}
      </p>
      <GoalProgress campaign={campaign} />
    </li>
  );
}

/**
 * The active campaigns at a glance, each against its goal, for the fundraising page (not in the
 * spec: docs/spec-deviations.md). Nothing while there is none, or while they load or fail to: the
 * Campaigns page says why.
 */
export function CampaignsCard() {
  const campaigns = useCampaigns();
  const active = (campaigns.data?.items ?? []).filter((campaign) => campaign.status === 'active');
  if (active.length === 0) return null;
  return (
    <SectionCard
      title="Campaigns"
      description="What donors promised and gave to the campaigns running now."
      aside={
        <Link
          to={GIVING_CAMPAIGNS_PATH}
          className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
        >
          {active.length > SHOWN ? `All ${active.length} campaigns` : 'All campaigns'}
        </Link>
      }
    >
      <ul aria-label="Active campaigns" className="divide-y divide-slate-100">
        {active.slice(0, SHOWN).map((campaign) => (
          <ActiveCampaign key={campaign.id} campaign={campaign} />
        ))}
      </ul>
    </SectionCard>
  );
}
