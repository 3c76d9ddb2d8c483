import type { DonorAnalysis } from '@steward/domain';
import { formatCurrency, formatNumber, formatPercent } from '@/lib/format-money';
import { AnalyticsCard } from './analytics-card';

/** Spec 001 §2 Quick Stats: retention rate (§9: donors with more than one gift), average gift, total gifts. */
export function QuickStats({ analysis }: { analysis: DonorAnalysis }) {
  const stats: [string, string][] = [
    ['Retention rate', formatPercent(analysis.donorRetention.retentionRate)],
    ['Average gift', formatCurrency(analysis.averageDonation)],
    ['Total gifts', formatNumber(analysis.donationCount)],
  ];
  return (
    <AnalyticsCard title="Quick Stats">
      <dl className="flex flex-col divide-y divide-slate-100 text-sm">
        {stats.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3 py-2 first:pt-0 last:pb-0">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </AnalyticsCard>
  );
}
