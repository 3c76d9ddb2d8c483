import { ATTACHMENT_WARNING_BYTES, type Document, formatFileSize, MEGABYTE } from '@steward/domain';
import { FileText, TriangleAlert } from 'lucide-react';

interface SelectedDocumentsSummaryProps {
  documents: Document[];
  includeAttachments: boolean;
}

function totalSize(documents: Document[]): number {
  return documents.reduce((sum, document) => sum + document.sizeBytes, 0);
}

/** The documents the email is about, their count and total size, and the 25MB attachment warning. */
export function SelectedDocumentsSummary({ documents, includeAttachments }: SelectedDocumentsSummaryProps) {
  const total = totalSize(documents);
  const count = documents.length;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-700">
        {count} {count === 1 ? 'document' : 'documents'} · {formatFileSize(total)} total
      </p>
      <section
        aria-label="Selected documents"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="max-h-36 overflow-y-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <ul className="divide-y divide-slate-100 text-sm">
          {documents.map((document) => (
            <li key={document.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="flex min-w-0 items-center gap-2">
                <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                <span className="wrap-anywhere text-slate-800">{document.name}</span>
              </span>
              <span className="shrink-0 text-slate-500">{formatFileSize(document.sizeBytes)}</span>
            </li>
          ))}
        </ul>
      </section>
      {includeAttachments && total > ATTACHMENT_WARNING_BYTES ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            The attachments total {formatFileSize(total)}, more than {ATTACHMENT_WARNING_BYTES / MEGABYTE}MB.
            Many mail servers refuse messages this large: consider sending links instead.
          </span>
        </p>
      ) : null}
    </div>
  );
}
