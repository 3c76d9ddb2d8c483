import type { EconomicIndicatorView } from '@steward/domain';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { AnalyticsCard } from '../analytics/analytics-card';
import { ConnectionTest } from './connection-test';
import { SOURCE_NAMES } from './indicator-format';

const SOURCES = Object.entries(SOURCE_NAMES) as [EconomicIndicatorView['source'], string][];

/**
 * Spec 001 §2 data-source information: who publishes each indicator, when Steward last fetched it
 * (or that it is sample data), and the FRED connection test.
 */
export function DataSources({ indicators }: { indicators: EconomicIndicatorView[] }) {
  return (
    <AnalyticsCard
      title="Data sources"
      description="Where each indicator comes from, and when it was fetched."
    >
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {SOURCES.map(([source, name]) => (
          <div key={source} className="rounded-lg bg-slate-50 p-3">
            <dt className="font-semibold text-slate-900">{source}</dt>
            <dd className="text-slate-600">{name}</dd>
          </div>
        ))}
      </dl>
      <ul aria-label="Indicator sources" className="flex flex-col divide-y divide-slate-100 text-sm">
        {indicators.map((indicator) => (
          <li
            key={indicator.id}
            className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 first:pt-0 last:pb-0"
          >
            <span className="font-medium text-slate-900">{indicator.name}</span>
            <span className="flex flex-wrap items-baseline gap-x-2 text-slate-600">
              <Badge tone="accent">{indicator.source}</Badge>
              {indicator.sample ? (
                <span>Sample data</span>
              ) : indicator.fetchedAt ? (
                <span className="tabular-nums">
                  Fetched <time dateTime={indicator.fetchedAt}>{formatDateTime(indicator.fetchedAt)}</time>
                </span>
              ) : (
                <span>Not fetched yet</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <ConnectionTest />
    </AnalyticsCard>
  );
}
