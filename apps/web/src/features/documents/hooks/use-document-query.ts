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
export type SortOrder = NonNullable<DocumentListQuery['order']>;

export interface DocumentQueryState {
  q: string;
  category: DocumentCategory | '';
  status: DocumentStatus | '';
  tag: string;
  sort: DocumentSort;
  order: SortOrder;
  page: number;
}

export const DEFAULT_SORT: DocumentSort = 'created';
export const DEFAULT_ORDER: SortOrder = 'desc';

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
    sort: oneOf(DOCUMENT_SORTS, params.get('sort')) || DEFAULT_SORT,
    order: params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : DEFAULT_ORDER,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

const DEFAULTS: Record<string, string> = { sort: DEFAULT_SORT, order: DEFAULT_ORDER, page: '1' };

/**
 * The document list's search, filters, sort and page, kept in the address (so Back, reload and a
 * shared link show the same list). Any change other than the page starts again at page 1.
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
