import type { DonorAnalysis } from '@steward/domain';
import { formatNumber, formatPercent } from '@/lib/format-money';
import { FigureList, ReportSection } from './report-section';

function share(count: number, total: number): string {
  return total === 0 ? formatPercent(0) : formatPercent(count / total);
}

/** Returning and new donors, year-over-year retention, and the lapsed donors (LYBUNT, SYBUNT). */
export function ReportRetention({ analysis }: { analysis: DonorAnalysis }) {
  const { newDonors, returningDonors, retentionRate, churnRate } = analysis.donorRetention;
  const all = newDonors + returningDonors;
  const { year, previousYearDonors, retainedDonors, retentionRate: yearRate } = analysis.yearOverYear;
  return (
    <ReportSection
      title="Retention"
      description="Returning donors have given more than once, new donors once."
    >
      <FigureList
        figures={[
          ['Returning donors', `${formatNumber(returningDonors)} (${share(returningDonors, all)})`],
          ['New donors', `${formatNumber(newDonors)} (${share(newDonors, all)})`],
          ['Retention rate', formatPercent(retentionRate)],
          ['Churn rate', formatPercent(churnRate)],
        ]}
      />
      <h3 className="pt-1 text-sm font-semibold text-slate-900">Year over year</h3>
      <p className="text-sm text-slate-700">
        <span className="font-semibold tabular-nums">
          {yearRate === null ? 'Not available' : formatPercent(yearRate)}
        </span>
        {` — ${formatNumber(retainedDonors)} of ${formatNumber(previousYearDonors)} donors who gave in ${
          year - 1
        } gave again in ${year}.`}
      </p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-slate-50 p-3 print:bg-white print:p-0">
          <dt className="text-sm font-medium text-slate-700">LYBUNT</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            {formatNumber(analysis.lybunt)}
          </dd>
          <dd className="text-xs text-slate-600">{`Gave in ${year}, not yet in ${year + 1}.`}</dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-slate-50 p-3 print:bg-white print:p-0">
          <dt className="text-sm font-medium text-slate-700">SYBUNT</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            {formatNumber(analysis.sybunt)}
          </dd>
          <dd className="text-xs text-slate-600">
            {`Gave before ${year}, but neither in ${year} nor in ${year + 1}.`}
          </dd>
        </div>
      </dl>
    </ReportSection>
  );
}
