import type { DonorAnalysis } from '@steward/domain';
import { formatNumber, formatPercent } from '@/lib/format-money';
import { AnalyticsCard } from './analytics-card';

function Lapsed({ name, count, children }: { name: string; count: number; children: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-slate-50 p-3">
      <dt className="text-sm font-medium text-slate-700">{name}</dt>
      <dd className="text-xl font-semibold text-slate-900 tabular-nums">{formatNumber(count)}</dd>
      <dd className="text-xs text-slate-600">{children}</dd>
    </div>
  );
}

/**
 * Year-over-year retention as the Fundraising Effectiveness Project measures it (of last complete
 * year's donors, those who gave again), and the lapsed donors: LYBUNT and SYBUNT.
 */
export function YearOverYearCard({ analysis }: { analysis: DonorAnalysis }) {
  const { year, previousYearDonors, retainedDonors, retentionRate } = analysis.yearOverYear;
  return (
    <AnalyticsCard
      title="Year over year"
      description="Donor retention as the Fundraising Effectiveness Project measures it."
    >
      <div className="flex flex-col gap-1">
        <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">
          {retentionRate === null ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">Not available</span>
            </>
          ) : (
            formatPercent(retentionRate)
          )}
        </p>
        <p className="text-sm text-slate-600">
          {formatNumber(retainedDonors)} of {formatNumber(previousYearDonors)} donors who gave in {year - 1}{' '}
          gave again in {year}
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Lapsed name="LYBUNT" count={analysis.lybunt}>
          {`Last year but unfortunately not this year: gave in ${year}, not yet in ${year + 1}.`}
        </Lapsed>
        <Lapsed name="SYBUNT" count={analysis.sybunt}>
          {`Some year but unfortunately not this year: gave before ${year}, but neither in ${year} nor in ${year + 1}.`}
        </Lapsed>
      </dl>
    </AnalyticsCard>
  );
}
