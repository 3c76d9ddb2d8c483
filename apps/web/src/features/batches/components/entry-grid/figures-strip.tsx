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
}

function Figure({ label, entered, expected, variance, varianceText }: FigureProps) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-base font-semibold text-slate-900 tabular-nums">
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

/** Entered against the count sheet, as the last answer of the server gave it. */
export function FiguresStrip({ batch, figures }: { batch: BatchSummary; figures: BatchFigures }) {
  return (
    <section aria-label="Entered against the count sheet" className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
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
        />
        <Figure
          label="Checks"
          entered={money(figures.checkCents)}
          expected={batch.expectedCheckCents === null ? null : money(batch.expectedCheckCents)}
          variance={figures.checkVariance}
          varianceText={signedMoney(figures.checkVariance ?? 0)}
        />
      </dl>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
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
