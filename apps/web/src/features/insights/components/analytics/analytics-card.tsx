import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

interface AnalyticsCardProps {
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One titled panel of the analytics dashboard, a region named by its title. */
export function AnalyticsCard({ title, description, className, children }: AnalyticsCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
