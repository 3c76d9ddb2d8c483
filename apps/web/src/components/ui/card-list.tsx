import type { ReactNode } from 'react';

/** A labelled list of records shown as stacked cards: the narrow-screen counterpart of Table. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label}>
      <ul className="divide-y divide-slate-100">{children}</ul>
    </section>
  );
}

export function CardListItem({ children }: { children: ReactNode }) {
  return <li className="flex flex-col gap-3 px-4 py-4 text-sm text-slate-700 sm:px-5">{children}</li>;
}

/** Label and value pairs, two to a line. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
      {items.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col gap-1">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="break-words text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
