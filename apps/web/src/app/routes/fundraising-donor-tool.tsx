import { lazy } from 'react';
import {
  DonorAnalyticsTool,
  type DonorToolTabRequest,
} from '@/features/donor-imports/components/donor-analytics-tool';
import { DonorDirectory } from '@/features/donors/components/directory/donor-directory';

// The charts are the largest part of the page: they load when Analytics or Economic Insights first opens.
const AnalyticsTab = lazy(() =>
  import('@/features/insights/components/analytics/analytics-tab').then((module) => ({
    default: module.AnalyticsTab,
  })),
);
const EconomicInsightsTab = lazy(() =>
  import('@/features/insights/components/economic/economic-insights-tab').then((module) => ({
    default: module.EconomicInsightsTab,
  })),
);

/**
 * Spec 001 §2 donor analytics tool as the fundraising page shows it: the upload, sync and data tabs
 * are donor imports', All Donors is the donors' directory, Analytics and Economic Insights are
 * insights'. Composed here because a feature never imports another.
 */
export function FundraisingDonorTool({ request }: { request?: DonorToolTabRequest } = {}) {
  return (
    <DonorAnalyticsTool
      request={request}
      tabs={{ analytics: <AnalyticsTab />, donors: <DonorDirectory />, economic: <EconomicInsightsTab /> }}
    />
  );
}
