import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from './input';

/** A multi-line field styled like the inputs; `rows` (or a min-height class) sets its height. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'py-2', className)} {...props} />;
}
