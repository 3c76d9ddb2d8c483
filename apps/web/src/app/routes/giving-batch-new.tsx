import { Layers } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { NewBatchForm } from '@/features/batches/components/new-batch-form';
import { batchPath, GIVING_BATCHES_PATH } from '@/features/batches/paths';

/** "/giving/batches/new": a batch with its count sheet's figures, then its entry grid. */
export function GivingBatchNewRoute() {
  const navigate = useNavigate();
  return (
    <>
      <BackLink to={GIVING_BATCHES_PATH}>Back to Batches</BackLink>
      <PageHeader
        title="New batch"
        description="Type in the count sheet's figures first: the batch balances when the gifts entered match them."
        icon={<Layers aria-hidden="true" />}
      />
      <NewBatchForm
        onCreated={(batch) => {
          toast.success(`${batch.name} created`);
          navigate(batchPath(batch.id));
        }}
      />
    </>
  );
}
