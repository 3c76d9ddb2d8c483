import type { DonorAnalysis } from '@steward/domain';
import { ChartColumn } from 'lucide-react';
import { ErrorMessage } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDonorAnalysis } from '@/lib/giving/get-donor-analysis';
import { CorrelationPanel } from './correlation-panel';
import { EnhancedForecastCard } from './enhanced-forecast-card';
import { KpiCards } from './kpi-cards';
import { MonthlyTrendChart } from './monthly-trend-chart';
import { QuickStats } from './quick-stats';
import { RetentionDonut } from './retention-donut';
import { TopDonors } from './top-donors';
import { YearOverYearCard } from './year-over-year-card';

function NoDonors() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
        <ChartColumn aria-hidden="true" className="size-6" />
      </span>
      <p className="font-semibold text-slate-900">No donor data yet</p>
      <p className="max-w-md text-sm text-slate-600">
        Upload a CSV file of donations in the Upload Data tab to see totals, monthly trends, retention and a
        forecast here.
      </p>
    </div>
  );
}

function Dashboard({ analysis }: { analysis: DonorAnalysis }) {
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <KpiCards analysis={analysis} />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <MonthlyTrendChart trends={analysis.monthlyTrends} asOf={analysis.asOf} />
        </div>
        <RetentionDonut retention={analysis.donorRetention} />
      </div>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <EnhancedForecastCard analysis={analysis} />
        </div>
        <QuickStats analysis={analysis} />
      </div>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <YearOverYearCard analysis={analysis} />
        <TopDonors donors={analysis.topDonors} />
      </div>
      <CorrelationPanel />
    </div>
  );
}

/**
 * Spec 001 §2 Analytics tab: KPI cards, the monthly trend, returning vs new donors, the enhanced
 * forecast, quick stats, year-over-year retention, the top donors and the economic correlation.
 * Loaded lazily by the donor analytics tool, so the chart library stays out of the first download.
 */
export function AnalyticsTab() {
  const analysis = useDonorAnalysis();
  if (analysis.isPending) return <LoadingState label="Loading analytics..." />;
  if (analysis.isError) {
    return <ErrorMessage>Error loading donor analytics: {errorMessage(analysis.error)}</ErrorMessage>;
  }
  if (analysis.data.totalDonors === 0) return <NoDonors />;
  return <Dashboard analysis={analysis.data} />;
}
