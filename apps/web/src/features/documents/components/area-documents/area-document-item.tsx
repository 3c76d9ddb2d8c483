import { type Document, formatFileSize } from '@steward/domain';
import { Download, Eye, Mail } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { formatDay } from '@/lib/format-day';
import { useDownloadDocument } from '../../api/download-document';
import type { DocumentSelection } from '../../hooks/use-document-selection';
import { DocumentName } from '../document-name';
import { DocumentSnippet } from '../document-snippet';
import { DocumentTags } from '../document-tags';
import { DocumentTextStatus } from '../document-text-status';

interface AreaDocumentItemProps {
  document: Document;
  selection: DocumentSelection;
  onView: (document: Document) => void;
  onEmail: (document: Document) => void;
  onTagClick: (tag: string) => void;
}

/**
 * Spec 000 §2 Category documents panel, one document: name, category, size, dates, description, the
 * first 2 tags then "+N", and View, Download and Email.
 */
export function AreaDocumentItem({
  document,
  selection,
  onView,
  onEmail,
  onTagClick,
}: AreaDocumentItemProps) {
  const download = useDownloadDocument();
  const name = <span className="sr-only"> {document.name}</span>;
  const facts = [
    document.category,
    formatFileSize(document.sizeBytes),
    `Uploaded ${formatDate(document.createdAt)}`,
    document.expiryDate
      ? `Expires ${formatDay(document.expiryDate)}`
      : document.suggestedExpiry
        ? `Suggested expiry ${formatDay(document.suggestedExpiry.date)}`
        : null,
  ].filter(Boolean);

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5 lg:flex-row lg:items-start lg:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Checkbox
          aria-label={`Select ${document.name}`}
          checked={selection.isSelected(document.id)}
          onChange={() => selection.toggle(document)}
          className="mt-0.5"
        />
        <div className="flex min-w-0 flex-col gap-1.5">
          <DocumentName document={document} />
          <p className="text-xs text-slate-500">{facts.join(' · ')}</p>
          {document.description ? (
            <p className="line-clamp-2 text-sm text-slate-600">{document.description}</p>
          ) : null}
          {document.snippet ? <DocumentSnippet parts={document.snippet} /> : null}
          <DocumentTags tags={document.tags} max={2} onTagClick={onTagClick} />
          <DocumentTextStatus document={document} />
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 pl-7 lg:pl-0">
        <Button variant="secondary" size="sm" onClick={() => onView(document)}>
          <Eye aria-hidden="true" />
          View{name}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(document, {
              onError: (error) => toast.error(`Failed to download document: ${errorMessage(error)}`),
            })
          }
        >
          <Download aria-hidden="true" />
          Download{name}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onEmail(document)}>
          <Mail aria-hidden="true" />
          Email{name}
        </Button>
      </div>
    </li>
  );
}
