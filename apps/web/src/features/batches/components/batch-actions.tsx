import type { BatchDetail } from '@steward/domain';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCommitBatch } from '../api/commit-batch';
import { useDeleteBatch } from '../api/delete-batch';
import { GIVING_BATCHES_PATH } from '../paths';
import { RecordDepositButton } from './record-deposit-dialog';
import { ReopenBatchButton } from './reopen-batch-dialog';
import { today } from './today';

/**
 * Commit stays in view while it cannot be done, with the server's reason beside it (not balanced
 * yet, someone still entering, the same person who entered the most gifts), so the counting table
 * knows what is left to do.
 */
function CommitButton({ detail }: { detail: BatchDetail }) {
  const commit = useCommitBatch();
  const refusalId = useId();
  const refusal = detail.can.commit ? null : detail.can.commitRefusal;
  return (
    <div className="flex flex-col gap-1">
      <Button
        disabled={!detail.can.commit || commit.isPending}
        aria-describedby={refusal ? refusalId : undefined}
        onClick={() =>
          commit.mutate(detail.batch.id, {
            onSuccess: () => toast.success(`${detail.batch.name} committed: its gifts now count`),
            onError: (cause) => toast.error(`The batch was not committed: ${errorMessage(cause)}`),
          })
        }
      >
        {commit.isPending ? <Spinner className="size-4 text-current" /> : null}
        {commit.isPending ? 'Committing...' : 'Commit'}
      </Button>
      {refusal ? (
        <p id={refusalId} className="max-w-xs text-sm text-slate-600">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

function DeleteBatchButton({ detail }: { detail: BatchDetail }) {
  const remove = useDeleteBatch();
  const navigate = useNavigate();
  const { batch, gifts } = detail;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" disabled={remove.isPending}>
          Delete
        </Button>
      }
      title="Delete batch"
      description={`Delete ${batch.name} and the ${gifts.length} ${gifts.length === 1 ? 'gift' : 'gifts'} entered in it? This cannot be undone.`}
      confirmLabel="Delete batch"
      onConfirm={() =>
        remove.mutate(batch.id, {
          onSuccess: () => {
            toast.success(`${batch.name} deleted`);
            navigate(GIVING_BATCHES_PATH);
          },
          onError: (cause) => toast.error(`The batch was not deleted: ${errorMessage(cause)}`),
        })
      }
    />
  );
}

/** What the acting member may do with the batch now, as the server says (`can`). */
export function BatchActions({ detail }: { detail: BatchDetail }) {
  const { batch, can } = detail;
  const open = batch.state === 'open' || batch.state === 'balanced';
  return (
    <div className="flex flex-wrap items-start gap-2">
      {open ? <CommitButton detail={detail} /> : null}
      {can.deposit ? <RecordDepositButton batchId={batch.id} initial={batch.depositDate ?? today()} /> : null}
      {can.reopen ? <ReopenBatchButton batchId={batch.id} /> : null}
      {can.delete ? <DeleteBatchButton detail={detail} /> : null}
    </div>
  );
}
