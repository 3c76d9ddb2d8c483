import type { BatchDetail } from '@steward/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-money';
import { useCommitBatch } from '../api/commit-batch';
import { formatCents } from './format';

/** The figures a commit makes count, as the count sheet has them: read once more before committing. */
function CommitFigures({ detail }: { detail: BatchDetail }) {
  const { figures } = detail.batch;
  const rows: [string, string][] = [
    ['Gifts', formatNumber(figures.count)],
    ['Total', formatCents(figures.totalCents)],
    ['Cash', formatCents(figures.cashCents)],
    ['Checks', formatCents(figures.checkCents)],
    ['In-kind gifts', formatNumber(figures.inKindCount)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-medium text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Commit stays in view, and in the tab order, while it cannot be done, with the server's reason as
 * its description (not balanced yet, someone still entering, the one who entered the most gifts),
 * so the counting table knows what is left to do. Allowed, it asks first with the figures it will
 * make count and, when someone's presence in the grid is stale, the server's question about them.
 */
export function CommitBatchButton({ detail }: { detail: BatchDetail }) {
  const commit = useCommitBatch();
  const [open, setOpen] = useState(false);
  const refusalId = useId();
  const { batch, can } = detail;
  const refusal = can.commit ? null : can.commitRefusal;
  const staleQuestion = can.commitConfirmation;

  function confirm() {
    commit.mutate(
      { id: batch.id, overStalePresence: staleQuestion !== null },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(`${batch.name} committed: its gifts now count`);
        },
        onError: (cause) => {
          setOpen(false);
          toast.error(`The batch was not committed: ${errorMessage(cause)}`);
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <Button
        aria-disabled={!can.commit || undefined}
        aria-describedby={refusal ? refusalId : undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        onClick={() => {
          if (can.commit) setOpen(true);
        }}
      >
        Commit
      </Button>
      {refusal ? (
        <p id={refusalId} className="max-w-xs text-sm text-slate-600">
          {refusal}
        </p>
      ) : null}
      <Dialog open={open} onOpenChange={(next) => (commit.isPending ? undefined : setOpen(next))}>
        <DialogContent
          title="Commit this batch?"
          description="Its gifts then count in donors' giving, statements and reports, and are changed only by a correction."
        >
          <div className="flex flex-col gap-4">
            <CommitFigures detail={detail} />
            {staleQuestion ? (
              <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {staleQuestion}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary" disabled={commit.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button onClick={confirm} disabled={commit.isPending}>
                {commit.isPending ? <Spinner className="size-4 text-current" /> : null}
                {commit.isPending ? 'Committing...' : staleQuestion ? 'Commit anyway' : 'Commit batch'}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
