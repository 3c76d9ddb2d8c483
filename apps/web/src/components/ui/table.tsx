import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface TableProps extends ComponentProps<'table'> {
  /** Names the scrollable region for screen readers, e.g. "Members". */
  label: string;
}

/**
 * A table that scrolls sideways inside its own region on narrow screens instead of widening the page;
 * the region takes focus so keyboard users can scroll it too.
 */
export function Table({ label, className, ...props }: TableProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
    </section>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-slate-200 bg-slate-50', className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'px-4 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle text-slate-700', className)} {...props} />;
}
