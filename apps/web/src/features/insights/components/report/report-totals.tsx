import type { DonorAnalysis } from '@steward/domain';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { FigureList, ReportSection } from './report-section';

/** The analysis's headline totals, as the Analytics tab's KPI cards give them. */
export function ReportTotals({ analysis }: { analysis: DonorAnalysis }) {
  return (
    <ReportSection title="Totals">
      <FigureList
        figures={[
          ['Total Donors', formatNumber(analysis.totalDonors)],
          ['Total Donations', formatCurrency(analysis.totalAmount)],
          ['Average Donation', formatCurrency(analysis.averageDonation)],
          ['Total Gifts', formatNumber(analysis.donationCount)],
        ]}
      />
    </ReportSection>
  );
}
