import type { DonorProfile } from '@steward/domain';
import { lazy, Suspense } from 'react';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { RecordSection } from './record-section';

// The chart library loads with this chart, after the page's figures are already on screen.
const GivingByYearChart = lazy(() =>
  import('./giving-by-year-chart').then((module) => ({ default: module.GivingByYearChart })),
);

/** The donor's giving per calendar year: a bar chart, and the same numbers as a table for screen readers. */
export function GivingByYear({ years }: { years: DonorProfile['years'] }) {
  return (
    <RecordSection title="Giving by year" description="Total given each calendar year.">
      {years.length === 0 ? (
        <EmptyState>No gifts yet.</EmptyState>
      ) : (
        <div className="px-2 pt-4 pb-2 sm:px-4">
          <Suspense fallback={<LoadingState label="Loading the chart..." className="h-56 sm:h-64" />}>
            <GivingByYearChart years={years} />
          </Suspense>
          <ChartDataTable
            caption="Giving by year"
            columns={['Year', 'Amount', 'Gifts']}
            rows={years.map((year) => ({
              key: String(year.year),
              cells: [String(year.year), formatCurrency(year.amount), formatNumber(year.gifts)],
            }))}
          />
        </div>
      )}
    </RecordSection>
  );
}
