import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { focusRing } from './ui/button';
import { Skeleton } from './ui/skeleton';

const TONES = {
  accent: 'bg-indigo-50 text-indigo-600',
  warning: 'bg-amber-50 text-amber-700',
  danger: 'bg-red-50 text-red-600',
  success: 'bg-emerald-50 text-emerald-700',
} as const;

interface StatCardProps {
  label: string;
  /** Undefined while loading: a placeholder shows instead. */
  value: number | undefined;
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  /** A short line under the value saying what is counted. */
  hint?: string;
  /** Where the card leads (the records it counts). */
  to: string;
}

/** One headline number, linking to the records behind it. */
export function StatCard({ label, value, icon: Icon, tone = 'accent', hint, to }: StatCardProps) {
  return (
    <Link
      to={to}
      className={cn(
        'flex h-full items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-indigo-300 hover:shadow-md sm:p-5',
        focusRing,
      )}
    >
      <span className="flex min-w-0 flex-col gap-1">
        <span className="text-sm font-medium text-slate-600">{label}</span>
        {value === undefined ? (
          <Skeleton className="my-1 h-7 w-12" />
        ) : (
          <span className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
            {value}
          </span>
        )}
        {hint ? <span className="text-xs text-slate-500">{hint}</span> : null}
      </span>
      <span
        className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-10', TONES[tone])}
      >
        <Icon aria-hidden="true" className="size-4 sm:size-5" />
      </span>
    </Link>
  );
}
