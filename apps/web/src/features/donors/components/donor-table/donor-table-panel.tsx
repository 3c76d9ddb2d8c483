import { LIMITS } from '@steward/domain';
import { useEffect, useId, useState } from 'react';
import { DonorSearchField } from '@/components/donor-search-field';
import { Pager } from '@/components/pager';
import { ErrorMessage } from '@/components/ui/alert';
import { focusRing } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-money';
import { useDonorDirectory } from '@/lib/giving/get-donor-directory';
import { useWideLayout } from '@/lib/use-media-query';
import { useGivingUnits } from '../../api/get-giving-units';
import {
  DONOR_TABLE_SORTS,
  type DonorTableOrder,
  type DonorTableSort,
  type DonorTableView,
  useDonorTableQuery,
} from '../../hooks/use-donor-table-query';
import { DonorList } from './donor-list';
import { DonorTable } from './donor-table';
import { GivingUnitList, GivingUnitTable } from './giving-unit-table';

const PAGE_SIZE = LIMITS.donors.directoryPageSize;

/** The phone's sort menu: each column both ways, the order a column header starts with first. */
const SORT_CHOICES: Record<DonorTableSort, Record<DonorTableOrder, string>> = {
  name: { asc: 'Name (A to Z)', desc: 'Name (Z to A)' },
  totalAmount: { desc: 'Total given (highest first)', asc: 'Total given (lowest first)' },
  lastDonation: { desc: 'Last gift (newest first)', asc: 'Last gift (oldest first)' },
};

/** "People" or "Households": the directory by person, or a household as one line. */
function ViewSwitch({ view, onChange }: { view: DonorTableView; onChange: (view: DonorTableView) => void }) {
  const choices: [DonorTableView, string][] = [
    ['people', 'People'],
    ['households', 'Households'],
  ];
  return (
    <fieldset className="inline-flex self-start rounded-lg border border-slate-200 p-0.5">
      <legend className="sr-only">List by</legend>
      {choices.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium',
            focusRing,
            view === value ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * Giving's donors: a dense table sorted by the server (name, total given or last gift, either
 * way), searched by name or email, a page at a time; cards on a phone. By person, or by household
 * (a household as one line, its members' giving summed). View, search, sort and page are in the
 * address.
 */
export function DonorTablePanel() {
  const { state, update, sortBy } = useDonorTableQuery();
  const wide = useWideLayout();
  const sortId = useId();
  const [text, setText] = useState(state.q);
  const query = {
    q: state.q || undefined,
    sort: state.sort,
    order: state.order,
    page: state.page,
    pageSize: PAGE_SIZE,
  };
  const byHousehold = state.view === 'households';
  const directory = useDonorDirectory(query);
  const units = useGivingUnits(query, byHousehold);
  const data = directory.data;
  const shownTotal = byHousehold ? units.data?.total : data?.filteredTotal;
  const pageCount = shownTotal !== undefined ? Math.max(1, Math.ceil(shownTotal / PAGE_SIZE)) : 1;
  const listed = byHousehold ? units : directory;

  // The address changed under the field (Back to an earlier search): the field follows it, but not
  // the search it sent itself (typing "Mary " must keep its space for "Smith").
  useEffect(() => setText((typed) => (typed.trim() === state.q ? typed : state.q)), [state.q]);

  // Fewer donors than the address's page reaches (data cleared, a link kept from before): the last page.
  useEffect(() => {
    const page = listed.data;
    if (page && !listed.isPlaceholderData && page.items.length === 0 && state.page > pageCount) {
      update({ page: pageCount });
    }
  }, [listed.data, listed.isPlaceholderData, state.page, pageCount, update]);

  return (
    <div className="flex flex-col gap-4">
      <ViewSwitch view={state.view} onChange={(view) => update({ view })} />
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
        {byHousehold
          ? units.data
            ? `Showing ${formatNumber(units.data.total)} households and donors who give alone`
            : ''
          : data
            ? `Showing ${formatNumber(data.filteredTotal)} of ${formatNumber(data.total)} donors`
            : ''}
      </p>
      {listed.isPending ? (
        <LoadingState label="Loading donors..." />
      ) : listed.isError ? (
        <ErrorMessage>Error loading donors: {errorMessage(listed.error)}</ErrorMessage>
      ) : listed.data.items.length === 0 ? (
        <Card>
          <EmptyState>No donors found matching your criteria</EmptyState>
        </Card>
      ) : (
        <Card className="overflow-hidden">
          {byHousehold && units.data ? (
            wide ? (
              <GivingUnitTable
                units={units.data.items}
                sort={state.sort}
                order={state.order}
                onSort={sortBy}
              />
            ) : (
              <GivingUnitList units={units.data.items} />
            )
          ) : directory.data ? (
            wide ? (
              <DonorTable
                donors={directory.data.items}
                sort={state.sort}
                order={state.order}
                onSort={sortBy}
              />
            ) : (
              <DonorList donors={directory.data.items} />
            )
          ) : null}
          {pageCount > 1 ? (
            <Pager
              label="Donor pages"
              page={state.page}
              pageCount={pageCount}
              busy={listed.isPlaceholderData}
              onPageChange={(page) => update({ page })}
            />
          ) : null}
        </Card>
      )}
    </div>
  );
}
