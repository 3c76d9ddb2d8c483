import type { BatchDetail } from '@steward/domain';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDeleteBatch } from '../api/delete-batch';
import { GIVING_BATCHES_PATH } from '../paths';
import { giftsCountText } from './batch-texts';

function deleteQuestion({ batch }: BatchDetail): string {
  const gifts = giftsCountText(batch.figures);
  return gifts
    ? `Delete ${batch.name} and the ${gifts} entered in it? This cannot be undone.`
    : `Delete ${batch.name}? No gift was entered in it. This cannot be undone.`;
}

/** Deletes an open batch never committed, after asking; one ever committed says why it cannot be. */
export function DeleteBatchButton({ detail }: { detail: BatchDetail }) {
  const remove = useDeleteBatch();
  const navigate = useNavigate();
  const refusalId = useId();
  const { batch, can } = detail;

  if (!can.delete) {
    if (!can.deleteRefusal) return null;
    return (
      <div className="flex flex-col gap-1">
        <Button
          variant="danger"
          aria-disabled
          aria-describedby={refusalId}
          className="cursor-not-allowed opacity-60"
        >
          Delete
        </Button>
        <p id={refusalId} className="max-w-xs text-sm text-slate-600">
          {can.deleteRefusal}
        </p>
      </div>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" disabled={remove.isPending}>
          Delete
        </Button>
      }
      title="Delete batch"
      description={deleteQuestion(detail)}
      confirmLabel="Delete batch"
      // The promise, not mutate's callbacks, which TanStack Query drops if this page unmounts first.
      onConfirm={() =>
        remove.mutateAsync(batch.id).then(
          () => {
            toast.success(`${batch.name} deleted`);
            navigate(GIVING_BATCHES_PATH);
          },
          (cause) => toast.error(`The batch was not deleted: ${errorMessage(cause)}`),
        )
      }
    />
  );
}
