import type { PledgeImportHistoryItem } from '@steward/domain';
import { Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-money';
import { usePledgeImportHistory, useUndoPledgeImport } from '../api/pledge-imports';

/** "1 pledge", "23 pledges". */
function pledges(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'pledge' : 'pledges'}`;
}

/** "23 pledges added", and how many are left when a merge or a deletion took some away. */
function addedText(item: PledgeImportHistoryItem): string {
  const added = `${pledges(item.pledgesAdded)} added`;
  return item.pledgesLeft === item.pledgesAdded
    ? added
    : `${added}, ${formatNumber(item.pledgesLeft)} still there`;
}

function UndoImport({ item }: { item: PledgeImportHistoryItem }) {
  const undo = useUndoPledgeImport();
  const left = item.pledgesLeft;
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="secondary"
          size="sm"
          disabled={undo.isPending}
          aria-label={`Undo the import of ${item.fileName}`}
        >
          <Undo2 aria-hidden="true" />
          Undo
        </Button>
      }
      title="Undo pledge import"
      description={`Undo the import of ${item.fileName}? ${left === 1 ? 'Its 1 pledge is' : `Its ${formatNumber(left)} pledges are`} removed, edited or not; the gifts stay as they are.`}
      confirmLabel="Undo import"
      // The promise, not mutate's callbacks, which TanStack Query drops if the row unmounts first.
      onConfirm={() =>
        undo.mutateAsync(item.id).then(
          ({ pledgesRemoved }) => toast.success(`${pledges(pledgesRemoved)} removed`),
          (cause) => toast.error(`The import was not undone: ${errorMessage(cause)}`),
        )
      }
    />
  );
}

function HistoryEntry({ item }: { item: PledgeImportHistoryItem }) {
  const by = item.importedBy ? ` by ${item.importedBy}` : '';
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-4 text-sm sm:px-5">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium wrap-anywhere text-slate-900">{item.fileName}</span>
        <span className="text-slate-600">
          Imported {formatDateTime(item.importedAt)}
          {by}
        </span>
        <span className="text-slate-700">
          {item.status === 'undone' && item.undoneAt
            ? `Undone on ${formatDateTime(item.undoneAt)}`
            : addedText(item)}
        </span>
      </div>
      {item.status === 'imported' ? <UndoImport item={item} /> : null}
    </li>
  );
}

/**
 * "Pledge imports": the files of pledges imported, newest first, each to undo. Shown once there is
 * one, as other occasional sections are.
 */
export function PledgeImportHistory() {
  const history = usePledgeImportHistory();
  if (history.isPending) return null;
  const items = history.data?.items ?? [];
  if (!history.isError && items.length === 0) return null;
  return (
    <SectionCard
      title="Pledge imports"
      description="Files of pledges imported, newest first. Undoing one removes its pledges; the gifts stay."
    >
      {history.isError ? (
        <div className="p-4 sm:p-5">
          <ErrorMessage>Error loading the pledge imports: {errorMessage(history.error)}</ErrorMessage>
        </div>
      ) : (
        <ul aria-label="Pledge imports" className="divide-y divide-slate-100">
          {items.map((item) => (
            <HistoryEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
