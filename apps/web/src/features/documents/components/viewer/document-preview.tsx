import type { Document } from '@steward/domain';
import { useState } from 'react';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentLink } from '../../api/get-document-link';
import { previewKind } from './preview-kind';
import { PreviewProblem } from './preview-problem';
import { TextPreview } from './text-preview';

const DOWNLOAD_INSTEAD = 'Download the file to open it on your device.';

/** Spec 000 §8 Viewer: each kind of preview with its own text when the browser cannot show it. */
function MediaPreview({ document, url }: { document: Document; url: string }) {
  const [failed, setFailed] = useState(false);
  const kind = previewKind(document.contentType, document.name);
  const onError = () => setFailed(true);
  const frame = 'w-full rounded-lg border border-slate-200 bg-slate-50';

  switch (kind) {
    case 'pdf':
      // Phones and some browsers have no built-in PDF viewer: an empty frame would tell nothing.
      if (failed || navigator.pdfViewerEnabled === false) {
        return <PreviewProblem title="PDF could not be displayed">{DOWNLOAD_INSTEAD}</PreviewProblem>;
      }
      return (
        <iframe
          src={url}
          title={`Preview of ${document.name}`}
          className={`${frame} h-[70dvh]`}
          onError={onError}
        />
      );
    case 'image':
      if (failed)
        return <PreviewProblem title="Image could not be displayed">{DOWNLOAD_INSTEAD}</PreviewProblem>;
      return (
        <div className="flex justify-center rounded-lg bg-slate-50 p-2">
          <img
            src={url}
            alt={document.name}
            className="max-h-[70dvh] max-w-full object-contain"
            onError={onError}
          />
        </div>
      );
    case 'video':
      if (failed)
        return <PreviewProblem title="Video could not be displayed">{DOWNLOAD_INSTEAD}</PreviewProblem>;
      // biome-ignore lint/a11y/useMediaCaption: uploaded files come without caption tracks.
      return <video src={url} controls className={`${frame} max-h-[70dvh]`} onError={onError} />;
    case 'audio':
      if (failed)
        return <PreviewProblem title="Audio could not be played">{DOWNLOAD_INSTEAD}</PreviewProblem>;
      // biome-ignore lint/a11y/useMediaCaption: uploaded files come without caption tracks.
      return <audio src={url} controls className="w-full" onError={onError} />;
    case 'text':
      return <TextPreview id={document.id} name={document.name} url={url} />;
    case 'office':
      return (
        <PreviewProblem title="Download required" alert={false}>
          Word and Excel files cannot be shown in the browser. Download the file to open it.
        </PreviewProblem>
      );
    case 'none':
      return (
        <PreviewProblem title="Preview not available" alert={false}>
          {DOWNLOAD_INSTEAD}
        </PreviewProblem>
      );
  }
}

/** Fetches a signed inline link for the document, then previews it by type. */
export function DocumentPreview({ document }: { document: Document }) {
  const link = useDocumentLink(document.id, 'inline');
  if (link.isPending) return <LoadingState label="Loading document..." />;
  if (link.isError) {
    return (
      <PreviewProblem title="Unable to load document">
        <p>There was an issue loading this document. You can try downloading it instead.</p>
        <p className="mt-2 text-xs text-slate-500">Failed to load document: {errorMessage(link.error)}</p>
      </PreviewProblem>
    );
  }
  return <MediaPreview key={link.data.url} document={document} url={link.data.url} />;
}
