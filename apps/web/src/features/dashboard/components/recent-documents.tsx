import type { Document } from '@steward/domain';
import { Link } from 'react-router';
import { DocumentListCard } from './document-list-card';
import { formatMonthDay } from './format-month-day';

/** Spec 000 §2 Dashboard: the five newest documents with category and created date ("MMM dd"). */
export function RecentDocuments({ documents }: { documents: Document[] | undefined }) {
  return (
    <DocumentListCard
      title="Recent Documents"
      linkLabel="View all"
      documents={documents}
      empty={
        <>
          <p>No documents yet.</p>
          <Link
            to="/upload"
            className="mt-1 inline-block font-medium text-indigo-600 underline-offset-4 hover:underline"
          >
            Upload your first document
          </Link>
        </>
      }
      renderDocument={(document) => (
        <>
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium text-slate-900" title={document.name}>
              {document.name}
            </span>
            <span className="truncate text-slate-600">{document.category}</span>
          </span>
          <time dateTime={document.createdAt} className="shrink-0 text-slate-500">
            {formatMonthDay(document.createdAt)}
          </time>
        </>
      )}
    />
  );
}
