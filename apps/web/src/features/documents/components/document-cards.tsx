import { formatFileSize } from '@steward/domain';
import { CardList, CardListItem, Facts } from '@/components/ui/card-list';
import { Checkbox } from '@/components/ui/checkbox';
import { formatDay } from '@/lib/format-day';
import { DocumentActions } from './document-actions';
import { DocumentExpiry } from './document-expiry';
import { DocumentName } from './document-name';
import { DocumentSnippet } from './document-snippet';
import { DocumentStatusBadge } from './document-status-badge';
import type { DocumentRowsProps } from './document-table';
import { DocumentTags } from './document-tags';
import { DocumentTextStatus } from './document-text-status';

/** Narrow screens: one card per document with the same facts and actions as the table. */
export function DocumentCards({ documents, selection, onTagClick, ...handlers }: DocumentRowsProps) {
  return (
    <CardList label="Documents">
      {documents.map((document) => (
        <CardListItem key={document.id}>
          <div className="flex items-start gap-3">
            <Checkbox
              aria-label={`Select ${document.name}`}
              checked={selection.isSelected(document.id)}
              onChange={() => selection.toggle(document)}
              className="mt-0.5"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <div className="flex items-start justify-between gap-3">
                <DocumentName document={document} />
                <DocumentStatusBadge status={document.status} />
              </div>
              {document.snippet ? <DocumentSnippet parts={document.snippet} /> : null}
              <DocumentTags tags={document.tags} onTagClick={onTagClick} />
              <DocumentTextStatus document={document} />
            </div>
          </div>
          <Facts
            items={[
              ['Category', document.category],
              ['Size', formatFileSize(document.sizeBytes)],
              ['Upload Date', formatDay(document.uploadDate)],
              ['Expiry Date', <DocumentExpiry key="expiry" document={document} />],
            ]}
          />
          <DocumentActions document={document} compact={false} {...handlers} />
        </CardListItem>
      ))}
    </CardList>
  );
}
