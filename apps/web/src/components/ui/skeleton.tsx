import { cn } from '@/lib/cn';

/** A grey placeholder the size of content still loading; hidden from screen readers (announce loading once). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded-md bg-slate-200', className)} />;
}
