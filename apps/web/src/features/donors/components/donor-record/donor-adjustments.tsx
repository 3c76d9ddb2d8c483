import { type DonorAdjustment, type DonorProfile, LIMITS } from '@steward/domain';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { formatDay } from '@/lib/format-day';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { methodText } from './donor-gifts';
import { RecordSection } from './record-section';

/** "Correction: $50.00 to $75.00", "Reversal of $20.00". */
function changeText(adjustment: DonorAdjustment): string {
  if (adjustment.correctedAmount === null) return `Reversal of ${formatCurrency(adjustment.amount)}`;
  return `Correction: ${formatCurrency(adjustment.amount)} to ${formatCurrency(adjustment.correctedAmount)}`;
}

function Approval({ adjustment }: { adjustment: DonorAdjustment }) {
  if (adjustment.status === 'pending') {
    return <Badge tone="warning">Waiting for approval: counts nowhere yet</Badge>;
  }
  const by = `${adjustment.approvedBy ?? ''}${adjustment.approvedAt ? `, ${formatDateTime(adjustment.approvedAt)}` : ''}`;
  return <>{adjustment.lone ? `Lone: dual control off, carried out by ${by}` : by}</>;
}

/**
 * Corrections and reversals of the donor's gifts in committed batches, newest first, with who
 * proposed and who approved each, when and why. An approved one is already in the gifts and the
 * figures above; one waiting for a second admin changes nothing until approved. Shown only when
 * there are some.
 */
export function DonorAdjustments({ adjustments }: { adjustments: DonorProfile['adjustments'] }) {
  if (adjustments.length === 0) return null;
  const capped = adjustments.length >= LIMITS.donors.adjustmentsShown;
  return (
    <RecordSection
      title="Adjustments"
      description="Corrections of gifts entered by hand: an approved one is in the gifts and figures above; one waiting for a second admin's approval changes nothing until then."
      aside={
        <span className="text-sm text-slate-600">
          {capped ? `Newest ${formatNumber(adjustments.length)}` : formatNumber(adjustments.length)}{' '}
          {adjustments.length === 1 ? 'adjustment' : 'adjustments'}
        </span>
      }
    >
      <Table label="Adjustment list">
        <TableHead>
          <tr>
            <TableHeader>Gift</TableHeader>
            <TableHeader>Change</TableHeader>
            <TableHeader>Reason</TableHeader>
            <TableHeader>Proposed by</TableHeader>
            <TableHeader>Approved by</TableHeader>
          </tr>
        </TableHead>
        <TableBody>
          {adjustments.map((adjustment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two adjustments can share every field shown.
            <tr key={index}>
              <TableCell className="min-w-40">
                <span className="whitespace-nowrap">
                  {formatDay(adjustment.giftDate)} · {methodText(adjustment)}
                </span>
                <span className="block text-xs text-slate-500">{adjustment.batchName}</span>
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{changeText(adjustment)}</TableCell>
              <TableCell className="min-w-48 whitespace-pre-line wrap-anywhere">
                {adjustment.reason}
              </TableCell>
              <TableCell className="min-w-32">
                {adjustment.proposedBy}, {formatDateTime(adjustment.proposedAt)}
              </TableCell>
              <TableCell className="min-w-32">
                <Approval adjustment={adjustment} />
              </TableCell>
            </tr>
          ))}
        </TableBody>
      </Table>
    </RecordSection>
  );
}
