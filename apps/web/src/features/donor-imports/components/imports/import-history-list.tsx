import { type DonorImportSummary, LIMITS } from '@steward/domain';
import { Link } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { CardList, CardListItem, Facts } from '@/components/ui/card-list';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-money';
import { useWideLayout } from '@/lib/use-media-query';
import { useDonorImportHistory } from '../../api/get-donor-import-history';
import { importRecordPath } from './import-paths';

/** A count Steward did not keep for a merge made before it kept it. */
function count(value: number | null): string {
  return value === null ? '—' : formatNumber(value);
}

function FileLink({ entry }: { entry: DonorImportSummary }) {
  return (
    <Link to={importRecordPath(entry.id)} className="text-indigo-700 underline-offset-2 hover:underline">
      {entry.fileName}
    </Link>
  );
}

function Status({ entry }: { entry: DonorImportSummary }) {
  return entry.undone ? <Badge tone="warning">Undone</Badge> : <Badge tone="success">Merged</Badge>;
}

/** On a phone, one card per import: nothing hides off to the side. */
function ImportCards({ items }: { items: DonorImportSummary[] }) {
  return (
    <CardList label="Imports">
      {items.map((entry) => (
        <CardListItem key={entry.id}>
          <div className="flex items-start justify-between gap-3">
            <span className="min-w-0 font-medium wrap-anywhere">
              <FileLink entry={entry} />
            </span>
            <Status entry={entry} />
          </div>
          <Facts
            items={[
              ['Date', formatDateTime(entry.date)],
              ['By', entry.mergedBy ?? '—'],
              ['Gifts added', formatNumber(entry.recordsAdded)],
              ['New donors', count(entry.donorsAdded)],
            ]}
          />
        </CardListItem>
      ))}
    </CardList>
  );
}

/**
 * Every merge of a donor file Steward keeps (the last 50), newest first: when, which file, who, what
 * it read and added, and whether it was undone; each file opens its record.
 */
export function ImportHistoryList() {
  const history = useDonorImportHistory();
  const wide = useWideLayout();

  function body() {
    if (history.isPending) return <LoadingState label="Loading the imports..." />;
    if (history.isError) {
      return (
        <div className="p-4 sm:p-5">
          <ErrorMessage>Error loading the imports: {errorMessage(history.error)}</ErrorMessage>
        </div>
      );
    }
    const items = history.data.items;
    if (items.length === 0) return <EmptyState>No donor data has been merged yet.</EmptyState>;
    if (!wide) return <ImportCards items={items} />;
    return (
      <Table label="Imports">
        <TableHead>
          <tr>
            <TableHeader>Date</TableHeader>
            <TableHeader>File</TableHeader>
            <TableHeader>By</TableHeader>
            <TableHeader className="text-right">Rows read</TableHeader>
            <TableHeader className="text-right">Gifts added</TableHeader>
            <TableHeader className="text-right">New donors</TableHeader>
            <TableHeader>Status</TableHeader>
          </tr>
        </TableHead>
        <TableBody>
          {items.map((entry) => (
            <tr key={entry.id}>
              <TableCell className="whitespace-nowrap">{formatDateTime(entry.date)}</TableCell>
              <TableCell className="max-w-64 min-w-40 font-medium wrap-anywhere">
                <FileLink entry={entry} />
              </TableCell>
              <TableCell className="min-w-32 wrap-anywhere">{entry.mergedBy ?? '—'}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatNumber(entry.recordsProcessed)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(entry.recordsAdded)}</TableCell>
              <TableCell className="text-right tabular-nums">{count(entry.donorsAdded)}</TableCell>
              <TableCell>
                <Status entry={entry} />
              </TableCell>
            </tr>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <SectionCard
      title="Imports"
      description={`The last ${LIMITS.donors.importHistory} donor files merged, newest first. Open one to see the rows it left out, or to undo it.`}
    >
      {body()}
    </SectionCard>
  );
}
