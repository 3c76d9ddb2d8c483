import { periodText, type StatementRun, type StatementSelection, shortDate } from '@steward/domain';
import type { BadgeTone } from '@/components/ui/badge';
import { formatCurrency, formatNumber } from '@/lib/format-money';

/** "2025" for a calendar year, else "January 5, 2025 – March 31, 2025". */
export function periodLabel(period: { start: string; end: string }): string {
  const year = period.start.slice(0, 4);
  if (period.start === `${year}-01-01` && period.end === `${year}-12-31`) return year;
  return periodText(period.start, period.end);
}

type RunNamed = Pick<StatementRun, 'period' | 'pledges'>;

/** "Roof Campaign, as of Dec 4, 2026": what a pledge run covers. */
function pledgesLabel(pledges: NonNullable<StatementRun['pledges']>): string {
  return `${pledges.campaignName}, as of ${shortDate(pledges.asOf)}`;
}

/** A run's heading: "Statements for 2025", or "Pledge statements: Roof Campaign, as of Dec 4, 2026". */
export function runTitle(run: RunNamed): string {
  return run.pledges
    ? `Pledge statements: ${pledgesLabel(run.pledges)}`
    : `Statements for ${periodLabel(run.period)}`;
}

/**
 * The run in a sentence: "the statements for 2025", or "the pledge statements for Roof Campaign, as
 * of Dec 4, 2026" (what a button of the run's is for, what a toast says was done to it).
 */
export function runSubject(run: RunNamed): string {
  return run.pledges
    ? `the pledge statements for ${pledgesLabel(run.pledges)}`
    : `the statements for ${periodLabel(run.period)}`;
}

/** The same at the start of a sentence: "The statements for 2025". */
export function runSubjectStart(run: RunNamed): string {
  const subject = runSubject(run);
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)}`;
}

/** Who a run made statements for: a pledge run's are its campaign's pledgers, whoever gave. */
export function runDonorsLabel(run: Pick<StatementRun, 'donors' | 'pledges'>): string {
  return run.pledges ? "The campaign's pledgers" : selectionLabel(run.donors);
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

/** What a run's statements are counted as: a pledge run's, one per pledge ("3 pledges"). */
export function runStatementCount(run: Pick<StatementRun, 'donorCount' | 'pledges'>): string {
  if (!run.pledges) return donorCount(run.donorCount);
  return `${formatNumber(run.donorCount)} ${run.donorCount === 1 ? 'pledge' : 'pledges'}`;
}
