import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Badges or buttons shown beside the title. */
  actions?: ReactNode;
  icon?: ReactNode;
}

/** The page's one <h1>; also names the browser tab "{title} · Steward". */
export function PageHeader({ title, description, actions, icon }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        {icon ? (
          <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 [&_svg]:size-6">
            {icon}
          </div>
        ) : null}
        <div className="min-w-0">
          {/* A donor's name may be one long word: it wraps rather than widen the page. */}
          <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl">
            {title}
          </h1>
          {description ? <div className="mt-1 text-sm text-slate-600 sm:text-base">{description}</div> : null}
        </div>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
