import type { DonorAnalysis } from '@steward/domain';
import { Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { CHART_COLOURS, TOOLTIP_STYLE } from '@/components/charts/chart-style';
import { formatNumber, formatPercent } from '@/lib/format-money';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { AnalyticsCard } from './analytics-card';

type Retention = DonorAnalysis['donorRetention'];

/** Returning and new donors, each with its count, share of all donors and colour. */
function slices(retention: Retention) {
  const total = retention.returningDonors + retention.newDonors;
  const share = (count: number) => (total === 0 ? 0 : count / total);
  return [
    {
      name: 'Returning donors',
      value: retention.returningDonors,
      share: share(retention.returningDonors),
      fill: CHART_COLOURS.primary,
    },
    {
      name: 'New donors',
      value: retention.newDonors,
      share: share(retention.newDonors),
      fill: CHART_COLOURS.secondary,
    },
  ];
}

/**
 * Spec 001 §2: a donut of returning versus new donors (§9: returning have more than one gift, new
 * have one), with a legend of counts and shares.
 */
export function RetentionDonut({ retention }: { retention: Retention }) {
  const reducedMotion = useReducedMotion();
  const data = slices(retention);
  const [returning, fresh] = data as [(typeof data)[number], (typeof data)[number]];
  const summary =
    `Donut chart of returning versus new donors: ${formatNumber(returning.value)} returning ` +
    `(${formatPercent(returning.share)}), ${formatNumber(fresh.value)} new (${formatPercent(fresh.share)}).`;

  return (
    <AnalyticsCard title="Returning vs New Donors" description="Returning donors have given more than once.">
      <div role="img" aria-label={summary} className="mx-auto h-52 w-full max-w-64">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Pie
              isAnimationActive={!reducedMotion}
              data={data}
              dataKey="value"
              nameKey="name"
              innerRadius="58%"
              outerRadius="90%"
              paddingAngle={data.every((slice) => slice.value > 0) ? 2 : 0}
              stroke="#ffffff"
              rootTabIndex={-1}
            />
            <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(value) => formatNumber(Number(value))} />
          </PieChart>
        </ResponsiveContainer>
      </div>
      {/* The table below reads the same numbers out. */}
      <ul aria-hidden="true" className="flex flex-col gap-2 text-sm">
        {data.map((slice) => (
          <li key={slice.name} className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2 text-slate-700">
              <span className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: slice.fill }} />
              {slice.name}
            </span>
            <span className="text-slate-900 tabular-nums">
              <span className="font-semibold">{formatNumber(slice.value)}</span>{' '}
              <span className="text-slate-600">({formatPercent(slice.share)})</span>
            </span>
          </li>
        ))}
      </ul>
      <ChartDataTable
        caption="Returning vs new donors"
        columns={['Donors', 'Count', 'Share']}
        rows={data.map((slice) => ({
          key: slice.name,
          cells: [slice.name, formatNumber(slice.value), formatPercent(slice.share)],
        }))}
      />
    </AnalyticsCard>
  );
}
