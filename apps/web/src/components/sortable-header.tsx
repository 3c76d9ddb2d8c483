import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SortableHeaderProps<Column extends string> {
  column: Column;
  /** The list's sort now (one no column has, such as a search's best match: no column is active). */
  sort: string;
  order: 'asc' | 'desc';
  onSort: (column: Column) => void;
  children: ReactNode;
  className?: string;
}

/** A column header that sorts the list by its column; clicking it again reverses the order. */
export function SortableHeader<Column extends string>({
  column,
  sort,
  order,
  onSort,
  children,
  className,
}: SortableHeaderProps<Column>) {
  const active = column === sort;
  const Icon = active ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    // Not TableHeader: its padding would add to the button's (cn does not merge classes), and the
    // table would then not fit a 1280-pixel screen.
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('p-0 text-xs font-semibold whitespace-nowrap text-slate-600', className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'inline-flex w-full items-center gap-1 px-4 py-2.5 text-left tracking-wide whitespace-normal uppercase hover:text-slate-900',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
          active && 'text-slate-900',
        )}
      >
        {children}
        <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', !active && 'text-slate-400')} />
      </button>
    </th>
  );
}
