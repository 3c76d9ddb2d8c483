import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Some but not all of what it stands for is checked ("Select All" with a partial selection). */
  indeterminate?: boolean;
}

/** A native checkbox in the app's accent colour; label it with a <label> or aria-label. */
export function Checkbox({ className, indeterminate = false, ...props }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-indigo-600',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        'disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}
