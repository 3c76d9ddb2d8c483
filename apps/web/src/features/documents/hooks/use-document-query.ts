import {
  DOCUMENT_FILTER_CATEGORIES,
  DOCUMENT_SORTS,
  DOCUMENT_STATUSES,
  type DocumentCategory,
  type DocumentListQuery,
  type DocumentStatus,
} from '@steward/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type DocumentSort = NonNullable<DocumentListQuery['sort']>;
/** The sorts a column header (or the phone's dropdown) picks; 'relevance' is the search's own order. */
export type ColumnSort = Exclude<DocumentSort, 'relevance'>;
export type SortOrder = NonNullable<DocumentListQuery['order']>;

export interface DocumentQueryState {
  q: string;
  category: DocumentCategory | '';
  status: DocumentStatus | '';
  tag: string;
  /** As the address has it: '' when none was chosen (best match when searching, else newest first). */
  sort: DocumentSort | '';
  order: SortOrder;
  page: number;
}

export const DEFAULT_ORDER: SortOrder = 'desc';

/** The order a list is in when none was chosen: best match first when searching, else newest first. */
export function defaultSort(q: string): DocumentSort {
  return q ? 'relevance' : 'created';
}

/** The order the list is shown in: the one chosen, else the default for the search. */
export function effectiveSort(state: Pick<DocumentQueryState, 'q' | 'sort'>): DocumentSort {
  if (state.sort === '' || (state.sort === 'relevance' && !state.q)) return defaultSort(state.q);
  return state.sort;
}

/**
 * The list query's sort and order: none when the search's best match decides (the server ranks),
 * otherwise the column and its direction.
 */
export function sortParams(state: Pick<DocumentQueryState, 'q' | 'sort' | 'order'>): {
  sort?: ColumnSort;
  order?: SortOrder;
} {
  const sort = effectiveSort(state);
  return sort === 'relevance' ? {} : { sort, order: state.order };
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

function readState(params: URLSearchParams): DocumentQueryState {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: params.get('q') ?? '',
    category: oneOf(DOCUMENT_FILTER_CATEGORIES, params.get('category')),
    status: oneOf(DOCUMENT_STATUSES, params.get('status')),
    tag: params.get('tag') ?? '',
    sort: oneOf(DOCUMENT_SORTS, params.get('sort')),
    order: params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : DEFAULT_ORDER,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

const DEFAULTS: Record<string, string> = { order: DEFAULT_ORDER, page: '1' };

/**
 * The document list's search, filters, sort and page, kept in the address (so Back, reload and a
 * shared link show the same list). Any change other than the page starts again at page 1. A sort
 * that is the default for the search (best match while searching, newest first otherwise) is left
 * out of the address, so a search started later still ranks by best match.
 */
export function useDocumentQuery() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(params), [params]);

  const update = useCallback(
    (changes: Partial<DocumentQueryState>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const text = String(value);
            if (text === '' || DEFAULTS[key] === text) next.delete(key);
            else next.set(key, text);
          }
          // Best match needs no words in the address (it is the search's default, and without a
          // search it means newest first); newest first needs none without a search.
          const sort = next.get('sort');
          const newestFirst = sort === 'created' && !next.get('q') && next.get('order') === null;
          if (sort === 'relevance' || newestFirst) next.delete('sort');
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  return { state, update };
}
