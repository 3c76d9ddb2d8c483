import type { BatchSummary } from '@steward/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-money';
import { formatCents, formatCentsVariance, formatCountVariance } from './format';

interface FigureRow {
  label: string;
  entered: string;
  expected: string;
  variance: string;
  /** Zero, or no separate figure on the count sheet: nothing to look at. */
  off: boolean;
}

function rows({ figures, ...batch }: BatchSummary): FigureRow[] {
  const money = (label: string, entered: number, expected: number | null, variance: number | null) => ({
    label,
    entered: formatCents(entered),
    expected: expected === null ? '—' : formatCents(expected),
    variance: variance === null ? '—' : formatCentsVariance(variance),
    off: variance !== null && variance !== 0,
  });
  return [
    {
      label: 'Gifts',
      entered: formatNumber(figures.count),
      expected: formatNumber(batch.expectedCount),
      variance: formatCountVariance(figures.countVariance),
      off: figures.countVariance !== 0,
    },
    money('Total', figures.totalCents, batch.expectedTotalCents, figures.totalVariance),
    money('Cash', figures.cashCents, batch.expectedCashCents, figures.cashVariance),
    money('Checks', figures.checkCents, batch.expectedCheckCents, figures.checkVariance),
  ];
}

/**
 * The gifts entered against the count sheet, each with its variance (entered minus expected): a
 * batch can be committed when every variance is zero. In-kind gifts are counted apart, with no amount.
 */
export function BatchFigures({ batch }: { batch: BatchSummary }) {
  const inKind = batch.figures.inKindCount;
  return (
    <div className="flex flex-col gap-2">
      <Table label="Figures">
        <TableHead>
          <tr>
            <TableHeader>
              <span className="sr-only">Figure</span>
            </TableHeader>
            <TableHeader className="text-right">Entered</TableHeader>
            <TableHeader className="text-right">Expected</TableHeader>
            <TableHeader className="text-right">Variance</TableHeader>
          </tr>
        </TableHead>
        <TableBody>
          {rows(batch).map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
                {row.label}
              </th>
              <TableCell className="text-right tabular-nums">{row.entered}</TableCell>
              <TableCell className="text-right tabular-nums">{row.expected}</TableCell>
              <TableCell className={cn('text-right tabular-nums', row.off && 'font-semibold text-amber-800')}>
                {row.variance}
              </TableCell>
            </tr>
          ))}
        </TableBody>
      </Table>
      <p className="px-4 pb-4 text-sm text-slate-600 sm:px-5">
        {batch.figures.balanced
          ? 'The gifts entered match the count sheet.'
          : batch.state === 'open'
            ? 'Not balanced yet.'
            : 'Its approved adjustments make it differ from the count sheet.'}
        {inKind > 0
          ? ` ${formatNumber(inKind)} in-kind ${inKind === 1 ? 'gift' : 'gifts'}, not counted in the amounts.`
          : ''}
      </p>
    </div>
  );
}
