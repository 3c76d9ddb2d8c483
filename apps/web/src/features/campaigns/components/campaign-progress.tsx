import type { CampaignDetail } from '@steward/domain';
import { lazy, Suspense } from 'react';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { SectionCard } from '@/components/section-card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { formatMonthYear } from '@/lib/giving/format';
import { formatCents } from './campaign-texts';

// The chart library loads with this chart, after the page's figures are already on screen.
const CampaignProgressChart = lazy(() =>
  import('./campaign-progress-chart').then((module) => ({ default: module.CampaignProgressChart })),
);

type Progress = Pick<CampaignDetail, 'progress' | 'goalCents'>;

/** What the chart shows, in one sentence, for the screen reader that cannot see it. */
export function progressSummary({ progress, goalCents }: Progress): string {
  const first = progress[0];
  const last = progress.at(-1);
  if (!first || !last) return 'Line chart of given and pledged: the campaign has not started yet.';
  const span =
    first === last
      ? formatMonthYear(first.month)
      : `${formatMonthYear(first.month)} to ${formatMonthYear(last.month)}`;
  const goal = goalCents === null ? 'no goal' : `a goal of ${formatCents(goalCents)}`;
  return (
    `Line chart of given and pledged, month by month, ${span}: ` +
    `${formatCents(last.givenCents)} given and ${formatCents(last.pledgedCents)} pledged by ${formatMonthYear(last.month)}, against ${goal}.`
  );
}

/** The campaign's running totals of given and pledged, month by month up to today, against its goal. */
export function CampaignProgress({ campaign }: { campaign: Progress }) {
  const { progress } = campaign;
  return (
    <SectionCard
      title="Progress"
      description="Given and pledged by the end of each month, from the campaign's start to today."
    >
      {progress.length === 0 ? (
        <EmptyState>The campaign has not started yet.</EmptyState>
      ) : (
        <div className="px-2 pt-4 pb-2 sm:px-4">
          <Suspense fallback={<LoadingState label="Loading the chart..." className="h-64 sm:h-72" />}>
            <CampaignProgressChart campaign={campaign} summary={progressSummary(campaign)} />
          </Suspense>
          <ChartDataTable
            caption="Progress month by month"
            columns={['Month', 'Given', 'Pledged']}
            rows={progress.map((month) => ({
              key: month.month,
              cells: [
                formatMonthYear(month.month),
                formatCents(month.givenCents),
                formatCents(month.pledgedCents),
              ],
            }))}
          />
        </div>
      )}
    </SectionCard>
  );
}
