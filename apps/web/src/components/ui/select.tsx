import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from './input';

interface SelectProps extends Omit<ComponentProps<'select'>, 'size'> {
  /** Classes for the wrapper, which sets the width. */
  className?: string;
  /** The shorter height used inside table rows. */
  compact?: boolean;
}

/** A native select styled like the inputs: keyboard and phone pickers work as the platform intends. */
export function Select({ className, compact = false, ...props }: SelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(inputClasses, 'appearance-none pr-9', compact && 'h-8')} {...props} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
