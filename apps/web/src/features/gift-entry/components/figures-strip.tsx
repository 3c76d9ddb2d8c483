import type { BatchFigures, BatchSummary } from '@steward/domain';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { money, signedCount, signedMoney } from './gift-text';

interface FigureProps {
  label: string;
  entered: string;
  /** Null when the count sheet gave no figure to compare with. */
  expected: string | null;
  variance: number | null;
  varianceText: string;
  className?: string;
}

function Figure({ label, entered, expected, variance, varianceText, className }: FigureProps) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-baseline gap-x-2 rounded-lg bg-white px-2.5 py-1.5 ring-1 ring-slate-200 sm:flex-col sm:gap-0.5 sm:px-3 sm:py-2',
        className,
      )}
    >
      <dt className="w-full text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900 tabular-nums sm:text-base">
        {expected === null ? entered : `${entered} of ${expected}`}
      </dd>
      {variance === null ? null : (
        <dd className={cn('text-xs tabular-nums', variance === 0 ? 'text-emerald-700' : 'text-amber-800')}>
          Variance {varianceText}
        </dd>
      )}
    </div>
  );
}

/**
 * Entered against the count sheet, as the last answer of the server gave it. It stays in view
 * while gifts are entered (sticky at the top of the page's scrolling area): on a wide screen all
 * four figures, on a phone a compact bar of the gifts and the total, the cash and checks left out.
 */
export function FiguresStrip({ batch, figures }: { batch: BatchSummary; figures: BatchFigures }) {
  return (
    <section
      aria-label="Entered against the count sheet"
      className="sticky top-0 z-10 -mx-2 flex flex-col gap-1.5 bg-slate-50/95 px-2 py-2 backdrop-blur-sm sm:flex-row sm:items-center sm:gap-3"
    >
      <dl className="grid flex-1 grid-cols-2 gap-1.5 sm:grid-cols-4 sm:gap-2">
        <Figure
          label="Gifts"
          entered={String(figures.count)}
          expected={String(batch.expectedCount)}
          variance={figures.countVariance}
          varianceText={signedCount(figures.countVariance)}
        />
        <Figure
          label="Total"
          entered={money(figures.totalCents)}
          expected={money(batch.expectedTotalCents)}
          variance={figures.totalVariance}
          varianceText={signedMoney(figures.totalVariance)}
        />
        <Figure
          label="Cash"
          entered={money(figures.cashCents)}
          expected={batch.expectedCashCents === null ? null : money(batch.expectedCashCents)}
          variance={figures.cashVariance}
          varianceText={signedMoney(figures.cashVariance ?? 0)}
          className="max-sm:hidden"
        />
        <Figure
          label="Checks"
          entered={money(figures.checkCents)}
          expected={batch.expectedCheckCents === null ? null : money(batch.expectedCheckCents)}
          variance={figures.checkVariance}
          varianceText={signedMoney(figures.checkVariance ?? 0)}
          className="max-sm:hidden"
        />
      </dl>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 sm:w-36 sm:flex-col sm:items-start">
        {figures.balanced ? (
          <Badge tone="success">Balanced</Badge>
        ) : (
          <Badge tone="warning">Not balanced yet</Badge>
        )}
        {figures.inKindCount > 0 ? (
          <span>
            {figures.inKindCount} in-kind {figures.inKindCount === 1 ? 'gift' : 'gifts'}, not in the figures
          </span>
        ) : null}
      </p>
    </section>
  );
}
