import { type Document, formatFileSize } from '@steward/domain';
import { Download, FilePenLine, ScanText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useDownloadDocument } from '../../api/download-document';
import { useDocument } from '../../api/get-document';
import { DocumentTextStatus } from '../document-text-status';
import { DocumentPreview } from './document-preview';
import { DocumentTextPanel } from './document-text-panel';

interface DocumentViewerDialogProps {
  document: Document;
  onClose: () => void;
  onEditContent: (document: Document) => void;
}

/**
 * Spec 000 §2: the document viewer modal, with Download (and Edit Content for text the caller may
 * edit). Steward adds where reading the text stands (followed while it is read; Retry for admins
 * when it failed) and "Show text", the text read out of the file in place of the preview.
 */
export function DocumentViewerDialog({
  document: opened,
  onClose,
  onEditContent,
}: DocumentViewerDialogProps) {
  const download = useDownloadDocument();
  const { data: document = opened } = useDocument(opened.id, { initial: opened });
  const [showText, setShowText] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size="xl"
        title={<span className="wrap-anywhere">{document.name}</span>}
        description={`${document.category} · ${formatFileSize(document.sizeBytes)}`}
      >
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <DocumentTextStatus document={document} size="sm" />
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={showText}
            onClick={() => setShowText(!showText)}
          >
            <ScanText aria-hidden="true" />
            Show text
          </Button>
        </div>
        {showText ? <DocumentTextPanel document={document} /> : <DocumentPreview document={document} />}
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {document.can.editContent ? (
            <Button variant="secondary" onClick={() => onEditContent(document)}>
              <FilePenLine aria-hidden="true" />
              Edit Content
            </Button>
          ) : null}
          <Button
            disabled={download.isPending}
            onClick={() =>
              download.mutate(document, {
                onError: (error) => toast.error(`Failed to download document: ${errorMessage(error)}`),
              })
            }
          >
            <Download aria-hidden="true" />
            Download
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
