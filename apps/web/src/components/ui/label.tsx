import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Label({ className, htmlFor, children, ...props }: ComponentProps<'label'>) {
  return (
    <label htmlFor={htmlFor} className={cn('block text-sm font-medium text-slate-700', className)} {...props}>
      {children}
    </label>
  );
}
