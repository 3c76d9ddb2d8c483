import { type DonorSort, LIMITS } from '@steward/domain';
import { useEffect, useRef, useState } from 'react';
import { Pager } from '@/components/pager';
import { ErrorMessage } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-money';
import { useDonorDirectory } from '@/lib/giving/get-donor-directory';
import { DuplicateCountLink } from '../duplicates/duplicate-count-link';
import { DirectoryControls, type DonorFrequencyFilter } from './directory-controls';
import { DonorCard } from './donor-card';

/** A page of cards stays quick to render however large the database (50,000 donors and more). */
export const DONOR_PAGE_SIZE = LIMITS.donors.directoryPageSize;

/**
 * Spec 001 §2 All Donors tab: search, sort and the frequency filter over the whole donor database,
 * answered by the server a page at a time.
 */
export function DonorDirectory() {
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<DonorSort>('totalAmount');
  const [frequency, setFrequency] = useState<DonorFrequencyFilter>('all');
  const [page, setPage] = useState(1);
  const topRef = useRef<HTMLDivElement>(null);
  const directory = useDonorDirectory({
    q: q || undefined,
    sort,
    frequency,
    page,
    pageSize: DONOR_PAGE_SIZE,
  });
  const data = directory.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.filteredTotal / data.pageSize)) : 1;

  // Donors removed since the page was chosen (data cleared, a new search elsewhere): show the last page.
  useEffect(() => {
    if (data && !directory.isPlaceholderData && data.items.length === 0 && page > pageCount) {
      setPage(pageCount);
    }
  }, [data, directory.isPlaceholderData, page, pageCount]);

  function changePage(next: number) {
    setPage(next);
    topRef.current?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <div ref={topRef} className="flex scroll-mt-4 flex-col gap-4">
      <DirectoryControls
        sort={sort}
        frequency={frequency}
        onSearch={(query) => {
          if (query === q) return;
          setQ(query);
          setPage(1);
        }}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        onFrequencyChange={(next) => {
          setFrequency(next);
          setPage(1);
        }}
      />
      <DuplicateCountLink className="self-start" />
      <p aria-live="polite" className="text-sm text-slate-600">
        {data ? `Showing ${formatNumber(data.filteredTotal)} of ${formatNumber(data.total)} donors` : ''}
      </p>
      {directory.isPending ? (
        <LoadingState label="Loading donors..." />
      ) : directory.isError ? (
        <ErrorMessage>Error loading donors: {errorMessage(directory.error)}</ErrorMessage>
      ) : directory.data.items.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white">
          <EmptyState>No donors found matching your criteria</EmptyState>
        </div>
      ) : (
        <>
          <ul aria-label="Donors" className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
            {directory.data.items.map((donor) => (
              <li key={donor.id} className="min-w-0">
                <DonorCard donor={donor} />
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <div className="rounded-xl border border-slate-200 bg-white">
              <Pager
                label="Donor pages"
                page={directory.data.page}
                pageCount={pageCount}
                busy={directory.isPlaceholderData}
                onPageChange={changePage}
              />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
