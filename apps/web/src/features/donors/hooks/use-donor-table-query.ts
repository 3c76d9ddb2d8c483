import type { DonorDirectoryQuery } from '@steward/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The columns Giving's donor table sorts by, each with an index behind it on the server. */
export const DONOR_TABLE_SORTS = ['name', 'totalAmount', 'lastDonation'] as const;
export type DonorTableSort = (typeof DONOR_TABLE_SORTS)[number];
export type DonorTableOrder = NonNullable<DonorDirectoryQuery['order']>;

/** One line per donor, or per household (its members summed) with the donors who give alone. */
export type DonorTableView = 'people' | 'households';

export interface DonorTableState {
  view: DonorTableView;
  q: string;
  sort: DonorTableSort;
  order: DonorTableOrder;
  page: number;
}

/** A treasurer looks a donor up by name: A to Z unless the address says otherwise. */
const DEFAULT_STATE: DonorTableState = { view: 'people', q: '', sort: 'name', order: 'asc', page: 1 };

/** The order a column starts in when first chosen: names A to Z, amounts and dates largest first. */
export function firstOrder(sort: DonorTableSort): DonorTableOrder {
  return sort === 'name' ? 'asc' : 'desc';
}

function readState(params: URLSearchParams): DonorTableState {
  const sort = DONOR_TABLE_SORTS.find((value) => value === params.get('sort')) ?? DEFAULT_STATE.sort;
  const order = params.get('order');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    view: params.get('view') === 'households' ? 'households' : 'people',
    q: params.get('q') ?? '',
    sort,
    order: order === 'asc' || order === 'desc' ? order : firstOrder(sort),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/**
 * The donor table's search, sort and page, kept in the address (Back, reload and a shared link show
 * the same page of the same list); anything but the page starts again at page 1.
 */
export function useDonorTableQuery() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(params), [params]);

  const update = useCallback(
    (change: Partial<DonorTableState>) => {
      setParams(
        (current) => {
          const next = { ...readState(current), page: 1, ...change };
          const written = new URLSearchParams();
          if (next.view !== DEFAULT_STATE.view) written.set('view', next.view);
          if (next.q) written.set('q', next.q);
          if (next.sort !== DEFAULT_STATE.sort || next.order !== DEFAULT_STATE.order) {
            written.set('sort', next.sort);
            written.set('order', next.order);
          }
          if (next.page > 1) written.set('page', String(next.page));
          return written;
        },
        // Typing a search replaces the entry; a sort or a page is a step Back can undo.
        { replace: change.q !== undefined },
      );
    },
    [setParams],
  );

  /** A column's header: a new column starts in its first order, the same one turns around. */
  const sortBy = useCallback(
    (sort: DonorTableSort) =>
      update({
        sort,
        order: sort === state.sort ? (state.order === 'asc' ? 'desc' : 'asc') : firstOrder(sort),
      }),
    [state.sort, state.order, update],
  );

  return { state, update, sortBy };
}
