import { type DuplicatePair, donorName } from '@steward/domain';
import { Merge, UserX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Pager } from '@/components/pager';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-money';
import { useDismissDuplicate } from '../../api/dismiss-duplicate';
import { useDuplicates } from '../../api/get-duplicates';
import { DonorCell } from '../donor-cell';
import { MergePairDialog } from './merge-pair-dialog';
import { DUPLICATE_REASON_LABELS } from './reason-labels';

interface PairRowProps {
  pair: DuplicatePair;
  onMerge: () => void;
}

function PairRow({ pair, onMerge }: PairRowProps) {
  const dismiss = useDismissDuplicate();
  const labelId = useId();
  const [a, b] = pair.donors;
  const label = `${donorName(a)} and ${donorName(b)}`;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5" aria-labelledby={labelId}>
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <div className="flex flex-wrap gap-2">
        {pair.reasons.map((reason) => (
          <Badge key={reason} tone="warning">
            {DUPLICATE_REASON_LABELS[reason]}
          </Badge>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <DonorCell donor={a} />
        <DonorCell donor={b} />
      </div>
      {dismiss.isError ? <ErrorMessage>{errorMessage(dismiss.error)}</ErrorMessage> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onMerge} aria-describedby={labelId}>
          <Merge aria-hidden="true" />
          Merge
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={labelId}
          disabled={dismiss.isPending}
          // The promise, not mutate's callbacks, which TanStack Query drops once this pair leaves the list;
          // a failure shows in the row above while it is still there.
          onClick={() =>
            dismiss.mutateAsync([a.id, b.id]).then(
              () => toast.success(`${label} will not be suggested again`),
              () => undefined,
            )
          }
        >
          <UserX aria-hidden="true" />
          Not a duplicate
        </Button>
      </div>
    </li>
  );
}

/**
 * "Possible duplicates: 12": the pairs of donors who may be one person, most alike first, each with
 * why, to merge field by field or to mark "Not a duplicate" (never suggested again).
 */
export function DuplicateList() {
  const [page, setPage] = useState(1);
  const [merging, setMerging] = useState<DuplicatePair['donors'] | null>(null);
  const list = useDuplicates({ page });
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // The last pair of the last page merged or dismissed: show the page before.
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && page > pageCount) setPage(pageCount);
  }, [data, list.isPlaceholderData, page, pageCount]);

  function body() {
    if (list.isPending) return <LoadingState label="Finding possible duplicates..." />;
    if (list.isError) {
      return (
        <div className="px-4 py-4 sm:px-5">
          <ErrorMessage>Error loading possible duplicates: {errorMessage(list.error)}</ErrorMessage>
        </div>
      );
    }
    if (list.data.items.length === 0)
      return <EmptyState>No possible duplicates. Every donor is one record.</EmptyState>;
    return (
      <>
        <ul aria-label="Possible duplicates" className="divide-y divide-slate-100">
          {list.data.items.map((pair) => (
            <PairRow
              key={`${pair.donors[0].id}|${pair.donors[1].id}`}
              pair={pair}
              onMerge={() => setMerging(pair.donors)}
            />
          ))}
        </ul>
        {pageCount > 1 ? (
          <Pager
            label="Possible duplicate pages"
            page={page}
            pageCount={pageCount}
            busy={list.isFetching}
            onPageChange={setPage}
          />
        ) : null}
      </>
    );
  }

  return (
    <SectionCard
      title={data ? `Possible duplicates: ${formatNumber(data.total)}` : 'Possible duplicates'}
      description="Donors who may be one person under two records, from the same email, phone or address, or a similar name. Merge them before statements go out, so each donor gets one."
    >
      {body()}
      <MergePairDialog pair={merging} onClose={() => setMerging(null)} />
    </SectionCard>
  );
}
