import { type DonorProfile, LIMITS } from '@steward/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { formatDay } from '@/lib/format-day';
import { formatNumber } from '@/lib/format-money';
import { RecordSection } from './record-section';

/**
 * The donor's in-kind (non-cash) gifts from committed batches, newest first: described, with no
 * amount (IRS Publication 1771: the organisation describes, the donor values), so none of the
 * figures above counts them. Shown only when there are some.
 */
export function DonorInKindGifts({ gifts }: { gifts: DonorProfile['inKindGifts'] }) {
  if (gifts.length === 0) return null;
  const capped = gifts.length >= LIMITS.donors.inKindShown;
  return (
    <RecordSection
      title="In-kind gifts"
      description="Non-cash gifts, described without a value: not counted above; a giving statement lists those of its period."
      aside={
        <span className="text-sm text-slate-600">
          {capped ? `Newest ${formatNumber(gifts.length)}` : formatNumber(gifts.length)}{' '}
          {gifts.length === 1 ? 'gift' : 'gifts'}
        </span>
      }
    >
      <Table label="In-kind gift list">
        <TableHead>
          <tr>
            <TableHeader>Date</TableHeader>
            <TableHeader>Description</TableHeader>
            <TableHeader>Batch</TableHeader>
          </tr>
        </TableHead>
        <TableBody>
          {gifts.map((gift, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two gifts can share a day, a description and a batch.
            <tr key={index}>
              <TableCell className="whitespace-nowrap">{formatDay(gift.date)}</TableCell>
              <TableCell className="min-w-48 break-words">{gift.description}</TableCell>
              <TableCell className="min-w-32">{gift.batchName}</TableCell>
            </tr>
          ))}
        </TableBody>
      </Table>
    </RecordSection>
  );
}
