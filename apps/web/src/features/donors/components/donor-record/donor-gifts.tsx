import { type DonorGiftPage, GIFT_METHOD_LABELS } from '@steward/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format-day';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { fundLabel } from '@/lib/giving/format';
import { useDonorGifts } from '../../api/get-donor-gifts';
import { withinLimit } from '../within-limits';
import { RecordSection } from './record-section';

/** "Showing 51–100 of 120". */
export function showingRange(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${formatNumber(total)}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${formatNumber(first)}–${formatNumber(first + shown - 1)} of ${formatNumber(total)}`;
}

/** How a gift entered by hand was given: "Check 1234", "Cash". */
export function methodText(gift: Pick<DonorGiftPage['items'][number], 'method' | 'checkNumber'>): string {
  if (gift.method === null) return '';
  const label = GIFT_METHOD_LABELS[gift.method];
  return gift.checkNumber === null ? label : `${label} ${gift.checkNumber}`;
}

/**
 * A gift an approved adjustment corrected, or one an adjustment waits on: the amount shown is the
 * committed one until a second admin approves (the Adjustments section says who, when and why).
 */
function AdjustmentNote({ gift }: { gift: DonorGiftPage['items'][number] }) {
  if (gift.adjustmentWaiting) {
    return (
      <Badge tone="warning" className="mt-1 flex w-fit">
        {gift.adjustmentWaiting === 'correction' ? 'Correction' : 'Reversal'} waiting for approval
      </Badge>
    );
  }
  if (gift.corrected) {
    return (
      <Badge tone="neutral" className="mt-1 flex w-fit">
        Corrected
      </Badge>
    );
  }
  return null;
}

/**
 * The donor's gifts, newest first, a page at a time; a gift entered by hand shows its batch and
 * how it was given (and an adjustment that corrected it or waits on it), an imported one its
 * export's id.
 */
export function DonorGifts({ donorId }: { donorId: string }) {
  const [page, setPage] = useState(1);
  const gifts = useDonorGifts(donorId, page);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  /** The button last pressed: when it turns disabled (first or last page), focus goes to the other. */
  const pressed = useRef<'previous' | 'next' | null>(null);
  const data = gifts.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const busy = gifts.isPlaceholderData;
  const shownPage = data?.page ?? page;

  // Gifts moved away since the page was chosen (a merge elsewhere): show the last page there is.
  useEffect(() => {
    if (data && !busy && data.items.length === 0 && page > pageCount) setPage(pageCount);
  }, [data, busy, page, pageCount]);

  useEffect(() => {
    if (busy || pressed.current === null) return;
    const [from, to] = pressed.current === 'next' ? [next, previous] : [previous, next];
    if (from.current?.disabled && document.activeElement !== to.current) to.current?.focus();
    pressed.current = null;
  });

  // While a page loads the buttons stay enabled (a disabled button would drop the focus) but wait.
  function go(direction: 'previous' | 'next') {
    if (busy) return;
    pressed.current = direction;
    setPage((current) => (direction === 'next' ? current + 1 : Math.max(1, current - 1)));
  }

  function body() {
    if (gifts.isPending) return <LoadingState label="Loading gifts..." />;
    if (gifts.isError) {
      return (
        <div className="flex flex-col items-start gap-3 px-4 py-4 sm:px-5">
          <ErrorMessage>Error loading gifts: {errorMessage(gifts.error)}</ErrorMessage>
          <Button variant="secondary" disabled={gifts.isFetching} onClick={() => void gifts.refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (gifts.data.items.length === 0) return <EmptyState>No gifts yet.</EmptyState>;
    return (
      <Table label="Gift list" aria-busy={busy || undefined} className={busy ? 'opacity-60' : undefined}>
        <TableHead>
          <tr>
            <TableHeader>Date</TableHeader>
            <TableHeader>Fund</TableHeader>
            <TableHeader className="text-right">Amount</TableHeader>
            <TableHeader>Batch</TableHeader>
            <TableHeader>Method</TableHeader>
            <TableHeader>Gift ID</TableHeader>
          </tr>
        </TableHead>
        <TableBody>
          {gifts.data.items.map((gift, index) => (
            // Two gifts can share a day, a fund, an amount and have no id: the position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: a page's rows keep the server's order.
            <tr key={index}>
              <TableCell className="whitespace-nowrap">{formatDay(gift.date)}</TableCell>
              <TableCell className={gift.fund === '' ? 'text-slate-500 italic' : 'min-w-32'}>
                {fundLabel(withinLimit(gift.fund, 'fund'))}
              </TableCell>
              <TableCell className="text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatCurrency(gift.amount)}
              </TableCell>
              <TableCell className={gift.batchName === null ? undefined : 'min-w-32'}>
                {gift.batchName ?? <span className="text-slate-500">—</span>}
                <AdjustmentNote gift={gift} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {gift.method === null ? <span className="text-slate-500">—</span> : methodText(gift)}
              </TableCell>
              <TableCell className="font-mono text-xs whitespace-nowrap">
                {gift.externalId === null ? (
                  <span className="font-sans text-slate-500">—</span>
                ) : (
                  withinLimit(gift.externalId, 'externalId')
                )}
              </TableCell>
            </tr>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <RecordSection
      title="Gifts"
      description="Every gift, newest first."
      aside={
        data ? (
          <span className="text-sm text-slate-600">
            {formatNumber(data.total)} {data.total === 1 ? 'gift' : 'gifts'}
          </span>
        ) : null
      }
    >
      {body()}
      {data && data.total > 0 ? (
        <nav
          aria-label="Gift pages"
          className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 sm:px-5"
        >
          <Button
            ref={previous}
            variant="secondary"
            size="sm"
            disabled={shownPage <= 1}
            aria-disabled={busy || undefined}
            onClick={() => go('previous')}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
            {showingRange(data.page, data.pageSize, data.items.length, data.total)}
          </p>
          <Button
            ref={next}
            variant="secondary"
            size="sm"
            disabled={shownPage >= pageCount}
            aria-disabled={busy || undefined}
            onClick={() => go('next')}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </RecordSection>
  );
}
