import { type BatchDetail, GIFT_METHOD_LABELS } from '@steward/domain';
import { Facts } from '@/components/ui/card-list';
import { formatDateTime } from '@/lib/format-date';
import { formatDay } from '@/lib/format-day';
import { handText } from './batch-texts';
import { fundLabel } from './gift-labels';

/**
 * The batch's own details: when received and deposited, where, the defaults, and who did what:
 * everyone who entered its gifts or changed it beyond their own (the batch report's "Entered or
 * changed by"), first hand first.
 */
export function BatchFacts({ detail }: { detail: BatchDetail }) {
  const { batch } = detail;
  const items: [string, string][] = [
    ['Received', formatDay(batch.receivedDate)],
    ['Deposit date', batch.depositDate ? formatDay(batch.depositDate) : '—'],
    ['Bank account', batch.bankAccount ?? '—'],
    [
      'Defaults',
      `${fundLabel(batch.defaultFund)}, ${GIFT_METHOD_LABELS[batch.defaultMethod]}, ${formatDay(batch.defaultGiftDate ?? batch.receivedDate)}`,
    ],
  ];
  if (batch.createdBy) items.push(['Created by', batch.createdBy.name]);
  if (detail.hands.length > 0) items.push(['Entered or changed by', detail.hands.map(handText).join('; ')]);
  if (batch.committedAt) {
    items.push([
      'Committed',
      `${formatDateTime(batch.committedAt)}${batch.committedBy ? ` by ${batch.committedBy.name}` : ''}`,
    ]);
  }
  if (batch.exportedAt) {
    items.push([
      'Exported',
      `${formatDateTime(batch.exportedAt)}${batch.exportedBy ? ` by ${batch.exportedBy.name}` : ''}`,
    ]);
  }
  return (
    <div className="flex flex-col gap-3">
      <Facts items={items} />
      {batch.note ? (
        <p className="text-sm whitespace-pre-line text-slate-700 wrap-anywhere">{batch.note}</p>
      ) : null}
    </div>
  );
}
