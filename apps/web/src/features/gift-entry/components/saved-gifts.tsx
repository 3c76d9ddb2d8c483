import { type BatchGift, GIFT_METHOD_LABELS } from '@steward/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { CardList, CardListItem, Facts } from '@/components/ui/card-list';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { formatDay } from '@/lib/format-day';
import { useWideLayout } from '@/lib/use-media-query';
import { donorName, giftAmountText, money } from './gift-text';

interface SavedGiftsProps {
  /** In entry order; shown newest first, so the row just saved is the one under the entry row. */
  gifts: BatchGift[];
  /** The batch is open and the member may change its gifts. */
  canEdit: boolean;
  editingId: string | null;
  onEdit: (gift: BatchGift) => void;
  onDelete: (gift: BatchGift) => void;
}

function fundsText(gift: BatchGift): string {
  const [only, ...more] = gift.allocations;
  if (only && more.length === 0) return only.fund || 'General';
  return gift.allocations
    .map((line) =>
      `${line.fund || 'General'} ${line.amountCents === null ? '' : money(line.amountCents)}`.trim(),
    )
    .join(', ');
}

/** An entry of the open batch can be corrected in place; an adjustment or a reversed gift cannot. */
const editable = (gift: BatchGift) => gift.kind === 'entry' && !gift.reversed;

function GiftActions({
  gift,
  onEdit,
  onDelete,
}: { gift: BatchGift } & Pick<SavedGiftsProps, 'onEdit' | 'onDelete'>) {
  const who = `the gift from ${donorName(gift)}`;
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" aria-label={`Edit ${who}`} onClick={() => onEdit(gift)}>
        Edit
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Delete ${who}`}>
            Delete
          </Button>
        }
        title="Delete this gift?"
        description={`${giftAmountText(gift)} from ${donorName(gift)} is taken out of the batch.`}
        confirmLabel="Delete gift"
        onConfirm={() => onDelete(gift)}
      />
    </div>
  );
}

function Warnings({ gift }: { gift: BatchGift }) {
  if (gift.warnings.length === 0) return null;
  return (
    <ul className="mt-1 text-xs text-amber-800">
      {gift.warnings.map((warning) => (
        <li key={warning.message}>Saved despite: {warning.message}</li>
      ))}
    </ul>
  );
}

/** The gifts entered so far, each with Edit and Delete while the batch is open. */
export function SavedGifts({ gifts, canEdit, editingId, onEdit, onDelete }: SavedGiftsProps) {
  const wide = useWideLayout();
  const newestFirst = [...gifts].reverse();
  if (gifts.length === 0) return <p className="px-1 text-sm text-slate-600">No gifts entered yet.</p>;
  const actions = (gift: BatchGift) =>
    canEdit && editable(gift) ? <GiftActions gift={gift} onEdit={onEdit} onDelete={onDelete} /> : null;

  if (!wide) {
    return (
      <CardList label="Gifts entered">
        {newestFirst.map((gift) => (
          <CardListItem key={gift.id}>
            <p className="font-medium text-slate-900">
              {donorName(gift)} · {giftAmountText(gift)}
              {gift.id === editingId ? <span className="text-indigo-700"> (editing)</span> : null}
            </p>
            <Facts
              items={[
                ['Fund', fundsText(gift)],
                ['Method', GIFT_METHOD_LABELS[gift.method]],
                ['Check number', gift.checkNumber ?? '—'],
                ['Date', formatDay(gift.giftDate)],
                ['Memo', gift.memo ?? gift.inKindDescription ?? '—'],
              ]}
            />
            <Warnings gift={gift} />
            {actions(gift)}
          </CardListItem>
        ))}
      </CardList>
    );
  }

  return (
    <Table label="Gifts entered">
      <TableHead>
        <tr>
          <TableHeader>Donor</TableHeader>
          <TableHeader className="text-right">Amount</TableHeader>
          <TableHeader>Fund</TableHeader>
          <TableHeader>Method</TableHeader>
          <TableHeader>Check number</TableHeader>
          <TableHeader>Date</TableHeader>
          <TableHeader>Memo</TableHeader>
          <TableHeader>
            <span className="sr-only">Actions</span>
          </TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {newestFirst.map((gift) => (
          <tr key={gift.id} className={gift.id === editingId ? 'bg-indigo-50' : undefined}>
            <TableCell>
              <span className="font-medium text-slate-900">{donorName(gift)}</span>
              {gift.donor?.envelopeNumber ? (
                <span className="block text-xs text-slate-500">Envelope {gift.donor.envelopeNumber}</span>
              ) : null}
              <Warnings gift={gift} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{giftAmountText(gift)}</TableCell>
            <TableCell>{fundsText(gift)}</TableCell>
            <TableCell>{GIFT_METHOD_LABELS[gift.method]}</TableCell>
            <TableCell>{gift.checkNumber ?? ''}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDay(gift.giftDate)}</TableCell>
            <TableCell>{gift.memo ?? ''}</TableCell>
            <TableCell>{actions(gift)}</TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
