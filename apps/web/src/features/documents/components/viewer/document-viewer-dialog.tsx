import { type Document, formatFileSize } from '@steward/domain';
import { Download, FilePenLine } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useDownloadDocument } from '../../api/download-document';
import { DocumentPreview } from './document-preview';

interface DocumentViewerDialogProps {
  document: Document;
  onClose: () => void;
  onEditContent: (document: Document) => void;
}

/** Spec 000 §2: the document viewer modal, with Download (and Edit Content for text the caller may edit). */
export function DocumentViewerDialog({ document, onClose, onEditContent }: DocumentViewerDialogProps) {
  const download = useDownloadDocument();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size="xl"
        title={<span className="wrap-anywhere">{document.name}</span>}
        description={`${document.category} · ${formatFileSize(document.sizeBytes)}`}
      >
        <DocumentPreview document={document} />
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
