import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

interface RecordSectionProps {
  title: string;
  description?: ReactNode;
  /** A count or a button beside the title. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One titled card of a donor's page, a region named by its heading; the body runs edge to edge. */
export function RecordSection({ title, description, aside, className, children }: RecordSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-4 sm:px-5">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="text-sm text-slate-600">{description}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
