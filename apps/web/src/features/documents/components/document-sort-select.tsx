import { useId } from 'react';
import { Select } from '@/components/ui/select';
import {
  type DocumentQueryState,
  type DocumentSort,
  effectiveSort,
  type SortOrder,
} from '../hooks/use-document-query';

const BEST_MATCH: [sort: DocumentSort, order: SortOrder, label: string] = ['relevance', 'desc', 'Best match'];

const SORT_OPTIONS: [sort: DocumentSort, order: SortOrder, label: string][] = [
  ['created', 'desc', 'Newest first'],
  ['created', 'asc', 'Oldest first'],
  ['name', 'asc', 'Name (A–Z)'],
  ['name', 'desc', 'Name (Z–A)'],
  ['expiry', 'asc', 'Expiry date (soonest)'],
  ['expiry', 'desc', 'Expiry date (latest)'],
  ['size', 'desc', 'Size (largest)'],
  ['size', 'asc', 'Size (smallest)'],
];

interface DocumentSortSelectProps {
  state: DocumentQueryState;
  update: (changes: Partial<DocumentQueryState>) => void;
}

/**
 * The card layout's stand-in for the table's sortable column headers; while searching it also
 * offers "Best match", the search's own order and its default.
 */
export function DocumentSortSelect({ state, update }: DocumentSortSelectProps) {
  const id = useId();
  const sort = effectiveSort(state);
  const options = state.q ? [BEST_MATCH, ...SORT_OPTIONS] : SORT_OPTIONS;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-600">
        Sort by
      </label>
      <Select
        id={id}
        className="flex-1"
        value={sort === 'relevance' ? `${BEST_MATCH[0]}:${BEST_MATCH[1]}` : `${sort}:${state.order}`}
        onChange={(event) => {
          const [sort, order] = event.target.value.split(':') as [DocumentSort, SortOrder];
          update({ sort, order });
        }}
      >
        {options.map(([sort, order, label]) => (
          <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  );
}
