import { type DonorSummary, donorName } from '@steward/domain';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { AnalyticsCard } from './analytics-card';

/** Spec 001 §3, §9: the ten donors who have given the most, with their totals and gift counts. */
export function TopDonors({ donors }: { donors: DonorSummary[] }) {
  return (
    <AnalyticsCard title="Top Donors" description="The ten donors who have given the most.">
      <ol className="flex flex-col divide-y divide-slate-100 text-sm">
        {donors.map((donor, index) => (
          <li key={donor.id} className="flex items-center gap-3 py-2 first:pt-0 last:pb-0">
            <span aria-hidden="true" className="w-5 shrink-0 text-right text-slate-500 tabular-nums">
              {index + 1}
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium wrap-anywhere text-slate-900">{donorName(donor)}</span>
              <span className="text-xs text-slate-600">
                {formatNumber(donor.donationCount)} {donor.donationCount === 1 ? 'gift' : 'gifts'}
              </span>
            </span>
            <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
              {formatCurrency(donor.totalAmount)}
            </span>
          </li>
        ))}
      </ol>
    </AnalyticsCard>
  );
}
