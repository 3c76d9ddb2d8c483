import { LIMITS } from '@steward/domain';
import { Link } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-money';
import { useDonorImportHistory } from '../../api/get-donor-import-history';
import { importRecordPath } from '../imports/import-paths';

const SOURCES = { upload: 'Upload', document: 'Document' } as const;

function HistoryTable() {
  const history = useDonorImportHistory();
  if (history.isPending) return <LoadingState />;
  if (history.isError) {
    return (
      <div className="p-4 sm:p-5">
        <ErrorMessage>Error loading the upload history: {errorMessage(history.error)}</ErrorMessage>
      </div>
    );
  }
  const items = history.data.items;
  if (items.length === 0) return <EmptyState>No donor data has been merged yet.</EmptyState>;
  return (
    <Table label="Upload history">
      <TableHead>
        <tr>
          <TableHeader>Date</TableHeader>
          <TableHeader>File</TableHeader>
          <TableHeader>Source</TableHeader>
          <TableHeader className="text-right">Rows Read</TableHeader>
          <TableHeader className="text-right">Records Added</TableHeader>
          <TableHeader className="text-right">Total Records</TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {items.map((entry) => (
          <tr key={entry.id}>
            <TableCell className="whitespace-nowrap">{formatDateTime(entry.date)}</TableCell>
            <TableCell className="max-w-64 min-w-40 font-medium wrap-anywhere text-slate-900">
              {/* Its record says what it left out, and can undo it. */}
              <Link
                to={importRecordPath(entry.id)}
                className="text-indigo-700 underline-offset-2 hover:underline"
              >
                {entry.fileName}
              </Link>
              {entry.undone ? (
                <span className="ml-2 text-xs font-normal text-amber-800">(undone)</span>
              ) : null}
            </TableCell>
            <TableCell>{SOURCES[entry.source]}</TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(entry.recordsProcessed)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(entry.recordsAdded)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(entry.totalRecords)}</TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}

/** Spec 001 §3 Upload history: the last 50 merges, from uploads and from documents. */
export function UploadHistory() {
  return (
    <SectionCard
      title="Upload History"
      description={`The last ${LIMITS.donors.importHistory} files merged, newest first.`}
    >
      <HistoryTable />
    </SectionCard>
  );
}
