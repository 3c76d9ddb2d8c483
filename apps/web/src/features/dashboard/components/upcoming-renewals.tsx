import type { Document } from '@steward/domain';
import { DocumentListCard } from './document-list-card';
import { formatDayMonthDay } from './format-month-day';
import { RenewalBadge } from './renewal-badge';

/** Spec 000 §2 Dashboard: the five documents with the nearest expiry dates, each with its renewal badge. */
export function UpcomingRenewals({ documents }: { documents: Document[] | undefined }) {
  return (
    <DocumentListCard
      title="Upcoming Renewals"
      linkLabel="Manage"
      documents={documents}
      empty={<p>No documents with expiry dates</p>}
      renderDocument={(document) => (
        <>
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium text-slate-900" title={document.name}>
              {document.name}
            </span>
            {document.expiryDate ? (
              <span className="text-slate-600">
                {document.status === 'Overdue' ? 'Expired' : 'Expires'}{' '}
                <time dateTime={document.expiryDate}>{formatDayMonthDay(document.expiryDate)}</time>
              </span>
            ) : null}
          </span>
          <RenewalBadge status={document.status} />
        </>
      )}
    />
  );
}
