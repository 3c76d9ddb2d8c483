import type { Document } from '@steward/domain';
import { lazy, Suspense } from 'react';
import { EditDocumentDialog } from './edit-document-dialog';

// The viewer and the editor load on first use, keeping them out of the list's chunk.
const DocumentViewerDialog = lazy(() =>
  import('./viewer/document-viewer-dialog').then((m) => ({ default: m.DocumentViewerDialog })),
);
const TextEditorDialog = lazy(() =>
  import('./editor/text-editor-dialog').then((m) => ({ default: m.TextEditorDialog })),
);

export type OpenDialog = { kind: 'view' | 'edit' | 'content'; document: Document } | null;

interface DocumentDialogsProps {
  open: OpenDialog;
  onChange: (next: OpenDialog) => void;
}

/** The one document dialog open at a time: viewer, Edit Document or the text editor. */
export function DocumentDialogs({ open, onChange }: DocumentDialogsProps) {
  if (!open) return null;
  const close = () => onChange(null);
  const { kind, document } = open;
  return (
    <Suspense fallback={null}>
      {kind === 'view' ? (
        <DocumentViewerDialog
          document={document}
          onClose={close}
          onEditContent={(next) => onChange({ kind: 'content', document: next })}
        />
      ) : kind === 'edit' ? (
        <EditDocumentDialog document={document} onClose={close} />
      ) : (
        <TextEditorDialog document={document} onClose={close} />
      )}
    </Suspense>
  );
}
