import { type Document, FILE_NOT_EDITABLE, isTextEditable, TEXT_EDITABLE_EXTENSIONS } from '@steward/domain';
import { FileLock2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDocumentContent } from '../../api/get-document-content';
import { TextEditorForm } from './text-editor-form';

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <div className="text-slate-400 [&_svg]:size-10">{icon}</div>
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <div className="max-w-md text-sm text-slate-600">{children}</div>
    </div>
  );
}

function NotEditable() {
  return (
    <Notice icon={<FileLock2 aria-hidden="true" />} title={FILE_NOT_EDITABLE}>
      Only text files can be edited here ({TEXT_EDITABLE_EXTENSIONS.map((ext) => `.${ext}`).join(', ')}).
    </Notice>
  );
}

function TextEditor({ document, onClose }: { document: Document; onClose: () => void }) {
  const content = useDocumentContent(document.id, true);

  if (content.isPending) return <LoadingState label="Loading document..." />;
  if (content.isError) {
    if (isApiError(content.error) && content.error.status === 400) return <NotEditable />;
    return (
      <Notice icon={<TriangleAlert aria-hidden="true" />} title="Error Loading Document">
        <p>Failed to load document content</p>
        <p className="mt-1 text-xs text-slate-500">{errorMessage(content.error)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void content.refetch()}>
          Try Again
        </Button>
      </Notice>
    );
  }
  return (
    <TextEditorForm
      // A reload brings a newer version: start again from its text.
      key={content.data.version}
      document={document}
      loaded={content.data}
      onReload={() => void content.refetch()}
      reloading={content.isFetching}
      onSaved={onClose}
    />
  );
}

interface TextEditorDialogProps {
  document: Document;
  onClose: () => void;
}

/** Spec 000 §2: the text content editor modal; FILE_NOT_EDITABLE for anything but text. */
export function TextEditorDialog({ document, onClose }: TextEditorDialogProps) {
  const editable = document.can.editContent && isTextEditable(document.name);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size="xl"
        title={<span className="wrap-anywhere">Edit {document.name}</span>}
        description={editable ? 'Saving replaces the file with this text.' : 'This file cannot be edited.'}
      >
        {editable ? <TextEditor document={document} onClose={onClose} /> : <NotEditable />}
      </DialogContent>
    </Dialog>
  );
}
