import type { ReactNode } from 'react';

/** A short, centred note for a list with nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="px-4 py-8 text-center text-sm text-slate-600">{children}</p>;
}
