import { type DonorProfile, type DonorSummary, donorName, FREQUENCY_LABELS } from '@steward/domain';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { FREQUENCY_TONES } from '../directory/donor-card';
import { shownProfile } from '../within-limits';
import { DonorAdjustments } from './donor-adjustments';
import { DonorContactCard } from './donor-contact-card';
import { DonorFigures } from './donor-figures';
import { DonorGifts } from './donor-gifts';
import { DonorInKindGifts } from './donor-in-kind-gifts';
import { DonorRefunds } from './donor-refunds';
import { GivingByFund } from './giving-by-fund';
import { GivingByYear } from './giving-by-year';
import { HouseholdCard } from './household-card';
import { PossibleDuplicates } from './possible-duplicates';

/**
 * A donor's page: the name and frequency, the giving in figures, the contact details (corrected
 * with "Edit details"), the donors who may be the same person (to merge), the household the donor
 * gives with (or "Join with..."), giving by year and by
 * fund, the pledges to campaigns (given by the route), every gift a page at a time, and the
 * adjustments of batch gifts, in-kind gifts and refunds when there are any.
 */
export function DonorRecord({
  profile,
  actions,
  pledges,
}: {
  profile: DonorProfile;
  /** The header's actions for the donor as shown (the route passes the statement button). */
  actions: (donor: DonorSummary) => ReactNode;
  /** The donor's pledges to campaigns, another feature's section (the route passes it). */
  pledges?: ReactNode;
}) {
  const shown = shownProfile(profile);
  const { donor } = shown;
  return (
    <>
      <PageHeader
        title={donorName(donor)}
        icon={<UserRound aria-hidden="true" />}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {donor.frequency ? (
              <Badge tone={FREQUENCY_TONES[donor.frequency]}>{FREQUENCY_LABELS[donor.frequency]} donor</Badge>
            ) : (
              <Badge tone="neutral">No gifts yet</Badge>
            )}
          </span>
        }
        actions={actions(donor)}
      />
      <div className="flex flex-col gap-4 sm:gap-6">
        <DonorFigures donor={donor} />
        <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
          {/* The stored values: the edit dialog corrects what an old import left too long. */}
          <DonorContactCard donor={profile.donor} />
          <PossibleDuplicates profile={shown} />
        </div>
        <HouseholdCard profile={profile} />
        <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
          <GivingByYear years={shown.years} />
          <GivingByFund funds={shown.funds} />
        </div>
        {pledges}
        <DonorGifts donorId={donor.id} />
        <DonorAdjustments adjustments={profile.adjustments} />
        <DonorInKindGifts gifts={profile.inKindGifts} />
        <DonorRefunds refunds={shown.refunds} />
      </div>
    </>
  );
}
