import type { DonorSummary } from '@steward/domain';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { CardList, CardListItem, Facts } from '@/components/ui/card-list';
import { cn } from '@/lib/cn';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { givingDonorPath } from '@/lib/giving/donor-record-paths';
import { shownDonor } from '../within-limits';
import { lastGiftText, listedName } from './donor-table';

/** The donor table on a phone: one short card per donor, the same facts without a side scroll. */
export function DonorList({ donors }: { donors: DonorSummary[] }) {
  return (
    <CardList label="Donors">
      {donors.map((stored) => {
        const donor = shownDonor(stored);
        return (
          <CardListItem key={donor.id}>
            <div className="flex min-w-0 flex-col gap-0.5">
              <Link
                to={givingDonorPath(donor.id)}
                className={cn(
                  'self-start rounded-sm font-semibold wrap-anywhere text-indigo-700 hover:underline',
                  focusRing,
                )}
              >
                {listedName(donor)}
              </Link>
              {donor.email ? <span className="wrap-anywhere text-slate-600">{donor.email}</span> : null}
            </div>
            <Facts
              items={[
                ['Total given', formatCurrency(donor.totalAmount)],
                ['Last gift', lastGiftText(donor)],
                ['Gifts', formatNumber(donor.donationCount)],
                ['Phone', donor.phone ?? '—'],
              ]}
            />
          </CardListItem>
        );
      })}
    </CardList>
  );
}
