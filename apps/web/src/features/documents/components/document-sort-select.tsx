import { useId } from 'react';
import { Select } from '@/components/ui/select';
import type { DocumentQueryState, DocumentSort, SortOrder } from '../hooks/use-document-query';

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

/** The card layout's stand-in for the table's sortable column headers. */
export function DocumentSortSelect({ state, update }: DocumentSortSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-600">
        Sort by
      </label>
      <Select
        id={id}
        className="flex-1"
        value={`${state.sort}:${state.order}`}
        onChange={(event) => {
          const [sort, order] = event.target.value.split(':') as [DocumentSort, SortOrder];
          update({ sort, order });
        }}
      >
        {SORT_OPTIONS.map(([sort, order, label]) => (
          <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  );
}
