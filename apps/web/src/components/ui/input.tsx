import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The look shared by inputs, selects and text areas, without a height (text areas set their own). */
export const fieldClasses = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
  'placeholder:text-slate-400 transition-colors',
  'focus:border-indigo-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-500/30',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
  'aria-invalid:border-red-500',
);

export const inputClasses = cn('h-10', fieldClasses);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
