import type { BatchDetail, BatchGift } from '@steward/domain';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { CardList, CardListItem, Facts } from '@/components/ui/card-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-day';
import { useWideLayout } from '@/lib/use-media-query';
import { CorrectGiftButton } from './correct-gift-dialog';
import { giftAmountLabel, giftDonorLabel, giftFundsLabel, giftMethodLabel } from './gift-labels';

/** The gifts with an adjustment waiting for a second admin's approval. */
function waitingIds(detail: BatchDetail): Set<string> {
  return new Set(detail.adjustments.filter((a) => a.status === 'pending').map((a) => a.giftId));
}

/**
 * Reversals, corrections and the gifts they cancelled are marked, with the reason given; so is a
 * gift whose adjustment waits for approval (listed under Adjustments).
 */
function Marks({ gift, waiting }: { gift: BatchGift; waiting: boolean }) {
  const mark = waiting ? (
    <Badge tone="warning">Adjustment waiting for approval</Badge>
  ) : gift.kind === 'reversal' ? (
    <Badge tone="danger">Reversal</Badge>
  ) : gift.kind === 'correction' ? (
    <Badge tone="accent">Correction</Badge>
  ) : gift.reversed ? (
    <Badge tone="warning">Reversed</Badge>
  ) : null;
  if (!mark) return null;
  return (
    <span className="flex flex-col items-start gap-1">
      {mark}
      {gift.adjustmentReason ? (
        <span className="text-xs text-slate-600">
          {gift.adjustmentReason}
          {gift.enteredBy ? ` (${gift.enteredBy.name})` : ''}
        </span>
      ) : null}
    </span>
  );
}

/** A gift may be corrected once: not a reversal, not already reversed, no correction waiting. */
function correctable(gift: BatchGift, waiting: boolean): boolean {
  return gift.kind !== 'reversal' && !gift.reversed && !waiting;
}

/** The gift has its check's image (listed, with the batch's other images, under Images). */
function ImageMark({ gift }: { gift: BatchGift }) {
  return gift.hasImage ? <Badge className="ml-2">Has image</Badge> : null;
}

function Description({ gift }: { gift: BatchGift }) {
  const text = gift.inKindDescription ?? gift.memo;
  return text ? <span className="wrap-anywhere">{text}</span> : null;
}

interface ListProps {
  detail: BatchDetail;
}

function GiftTable({ detail }: ListProps) {
  const { batch, gifts, can } = detail;
  const waiting = waitingIds(detail);
  return (
    <Table label="Gifts">
      <TableHead>
        <tr>
          <TableHeader>Donor</TableHeader>
          <TableHeader>Method</TableHeader>
          <TableHeader>Date</TableHeader>
          <TableHeader>Fund</TableHeader>
          <TableHeader className="text-right">Amount</TableHeader>
          <TableHeader>Memo</TableHeader>
          <TableHeader>
            <span className="sr-only">Adjustment</span>
          </TableHeader>
          {can.adjust ? (
            <TableHeader>
              <span className="sr-only">Actions</span>
            </TableHeader>
          ) : null}
        </tr>
      </TableHead>
      <TableBody>
        {gifts.map((gift) => (
          <tr key={gift.id} className={gift.reversed ? 'bg-slate-50/70 text-slate-500' : undefined}>
            <TableCell className="min-w-40 font-medium wrap-anywhere">
              {giftDonorLabel(gift)}
              <ImageMark gift={gift} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{giftMethodLabel(gift)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDay(gift.giftDate)}</TableCell>
            <TableCell className="min-w-32 wrap-anywhere">{giftFundsLabel(gift)}</TableCell>
            <TableCell className={cn('text-right tabular-nums', gift.reversed && 'line-through')}>
              {giftAmountLabel(gift)}
            </TableCell>
            <TableCell className="max-w-64">
              <Description gift={gift} />
            </TableCell>
            <TableCell>
              <Marks gift={gift} waiting={waiting.has(gift.id)} />
            </TableCell>
            {can.adjust ? (
              <TableCell className="text-right">
                {correctable(gift, waiting.has(gift.id)) ? (
                  <CorrectGiftButton batchId={batch.id} gift={gift} />
                ) : null}
              </TableCell>
            ) : null}
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}

function GiftCards({ detail }: ListProps) {
  const { batch, gifts, can } = detail;
  const waiting = waitingIds(detail);
  return (
    <CardList label="Gifts">
      {gifts.map((gift) => (
        <CardListItem key={gift.id}>
          <div className="flex items-start justify-between gap-3">
            <span className="min-w-0 font-medium wrap-anywhere">
              {giftDonorLabel(gift)}
              <ImageMark gift={gift} />
            </span>
            <span className={cn('tabular-nums', gift.reversed && 'line-through')}>
              {giftAmountLabel(gift)}
            </span>
          </div>
          <Facts
            items={[
              ['Method', giftMethodLabel(gift)],
              ['Date', formatDay(gift.giftDate)],
              ['Fund', giftFundsLabel(gift)],
              ['Memo', <Description key="memo" gift={gift} />],
            ]}
          />
          <div className="flex flex-wrap items-end justify-between gap-3">
            <Marks gift={gift} waiting={waiting.has(gift.id)} />
            {can.adjust && correctable(gift, waiting.has(gift.id)) ? (
              <CorrectGiftButton batchId={batch.id} gift={gift} />
            ) : null}
          </div>
        </CardListItem>
      ))}
    </CardList>
  );
}

/**
 * The gifts of a committed batch, read-only in entry order: a mistake is corrected by an adjustment
 * (a reversal and the corrected gift, each marked with its reason), never by an edit in place.
 */
export function BatchGiftList({ detail }: ListProps) {
  const wide = useWideLayout();
  const body =
    detail.gifts.length === 0 ? (
      <EmptyState>No gifts were entered in this batch.</EmptyState>
    ) : wide ? (
      <GiftTable detail={detail} />
    ) : (
      <GiftCards detail={detail} />
    );
  return (
    <SectionCard
      title="Gifts"
      description={
        detail.can.adjust
          ? 'Committed: a gift is corrected by reversing it and entering it again, with the reason, once a second admin approves (unless dual control is off).'
          : 'Committed: the gifts can no longer be changed.'
      }
    >
      {body}
    </SectionCard>
  );
}
