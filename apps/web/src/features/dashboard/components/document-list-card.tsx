import type { Document } from '@steward/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { Skeleton } from '@/components/ui/skeleton';

interface DocumentListCardProps {
  title: string;
  /** The link beside the title ("View all", "Manage"), to the document list. */
  linkLabel: string;
  /** Undefined while loading: placeholder rows show instead. */
  documents: Document[] | undefined;
  empty: ReactNode;
  /** The contents of one row. */
  renderDocument: (document: Document) => ReactNode;
}

const PLACEHOLDER_ROWS = 5;

/** A dashboard card listing a few documents, with a link to the full list. */
export function DocumentListCard({
  title,
  linkLabel,
  documents,
  empty,
  renderDocument,
}: DocumentListCardProps) {
  return (
    <SectionCard
      title={title}
      aside={
        <Link
          to="/documents"
          aria-label={`${linkLabel} ${title.toLowerCase()}`}
          className="rounded text-sm font-medium text-indigo-600 underline-offset-4 hover:text-indigo-500 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {linkLabel}
        </Link>
      }
    >
      {documents === undefined ? (
        <ul aria-hidden="true" className="divide-y divide-slate-100">
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <li key={row} className="flex items-center justify-between gap-4 px-4 py-3 sm:px-5">
              <span className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </span>
              <Skeleton className="h-5 w-12" />
            </li>
          ))}
        </ul>
      ) : documents.length === 0 ? (
        <div className="px-4 py-8 text-center text-sm text-slate-600 sm:px-5">{empty}</div>
      ) : (
        <ul aria-label={title} className="divide-y divide-slate-100">
          {documents.map((document) => (
            <li
              key={document.id}
              className="flex items-center justify-between gap-4 px-4 py-3 text-sm sm:px-5"
            >
              {renderDocument(document)}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
