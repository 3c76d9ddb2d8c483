import type { DonorAnalysis } from '@steward/domain';
import { formatDate } from '@/lib/format-date';
import { formatDay } from '@/lib/format-day';
import { ReportForecast } from './report-forecast';
import { ReportMonthlyTable } from './report-monthly-table';
import { ReportRetention } from './report-retention';
import { ReportTopDonors } from './report-top-donors';
import { ReportTotals } from './report-totals';

interface FundraisingReportProps {
  analysis: DonorAnalysis;
  organizationName: string;
  /** When the report is made; the figures themselves are as of the analysis's date. */
  preparedAt: Date;
}

/**
 * The fundraising page's "Generate Reports": the donor analysis as a clean document to print or save
 * as PDF: totals, monthly totals, retention, the forecasts and the top ten donors.
 */
export function FundraisingReport({ analysis, organizationName, preparedAt }: FundraisingReportProps) {
  return (
    <article aria-label="Fundraising report" className="flex flex-col gap-4 sm:gap-6 print:gap-6">
      <dl className="flex flex-col gap-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
        <div className="flex gap-1.5">
          <dt className="text-slate-600">Organization:</dt>
          <dd className="font-medium text-slate-900">{organizationName}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-600">Prepared:</dt>
          <dd className="font-medium text-slate-900">
            <time dateTime={preparedAt.toISOString()}>{formatDate(preparedAt)}</time>
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-600">Figures as of:</dt>
          <dd className="font-medium text-slate-900">
            <time dateTime={analysis.asOf}>{formatDay(analysis.asOf)}</time>
          </dd>
        </div>
      </dl>
      <ReportTotals analysis={analysis} />
      <ReportMonthlyTable trends={analysis.monthlyTrends} asOf={analysis.asOf} />
      <ReportRetention analysis={analysis} />
      <ReportForecast analysis={analysis} />
      <ReportTopDonors donors={analysis.topDonors} />
    </article>
  );
}
