import { FileWarning } from 'lucide-react';
import type { ReactNode } from 'react';

interface PreviewProblemProps {
  title: string;
  children?: ReactNode;
  /** Announce it (a failure), or just show it (a type that has no preview). */
  alert?: boolean;
}

/** What the viewer shows instead of a preview: a failure, or a type the browser cannot show. */
export function PreviewProblem({ title, children, alert = true }: PreviewProblemProps) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center"
    >
      <FileWarning aria-hidden="true" className="size-10 text-slate-400" />
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children ? <div className="max-w-md text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}
