import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

interface SearchInputProps extends ComponentProps<'input'> {
  /** Classes of the box around the field and its magnifier. */
  wrapperClassName?: string;
  /** Drawn over the field's right end (a spinner while results load). */
  trailing?: ReactNode;
}

/** A text field with a magnifying glass at its left, for every search box. */
export function SearchInput({ wrapperClassName, trailing, className, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input className={cn('pl-9', className)} {...props} />
      {trailing}
    </div>
  );
}
