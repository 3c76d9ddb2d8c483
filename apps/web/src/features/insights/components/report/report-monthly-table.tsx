import type { DonorAnalysis } from '@steward/domain';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { partialMonth } from '../analytics/monthly-trend-chart';
import { ReportSection } from './report-section';

const numeric = 'text-right tabular-nums';
/** A row's first cell, styled as the table's other cells. */
export const rowHeader = 'px-4 py-3 text-left font-medium whitespace-nowrap text-slate-900';

/** Every month's giving: amount, donors, gifts and the average gift; the month under way says so. */
export function ReportMonthlyTable({
  trends,
  asOf,
}: {
  trends: DonorAnalysis['monthlyTrends'];
  asOf: string;
}) {
  const partial = partialMonth(trends, asOf);
  return (
    <ReportSection title="Monthly totals">
      {trends.length === 0 ? (
        <EmptyState>No gifts recorded yet.</EmptyState>
      ) : (
        <Table label="Monthly totals">
          <TableHead>
            <tr>
              <TableHeader>Month</TableHeader>
              <TableHeader className="text-right">Amount</TableHeader>
              <TableHeader className="text-right">Donors</TableHeader>
              <TableHeader className="text-right">Gifts</TableHeader>
              <TableHeader className="text-right">Average gift</TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {trends.map((trend) => (
              <tr key={trend.month} className="print:break-inside-avoid">
                <th scope="row" className={rowHeader}>
                  {trend.label}
                  {trend === partial ? <span className="font-normal text-slate-600"> (so far)</span> : null}
                </th>
                <TableCell className={numeric}>{formatCurrency(trend.amount)}</TableCell>
                <TableCell className={numeric}>{formatNumber(trend.donorCount)}</TableCell>
                <TableCell className={numeric}>{formatNumber(trend.giftCount)}</TableCell>
                <TableCell className={numeric}>{formatCurrency(trend.averageDonation)}</TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportSection>
  );
}
