import { periodText, type StatementRun, type StatementSelection } from '@steward/domain';
import type { BadgeTone } from '@/components/ui/badge';
import { formatCurrency, formatNumber } from '@/lib/format-money';

/** "2025" for a calendar year, else "January 5, 2025 – March 31, 2025". */
export function periodLabel(period: { start: string; end: string }): string {
  const year = period.start.slice(0, 4);
  if (period.start === `${year}-01-01` && period.end === `${year}-12-31`) return year;
  return periodText(period.start, period.end);
}

export function selectionLabel(donors: StatementSelection): string {
  switch (donors.kind) {
    case 'all':
      return 'All donors who gave';
    case 'above':
      return `Donors who gave at least ${formatCurrency(donors.minTotal)}`;
    case 'one':
      return 'One donor';
  }
}

export const RUN_STATUS: Record<StatementRun['status'], { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'neutral' },
  generating: { label: 'Generating', tone: 'accent' },
  done: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** "1 donor", "12 donors". */
export function donorCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'donor' : 'donors'}`;
}
