import type { BatchAdjustment, BatchDetail, BatchGift } from '@steward/domain';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useCurrentSession } from '@/lib/session/current-session';
import { useApproveAdjustment, useRejectAdjustment } from '../api/decide-adjustment';
import { formatCents } from './format';
import { fundLabel } from './gift-labels';

type Lines = BatchGift['allocations'];

/** "$500.00 to Building", or "Building $450.00, Missions $50.00" for a split. */
function linesText(lines: Lines, totalCents: number): string {
  if (lines.length === 1) {
    const [line] = lines;
    return `${line?.amountCents === null ? 'no value' : formatCents(totalCents)} to ${fundLabel(line?.fund ?? '')}`;
  }
  return lines
    .map(
      ({ fund, amountCents }) =>
        `${fundLabel(fund)}${amountCents === null ? '' : ` ${formatCents(amountCents)}`}`,
    )
    .join(', ');
}

/** What the adjustment changes, in a sentence: the gift as entered and as it should be. */
function changeText(adjustment: BatchAdjustment, original: BatchGift | undefined): string {
  const was = original
    ? linesText(original.allocations, original.totalCents)
    : formatCents(adjustment.giftTotalCents);
  if (!adjustment.corrected) return `Reverses the gift (${was}): it was never given.`;
  const { corrected } = adjustment;
  const description =
    corrected.inKindDescription && corrected.inKindDescription !== original?.inKindDescription
      ? ` (${corrected.inKindDescription})`
      : '';
  return `Corrects ${was} to ${linesText(corrected.allocations, corrected.totalCents)}${description}.`;
}

const STATUS = {
  pending: { label: 'Waiting for approval', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Turned down', tone: 'neutral' },
} as const;

function decisionText(adjustment: BatchAdjustment): string | null {
  const { status, decidedBy, decidedAt, lone } = adjustment;
  if (status === 'pending') return null;
  const when = decidedAt ? ` on ${formatDateTime(decidedAt)}` : '';
  if (status === 'rejected') return `Turned down${decidedBy ? ` by ${decidedBy.name}` : ''}${when}.`;
  if (lone) return `Carried out without a second admin${when}.`;
  return `Approved${decidedBy ? ` by ${decidedBy.name}` : ''}${when}.`;
}

function Decide({ batchId, adjustment }: { batchId: string; adjustment: BatchAdjustment }) {
  const { user } = useCurrentSession();
  const approve = useApproveAdjustment();
  const reject = useRejectAdjustment();
  const ref = { batchId, adjustmentId: adjustment.id };
  const busy = approve.isPending || reject.isPending;
  const mine = adjustment.proposedBy?.id === user.id;
  const who = `${adjustment.giftDonorName}'s ${adjustment.kind}`;
  if (!adjustment.can.approve && !adjustment.can.reject) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {adjustment.can.approve ? (
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Approve ${who}`}
          onClick={() =>
            approve.mutate(ref, {
              onSuccess: () => toast.success(`Adjustment approved: the ${adjustment.kind} now counts`),
              onError: (cause) => toast.error(`The adjustment was not approved: ${errorMessage(cause)}`),
            })
          }
        >
          Approve
        </Button>
      ) : null}
      {adjustment.can.reject ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={`${mine ? 'Withdraw' : 'Turn down'} ${who}`}
          onClick={() =>
            reject.mutate(ref, {
              onSuccess: () =>
                toast.success(
                  mine
                    ? 'Adjustment withdrawn: the gift stays as it was'
                    : 'Adjustment turned down: the gift stays as it was',
                ),
              onError: (cause) => toast.error(`The adjustment was not turned down: ${errorMessage(cause)}`),
            })
          }
        >
          {mine ? 'Withdraw' : 'Turn down'}
        </Button>
      ) : null}
    </div>
  );
}

function AdjustmentItem({ detail, adjustment }: { detail: BatchDetail; adjustment: BatchAdjustment }) {
  const original = detail.gifts.find((gift) => gift.id === adjustment.giftId);
  const status = STATUS[adjustment.status];
  const decision = decisionText(adjustment);
  return (
    <li className="flex flex-col gap-2 px-4 py-4 text-sm text-slate-700 sm:px-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900 wrap-anywhere">
          {adjustment.kind === 'reversal' ? 'Reversal' : 'Correction'} of {adjustment.giftDonorName}'s gift of{' '}
          {formatCents(adjustment.giftTotalCents)}
        </span>
        <Badge tone={status.tone}>{status.label}</Badge>
        {adjustment.lone && adjustment.status === 'approved' ? (
          <Badge tone="warning">Lone adjustment</Badge>
        ) : null}
      </div>
      <p>{changeText(adjustment, original)}</p>
      <p className="whitespace-pre-line wrap-anywhere">
        <span className="font-medium text-slate-900">Reason: </span>
        {adjustment.reason}
      </p>
      <p className="text-slate-600">
        Proposed{adjustment.proposedBy ? ` by ${adjustment.proposedBy.name}` : ''} on{' '}
        {formatDateTime(adjustment.proposedAt)}.{decision ? ` ${decision}` : ''}
      </p>
      <Decide batchId={detail.batch.id} adjustment={adjustment} />
    </li>
  );
}

/**
 * The corrections of a committed batch's gifts: those waiting for a second admin first (until
 * approved one counts nowhere), then those approved or turned down, with who decided and when.
 */
export function BatchAdjustments({ detail }: { detail: BatchDetail }) {
  if (detail.adjustments.length === 0) return null;
  const waiting = detail.adjustments.filter((a) => a.status === 'pending');
  const decided = detail.adjustments.filter((a) => a.status !== 'pending');
  return (
    <SectionCard
      title="Adjustments"
      description={
        waiting.length > 0
          ? 'A correction waits for a second admin’s approval: until then it counts nowhere.'
          : 'Corrections of this batch’s gifts, with who proposed and who approved them.'
      }
    >
      <ul aria-label="Adjustments" className="divide-y divide-slate-100">
        {[...waiting, ...decided].map((adjustment) => (
          <AdjustmentItem key={adjustment.id} detail={detail} adjustment={adjustment} />
        ))}
      </ul>
    </SectionCard>
  );
}
