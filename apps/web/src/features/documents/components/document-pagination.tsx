import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface DocumentPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** More documents match than the pages hold (a search ranks its first few hundred matches). */
  more?: boolean;
  /** A page is on its way: the buttons wait for it. */
  busy: boolean;
  onPage: (page: number) => void;
}

/** "Showing x–y of N" (or "N+" when more match) with Previous and Next. */
export function DocumentPagination({ page, pageSize, total, more, busy, onPage }: DocumentPaginationProps) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label="Document pages"
      className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 sm:px-5"
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {first}–{last} of {total}
        {more ? '+' : ''}
        {more ? <span className="sr-only"> (the best matches; more words narrow the search)</span> : null}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pageCount || busy}
          onClick={() => onPage(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
