import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui/button';

interface PagerProps {
  /** Names the navigation landmark, e.g. "Outbox pages". */
  label: string;
  page: number;
  pageCount: number;
  /** While the next page loads, both buttons wait. */
  busy?: boolean;
  onPageChange: (page: number) => void;
}

/** Previous / "Page N of M" / Next, under a paged list. */
export function Pager({ label, page, pageCount, busy = false, onPageChange }: PagerProps) {
  return (
    <nav
      aria-label={label}
      className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 sm:px-5"
    >
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1 || busy}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount || busy}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
