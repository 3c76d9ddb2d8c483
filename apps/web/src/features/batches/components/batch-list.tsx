import type { BatchSummary } from '@steward/domain';
import { LIMITS } from '@steward/domain';
import { Link } from 'react-router';
import { Pager } from '@/components/pager';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { CardList, CardListItem, Facts } from '@/components/ui/card-list';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format-day';
import { formatNumber } from '@/lib/format-money';
import { useWideLayout } from '@/lib/use-media-query';
import { type BatchListFilter, useBatches } from '../api/get-batches';
import { batchPath } from '../paths';
import { BatchStateBadge } from './batch-state-badge';
import { formatCents, formatCentsVariance } from './format';

function BatchLink({ batch }: { batch: BatchSummary }) {
  return (
    <Link to={batchPath(batch.id)} className="text-indigo-700 underline-offset-2 hover:underline">
      {batch.name}
    </Link>
  );
}

/** The total's variance: what a treasurer looks for first (zero once the count is entered). */
function Variance({ batch }: { batch: BatchSummary }) {
  const variance = batch.figures.totalVariance;
  return (
    <span className={variance === 0 ? 'text-slate-700' : 'font-medium text-amber-800'}>
      {formatCentsVariance(variance)}
    </span>
  );
}

const DAY_HEADING = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});

/** "Sunday, Nov 22, 2026": a received day as the list's heading (read as a local date). */
function dayHeading(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return DAY_HEADING.format(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}

interface ReceivedDay {
  day: string;
  batches: BatchSummary[];
}

/** The list's batches by the day received, in the list's order (newest received first). */
function byDay(items: BatchSummary[]): ReceivedDay[] {
  const days: ReceivedDay[] = [];
  for (const batch of items) {
    const last = days.at(-1);
    if (last?.day === batch.receivedDate) last.batches.push(batch);
    else days.push({ day: batch.receivedDate, batches: [batch] });
  }
  return days;
}

function BatchCards({ items }: { items: BatchSummary[] }) {
  return (
    <div className="flex flex-col">
      {byDay(items).map(({ day, batches }) => (
        <div key={day}>
          <h3 className="border-y border-slate-200 bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-700 sm:px-5">
            {dayHeading(day)}
          </h3>
          <CardList label={`Batches received ${formatDay(day)}`}>
            {batches.map((batch) => (
              <CardListItem key={batch.id}>
                <div className="flex items-start justify-between gap-3">
                  <span className="min-w-0 font-medium wrap-anywhere">
                    <BatchLink batch={batch} />
                  </span>
                  <BatchStateBadge state={batch.state} />
                </div>
                <Facts
                  items={[
                    ['Gifts', formatNumber(batch.figures.count)],
                    ['Total', formatCents(batch.figures.totalCents)],
                    ['Variance', <Variance key="variance" batch={batch} />],
                  ]}
                />
              </CardListItem>
            ))}
          </CardList>
        </div>
      ))}
    </div>
  );
}

/** One table, a group of rows per day received under the day's heading row. */
function BatchTable({ items }: { items: BatchSummary[] }) {
  return (
    <Table label="Batches">
      <TableHead>
        <tr>
          <TableHeader>Name</TableHeader>
          <TableHeader>State</TableHeader>
          <TableHeader className="text-right">Gifts</TableHeader>
          <TableHeader className="text-right">Total</TableHeader>
          <TableHeader className="text-right">Variance</TableHeader>
        </tr>
      </TableHead>
      {byDay(items).map(({ day, batches }) => (
        <TableBody key={day}>
          <tr className="bg-slate-50">
            <th
              scope="rowgroup"
              colSpan={5}
              className="px-4 py-2 text-left text-sm font-semibold text-slate-700"
            >
              {dayHeading(day)}
            </th>
          </tr>
          {batches.map((batch) => (
            <tr key={batch.id}>
              <TableCell className="max-w-72 min-w-48 font-medium wrap-anywhere">
                <BatchLink batch={batch} />
              </TableCell>
              <TableCell>
                <BatchStateBadge state={batch.state} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(batch.figures.count)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatCents(batch.figures.totalCents)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                <Variance batch={batch} />
              </TableCell>
            </tr>
          ))}
        </TableBody>
      ))}
    </Table>
  );
}

interface BatchListProps {
  /** A counter sees the open batches only. */
  filter: BatchListFilter;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * The batches, newest received first and grouped by the day received (two counts of one Sunday sit
 * together): state, gifts entered, their total and the variance.
 */
export function BatchList({ filter, page, onPageChange }: BatchListProps) {
  const batches = useBatches(filter, page);
  const wide = useWideLayout();

  function body() {
    if (batches.isPending) return <LoadingState label="Loading the batches..." />;
    if (batches.isError) {
      return (
        <div className="p-4 sm:p-5">
          <ErrorMessage>Error loading the batches: {errorMessage(batches.error)}</ErrorMessage>
        </div>
      );
    }
    const { items, total, pageSize } = batches.data;
    if (items.length === 0) {
      return (
        <EmptyState>
          {filter === 'open' ? 'No batch is open for entry.' : 'No batch has been entered yet.'}
        </EmptyState>
      );
    }
    const pageCount = Math.max(1, Math.ceil(total / (pageSize || LIMITS.batches.pageSize)));
    return (
      <>
        {wide ? <BatchTable items={items} /> : <BatchCards items={items} />}
        {pageCount > 1 ? (
          <Pager
            label="Batch pages"
            page={page}
            pageCount={pageCount}
            busy={batches.isFetching}
            onPageChange={onPageChange}
          />
        ) : null}
      </>
    );
  }

  return (
    <SectionCard
      title={filter === 'open' ? 'Open batches' : 'Batches'}
      description="By the day received, newest first. A batch counts in donors' giving once it is committed."
    >
      {body()}
    </SectionCard>
  );
}
