import { Download, ExternalLink, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDonorPagePath } from '@/lib/giving/use-under-giving';

export interface ShownPreview {
  pdf: Blob;
  /** The donor has no mailing address: the statement could not be posted. */
  noAddress: boolean;
  donorId: string;
  donorName: string;
  /** "2025", or the dates. */
  period: string;
}

/** A blob: address for the PDF while the dialog shows it, released when it closes. */
function usePdfUrl(pdf: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pdf) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(pdf);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [pdf]);
  return url;
}

/** A statement without a mailing address cannot be posted: said before the PDF, with where to add one. */
function NoMailingAddress({ preview }: { preview: ShownPreview }) {
  const donorPath = useDonorPagePath();
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {preview.donorName} has no mailing address: this statement could not be posted.{' '}
        <Link
          to={donorPath(preview.donorId)}
          className="font-medium underline underline-offset-2 hover:text-amber-800"
        >
          Add one on their page
        </Link>
        .
      </span>
    </p>
  );
}

interface StatementPreviewDialogProps {
  preview: ShownPreview | null;
  onClose: () => void;
}

/**
 * The preview in the page rather than a new tab, which a popup blocker would stop (the PDF arrives
 * after an await). Phones without a PDF viewer get the links only.
 */
export function StatementPreviewDialog({ preview, onClose }: StatementPreviewDialogProps) {
  const url = usePdfUrl(preview?.pdf ?? null);
  const canShow = typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;
  const fileName = preview ? `Statement preview ${preview.period} - ${preview.donorName}.pdf` : '';
  return (
    <Dialog open={preview !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {preview ? (
        <DialogContent
          size="xl"
          title="Statement preview"
          description={`${preview.donorName}, ${preview.period}. Made for a look only: it is not kept or sent.`}
        >
          <div className="flex flex-col gap-3">
            {preview.noAddress ? <NoMailingAddress preview={preview} /> : null}
            {url ? (
              <div className="flex flex-col gap-2 sm:flex-row">
                <a href={url} target="_blank" rel="noopener" className={buttonClasses('secondary')}>
                  <ExternalLink aria-hidden="true" />
                  Open in a new tab
                </a>
                <a href={url} download={fileName} className={buttonClasses('secondary')}>
                  <Download aria-hidden="true" />
                  Download PDF
                </a>
              </div>
            ) : null}
            {/* After the links, so Tab reaches them before the PDF viewer, which keeps the keys it gets. */}
            {url && canShow ? (
              <iframe
                src={url}
                title={`Statement preview for ${preview.donorName}`}
                className="h-[70dvh] w-full rounded-lg border border-slate-200 bg-slate-50"
              />
            ) : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
