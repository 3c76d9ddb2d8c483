import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { focusRing } from './ui/button';
import { Skeleton } from './ui/skeleton';

const TONES = {
  accent: 'bg-indigo-50 text-indigo-600',
  warning: 'bg-amber-50 text-amber-700',
  danger: 'bg-red-50 text-red-600',
  success: 'bg-emerald-50 text-emerald-700',
} as const;

export interface StatCardProps {
  label: string;
  /** Undefined while loading: a placeholder shows instead. A word (an access level) is shown as is. */
  value: number | string | undefined;
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  /** A short line under the value saying what is counted. */
  hint?: string;
  /** Where the card leads (the records it counts); without it the card is not a link. */
  to?: string;
  /** On a phone: a smaller value, and the hint for screen readers only, so what follows comes higher. */
  dense?: boolean;
}

const cardClasses =
  'flex h-full items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

/** One headline number, linking to the records behind it when there is a page for them. */
export function StatCard({ label, value, icon: Icon, tone = 'accent', hint, to, dense }: StatCardProps) {
  const content: ReactNode = (
    <>
      <span className="flex min-w-0 flex-col gap-1">
        <span className="text-sm font-medium text-slate-600">{label}</span>
        {value === undefined ? (
          <Skeleton className="my-1 h-7 w-12" />
        ) : (
          <span
            className={cn(
              'font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl',
              dense ? 'text-lg' : 'text-2xl',
            )}
          >
            {value}
          </span>
        )}
        {hint ? (
          <span className={cn('text-xs text-slate-500', dense && 'max-sm:sr-only')}>{hint}</span>
        ) : null}
      </span>
      <span
        className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-10', TONES[tone])}
      >
        <Icon aria-hidden="true" className="size-4 sm:size-5" />
      </span>
    </>
  );
  if (!to) return <div className={cn(cardClasses, dense && 'max-sm:p-3')}>{content}</div>;
  return (
    <Link
      to={to}
      className={cn(
        cardClasses,
        dense && 'max-sm:p-3',
        'transition hover:border-indigo-300 hover:shadow-md',
        focusRing,
      )}
    >
      {content}
    </Link>
  );
}

/**
 * A row of stat cards: two across on phones, four from xl (or two when there are only two); `dense`
 * makes them shorter on a phone (StatCardProps).
 */
export function StatGrid({
  label,
  cards,
  dense,
}: {
  label: string;
  cards: StatCardProps[];
  dense?: boolean;
}) {
  return (
    <ul
      aria-label={label}
      className={cn('grid grid-cols-2 gap-3 sm:gap-4', cards.length > 2 && 'xl:grid-cols-4')}
    >
      {cards.map((card) => (
        <li key={card.label}>
          <StatCard dense={dense} {...card} />
        </li>
      ))}
    </ul>
  );
}
