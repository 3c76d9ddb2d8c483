import { LIMITS } from '@steward/domain';
import { useEffect, useId, useState } from 'react';
import { DonorSearchField } from '@/components/donor-search-field';
import { Pager } from '@/components/pager';
import { ErrorMessage } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-money';
import { useDonorDirectory } from '@/lib/giving/get-donor-directory';
import { useWideLayout } from '@/lib/use-media-query';
import {
  DONOR_TABLE_SORTS,
  type DonorTableOrder,
  type DonorTableSort,
  useDonorTableQuery,
} from '../../hooks/use-donor-table-query';
import { DonorList } from './donor-list';
import { DonorTable } from './donor-table';

const PAGE_SIZE = LIMITS.donors.directoryPageSize;

/** The phone's sort menu: each column both ways, the order a column header starts with first. */
const SORT_CHOICES: Record<DonorTableSort, Record<DonorTableOrder, string>> = {
  name: { asc: 'Name (A to Z)', desc: 'Name (Z to A)' },
  totalAmount: { desc: 'Total given (highest first)', asc: 'Total given (lowest first)' },
  lastDonation: { desc: 'Last gift (newest first)', asc: 'Last gift (oldest first)' },
};

/**
 * Giving's donors: a dense table sorted by the server (name, total given or last gift, either
 * way), searched by name or email, a page at a time; cards on a phone. Search, sort and page are in
 * the address.
 */
export function DonorTablePanel() {
  const { state, update, sortBy } = useDonorTableQuery();
  const wide = useWideLayout();
  const sortId = useId();
  const [text, setText] = useState(state.q);
  const directory = useDonorDirectory({
    q: state.q || undefined,
    sort: state.sort,
    order: state.order,
    page: state.page,
    pageSize: PAGE_SIZE,
  });
  const data = directory.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.filteredTotal / data.pageSize)) : 1;

  // The address changed under the field (Back to an earlier search): the field follows it, but not
  // the search it sent itself (typing "Mary " must keep its space for "Smith").
  useEffect(() => setText((typed) => (typed.trim() === state.q ? typed : state.q)), [state.q]);

  // Fewer donors than the address's page reaches (data cleared, a link kept from before): the last page.
  useEffect(() => {
    if (data && !directory.isPlaceholderData && data.items.length === 0 && state.page > pageCount) {
      update({ page: pageCount });
    }
  }, [data, directory.isPlaceholderData, state.page, pageCount, update]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <DonorSearchField
          className="min-w-0 flex-1"
          text={text}
          onTextChange={setText}
          onSearch={(q) => update({ q })}
        />
        {wide ? null : (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={sortId}>Sort by</Label>
            <Select
              id={sortId}
              value={`${state.sort}:${state.order}`}
              onChange={(event) => {
                const [sort, order] = event.target.value.split(':') as [DonorTableSort, DonorTableOrder];
                update({ sort, order });
              }}
            >
              {DONOR_TABLE_SORTS.flatMap((sort) =>
                Object.entries(SORT_CHOICES[sort]).map(([order, label]) => (
                  <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
                    {label}
                  </option>
                )),
              )}
            </Select>
          </div>
        )}
      </div>
      <p aria-live="polite" className="text-sm text-slate-600">
        {data ? `Showing ${formatNumber(data.filteredTotal)} of ${formatNumber(data.total)} donors` : ''}
      </p>
      {directory.isPending ? (
        <LoadingState label="Loading donors..." />
      ) : directory.isError ? (
        <ErrorMessage>Error loading donors: {errorMessage(directory.error)}</ErrorMessage>
      ) : directory.data.items.length === 0 ? (
        <Card>
          <EmptyState>No donors found matching your criteria</EmptyState>
        </Card>
      ) : (
        <Card className="overflow-hidden">
          {wide ? (
            <DonorTable donors={directory.data.items} sort={state.sort} order={state.order} onSort={sortBy} />
          ) : (
            <DonorList donors={directory.data.items} />
          )}
          {pageCount > 1 ? (
            <Pager
              label="Donor pages"
              page={directory.data.page}
              pageCount={pageCount}
              busy={directory.isPlaceholderData}
              onPageChange={(page) => update({ page })}
            />
          ) : null}
        </Card>
      )}
    </div>
  );
}
