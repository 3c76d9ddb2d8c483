import { DOCUMENT_FILTER_CATEGORIES, DOCUMENT_STATUSES } from '@steward/domain';
import { Tag, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { type DocumentQueryState, effectiveSort } from '../hooks/use-document-query';
import { DocumentSearch } from './document-search';
import { DocumentSortSelect } from './document-sort-select';

interface DocumentFiltersProps {
  state: DocumentQueryState;
  update: (changes: Partial<DocumentQueryState>, options?: { replace?: boolean }) => void;
  /** Phones have no column headers to click: they sort with a dropdown. */
  showSortSelect: boolean;
}

export function hasFilters(state: DocumentQueryState): boolean {
  return Boolean(state.q || state.category || state.status || state.tag);
}

/**
 * Search box, category filter (All Categories plus the 14), status filter, the tag being filtered by,
 * and while searching on a wide screen, whether the list is in best-match order (or a way back to it).
 */
export function DocumentFilters({ state, update, showSortSelect }: DocumentFiltersProps) {
  const ids = useId();
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-4 sm:px-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <DocumentSearch value={state.q} onSearch={(q) => update({ q }, { replace: true })} />
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <label htmlFor={`${ids}-category`} className="sr-only">
            Category
          </label>
          <Select
            id={`${ids}-category`}
            className="sm:w-56"
            value={state.category}
            onChange={(event) => update({ category: event.target.value as DocumentQueryState['category'] })}
          >
            <option value="">All Categories</option>
            {DOCUMENT_FILTER_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
          <label htmlFor={`${ids}-status`} className="sr-only">
            Status
          </label>
          <Select
            id={`${ids}-status`}
            className="sm:w-40"
            value={state.status}
            onChange={(event) => update({ status: event.target.value as DocumentQueryState['status'] })}
          >
            <option value="">All Statuses</option>
            {DOCUMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </div>
        {showSortSelect ? <DocumentSortSelect state={state} update={update} /> : null}
      </div>
      {hasFilters(state) ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {state.tag ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-0.5 pl-2.5 text-indigo-800 ring-1 ring-indigo-200 ring-inset">
              <Tag aria-hidden="true" className="size-3.5" />
              Tag: {state.tag}
              <button
                type="button"
                aria-label={`Stop filtering by tag ${state.tag}`}
                onClick={() => update({ tag: '' })}
                className="rounded-full p-1 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </span>
          ) : null}
          {state.q && !showSortSelect ? (
            // The table sorts by its column headers; a search's own order has none.
            effectiveSort(state) === 'relevance' ? (
              <span className="text-slate-600">Sorted by best match</span>
            ) : (
              <Button variant="link" onClick={() => update({ sort: 'relevance', order: 'desc' })}>
                Sort by best match
              </Button>
            )
          ) : null}
          <Button variant="link" onClick={() => update({ q: '', category: '', status: '', tag: '' })}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
