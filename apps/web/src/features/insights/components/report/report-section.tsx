import type { ReactNode } from 'react';

interface ReportSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * One titled part of the printed report: its heading kept with what follows, without a card's frame on
 * paper. Not a landmark: the tables inside are the named regions, and the headings outline the report.
 */
export function ReportSection({ title, description, children }: ReportSectionProps) {
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <div className="flex flex-col gap-0.5">
        <h2 className="text-base font-semibold text-slate-900 print:break-after-avoid">{title}</h2>
        {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** Label-value pairs, two across on phones and four from sm. */
export function FigureList({ figures }: { figures: readonly [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 print:break-inside-avoid">
      {figures.map(([name, value]) => (
        <div
          key={name}
          className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-slate-50 p-3 print:bg-white print:p-0"
        >
          <dt className="text-xs font-medium text-slate-600">{name}</dt>
          <dd className="text-lg font-semibold wrap-anywhere text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
