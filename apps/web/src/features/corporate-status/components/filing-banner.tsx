import { type FilingState, filingBanner } from '@steward/domain';
import { CalendarClock, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-day';

interface FilingBannerProps {
  state: FilingState;
  nextDueDate: string | null;
}

/**
 * Spec 000 §2, §4: "Filing Overdue!" (an alert) when the next due date has passed, "Filing Due Soon" (a
 * status) within 30 days; nothing otherwise.
 */
export function FilingBanner({ state, nextDueDate }: FilingBannerProps) {
  const text = filingBanner(state);
  if (!text || !nextDueDate) return null;
  const overdue = state === 'overdue';
  const Icon = overdue ? TriangleAlert : CalendarClock;
  return (
    <div
      role={overdue ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3 text-sm',
        overdue ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{text}</p>
        <p>
          {overdue
            ? `The next filing was due ${formatDay(nextDueDate)}. File with the state as soon as you can.`
            : `The next filing is due ${formatDay(nextDueDate)}.`}
        </p>
      </div>
    </div>
  );
}
