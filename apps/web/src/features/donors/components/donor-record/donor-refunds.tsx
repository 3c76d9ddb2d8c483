import { type DonorProfile, LIMITS } from '@steward/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { formatDay } from '@/lib/format-day';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { fundLabel } from '@/lib/giving/format';
import { RecordSection } from './record-section';

/**
 * The donor's refunds (export rows with a negative amount), newest first: none of the figures
 * above counts them, and a giving statement subtracts those of its period. Shown only when there
 * are some, which is rare.
 */
export function DonorRefunds({ refunds }: { refunds: DonorProfile['refunds'] }) {
  if (refunds.length === 0) return null;
  const capped = refunds.length >= LIMITS.donors.refundsShown;
  return (
    <RecordSection
      title="Refunds"
      description="Not counted as gifts above; a giving statement subtracts the refunds of its period."
      aside={
        <span className="text-sm text-slate-600">
          {capped ? `Newest ${formatNumber(refunds.length)}` : formatNumber(refunds.length)}{' '}
          {refunds.length === 1 ? 'refund' : 'refunds'}
        </span>
      }
    >
      <Table label="Refund list">
        <TableHead>
          <tr>
            <TableHeader>Date</TableHeader>
            <TableHeader>Fund</TableHeader>
            <TableHeader className="text-right">Amount refunded</TableHeader>
          </tr>
        </TableHead>
        <TableBody>
          {refunds.map((refund, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two refunds can share a day, a fund and an amount.
            <tr key={index}>
              <TableCell className="whitespace-nowrap">{formatDay(refund.date)}</TableCell>
              <TableCell className={refund.fund === '' ? 'text-slate-500 italic' : 'min-w-32'}>
                {fundLabel(refund.fund)}
              </TableCell>
              <TableCell className="text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatCurrency(refund.amount)}
              </TableCell>
            </tr>
          ))}
        </TableBody>
      </Table>
    </RecordSection>
  );
}
