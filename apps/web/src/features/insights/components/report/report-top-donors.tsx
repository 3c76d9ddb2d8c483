import { type DonorSummary, donorName, LIMITS } from '@steward/domain';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { formatDay } from '@/lib/format-day';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { rowHeader } from './report-monthly-table';
import { ReportSection } from './report-section';

/** How many donors the report lists: the analysis's top donors (spec 001 §9). */
export const REPORT_TOP_DONORS = LIMITS.donors.topDonors;

const numeric = 'text-right tabular-nums';

/** The ten donors who have given the most, with their gifts, total and last gift. */
export function ReportTopDonors({ donors }: { donors: DonorSummary[] }) {
  const top = donors.slice(0, REPORT_TOP_DONORS);
  return (
    <ReportSection title="Top 10 donors">
      {top.length === 0 ? (
        <EmptyState>No donors yet.</EmptyState>
      ) : (
        <Table label="Top 10 donors">
          <TableHead>
            <tr>
              <TableHeader className="text-right">Rank</TableHeader>
              <TableHeader>Donor</TableHeader>
              <TableHeader className="text-right">Gifts</TableHeader>
              <TableHeader className="text-right">Total</TableHeader>
              <TableHeader>Last gift</TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {top.map((donor, index) => (
              <tr key={donor.id} className="print:break-inside-avoid">
                <TableCell className={numeric}>{index + 1}</TableCell>
                <th scope="row" className={rowHeader}>
                  {donorName(donor)}
                </th>
                <TableCell className={numeric}>{formatNumber(donor.donationCount)}</TableCell>
                <TableCell className={`${numeric} font-semibold text-slate-900`}>
                  {formatCurrency(donor.totalAmount)}
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {donor.lastDonation ? formatDay(donor.lastDonation) : '—'}
                </TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportSection>
  );
}
