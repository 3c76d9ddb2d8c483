import { canAccessFundraising } from '@steward/domain';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { ErrorMessage } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/spinner';
import { useBatch } from '@/features/batches/api/get-batch';
import { BatchPage } from '@/features/batches/components/batch-page';
import { GIVING_BATCHES_PATH } from '@/features/batches/paths';
import { BatchEntry } from '@/features/gift-entry/components/batch-entry';
import { FundraisingRestricted } from '@/features/giving/components/fundraising-gate';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCurrentSession } from '@/lib/session/current-session';

function Batch({ batchId }: { batchId: string }) {
  const { role } = useCurrentSession();
  const batch = useBatch(batchId);
  if (batch.isPending) return <LoadingState label="Loading the batch..." />;
  if (batch.isError) {
    // A counter opening a committed batch, or a mark taken away: the server's 403 has the last word.
    if (isApiError(batch.error) && batch.error.status === 403) return <FundraisingRestricted />;
    return <ErrorMessage>Error loading the batch: {errorMessage(batch.error)}</ErrorMessage>;
  }
  return (
    <BatchPage
      detail={batch.data}
      manage={canAccessFundraising(role)}
      entry={<BatchEntry batch={batch.data} />}
    />
  );
}

/** "/giving/batches/:batchId": one batch, its figures, its actions and its gifts. */
export function GivingBatchRoute() {
  const { batchId = '' } = useParams();
  return (
    <>
      <BackLink to={GIVING_BATCHES_PATH}>Back to Batches</BackLink>
      {/* A new batch id is a new page: nothing of the last one's state stays. */}
      <Batch key={batchId} batchId={batchId} />
    </>
  );
}
