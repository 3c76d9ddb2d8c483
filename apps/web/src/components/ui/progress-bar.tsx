import { cn } from '@/lib/cn';

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** Names what is progressing, e.g. "Uploading report.pdf". */
  label: string;
  className?: string;
}

/** A determinate progress bar that screen readers announce with its percentage. */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className="h-full rounded-full bg-indigo-600 transition-[width] duration-200"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
