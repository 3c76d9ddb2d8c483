import type { DonorAnalysis } from '@steward/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatCurrency, formatPercent } from '@/lib/format-money';
import { formatCurrencyChange } from '@/lib/giving/format';
import { rowHeader } from './report-monthly-table';
import { ReportSection } from './report-section';

const TRENDS = { up: 'Up', down: 'Down', stable: 'Stable' } as const;
const numeric = 'text-right tabular-nums';

/** The plain forecast and the enhanced forecast, for next month and next quarter. */
export function ReportForecast({ analysis }: { analysis: DonorAnalysis }) {
  const { forecast, enhancedForecast } = analysis;
  const tooFewMonths =
    forecast.nextMonth.predictedAmount === 0 &&
    forecast.nextMonth.confidence === 0 &&
    forecast.nextQuarter.predictedAmount === 0;
  const nextMonth = enhancedForecast.adjustedPredictions.nextMonth;
  const nextQuarter = enhancedForecast.adjustedPredictions.nextQuarter;
  // One row per measure and a column per period: narrow enough for a phone and for paper.
  const measures: [string, string, string][] = [
    [
      'Forecast',
      formatCurrency(forecast.nextMonth.predictedAmount),
      formatCurrency(forecast.nextQuarter.predictedAmount),
    ],
    [
      'Confidence',
      formatPercent(forecast.nextMonth.confidence),
      formatPercent(forecast.nextQuarter.confidence),
    ],
    [
      'Economic adjustment',
      formatCurrencyChange(nextMonth.economicAdjustment),
      formatCurrencyChange(nextQuarter.economicAdjustment),
    ],
    ['Enhanced forecast', formatCurrency(nextMonth.finalAmount), formatCurrency(nextQuarter.finalAmount)],
    ['Enhanced confidence', formatPercent(nextMonth.confidence), formatPercent(nextQuarter.confidence)],
  ];

  return (
    <ReportSection
      title="Forecast"
      description="A least-squares line through the last six complete months of giving; the enhanced forecast applies fixed demonstration factors, not live economic data."
    >
      <p className="text-sm text-slate-700">
        Trend: <span className="font-semibold">{TRENDS[forecast.trendDirection]}</span>
      </p>
      {tooFewMonths ? (
        <p className="text-sm text-slate-600">
          A forecast needs at least three complete months of giving; until then it is $0.00.
        </p>
      ) : null}
      <Table label="Forecast">
        <TableHead>
          <tr>
            <TableHeader>Measure</TableHeader>
            <TableHeader className="text-right">Next month</TableHeader>
            <TableHeader className="text-right">Next quarter</TableHeader>
          </tr>
        </TableHead>
        <TableBody>
          {measures.map(([name, month, quarter]) => {
            const strong = name === 'Enhanced forecast' ? 'font-semibold text-slate-900' : '';
            return (
              <tr key={name}>
                <th scope="row" className={rowHeader}>
                  {name}
                </th>
                <TableCell className={cn(numeric, strong)}>{month}</TableCell>
                <TableCell className={cn(numeric, strong)}>{quarter}</TableCell>
              </tr>
            );
          })}
        </TableBody>
      </Table>
    </ReportSection>
  );
}
