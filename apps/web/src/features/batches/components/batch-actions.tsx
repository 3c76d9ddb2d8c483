import type { BatchDetail } from '@steward/domain';
import { today } from '@/lib/format-day';
import { CommitBatchButton } from './commit-batch-button';
import { DeleteBatchButton } from './delete-batch-button';
import { RecordDepositButton } from './record-deposit-dialog';
import { ReopenBatchButton } from './reopen-batch-dialog';

/** What the acting member may do with the batch now, as the server says (`can`). */
export function BatchActions({ detail }: { detail: BatchDetail }) {
  const { batch, can } = detail;
  const open = batch.state === 'open' || batch.state === 'balanced';
  return (
    <div className="flex flex-wrap items-start gap-2">
      {open ? <CommitBatchButton detail={detail} /> : null}
      {can.deposit ? <RecordDepositButton batchId={batch.id} initial={batch.depositDate ?? today()} /> : null}
      {can.reopen || can.requestReopen ? <ReopenBatchButton batch={batch} request={!can.reopen} /> : null}
      {/* A committed batch has nothing to delete; a reopened one says why it cannot be deleted. */}
      {open ? <DeleteBatchButton detail={detail} /> : null}
    </div>
  );
}
