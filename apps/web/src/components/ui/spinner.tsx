import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  className?: string;
}

/** A decorative spinning icon; pair it with visible text or use LoadingState. */
export function Spinner({ className }: SpinnerProps) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-indigo-600', className)} />;
}

interface LoadingStateProps {
  label?: string;
  className?: string;
}

/** Spinner plus "Loading..." announced politely to screen readers (spec 000 §2). */
export function LoadingState({ label = 'Loading...', className }: LoadingStateProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center justify-center gap-3 p-8 text-sm text-slate-600', className)}
    >
      <Spinner className="size-6" />
      <span>{label}</span>
    </div>
  );
}
