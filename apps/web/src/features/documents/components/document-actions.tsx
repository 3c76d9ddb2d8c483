import { type Document, deleteConfirmation } from '@steward/domain';
import { Download, Eye, FilePenLine, type LucideIcon, SlidersHorizontal, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDeleteDocument } from '../api/delete-document';
import { useDownloadDocument } from '../api/download-document';

export interface DocumentActionHandlers {
  onView: (document: Document) => void;
  onEditProperties: (document: Document) => void;
  onEditContent: (document: Document) => void;
  onDeleted: (document: Document) => void;
}

interface ActionButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  icon: LucideIcon;
  label: string;
  documentName: string;
  /** Icon-only in the table; icon and text on cards. */
  compact: boolean;
}

/** One action: its accessible name is "{label} {document name}" in both layouts. */
function ActionButton({ icon: Icon, label, documentName, compact, ...props }: ActionButtonProps) {
  if (compact) {
    return (
      <Button variant="ghost" size="icon-sm" aria-label={`${label} ${documentName}`} title={label} {...props}>
        <Icon aria-hidden="true" />
      </Button>
    );
  }
  return (
    <Button variant="secondary" size="sm" {...props}>
      <Icon aria-hidden="true" />
      {label}
      <span className="sr-only"> {documentName}</span>
    </Button>
  );
}

interface DocumentActionsProps extends DocumentActionHandlers {
  document: Document;
  compact: boolean;
}

/**
 * Spec 000 §2 Documents actions: View, Edit Properties, Edit Content (text files the caller may edit),
 * Download and Delete (after confirming), each as the document's `can` allows.
 */
export function DocumentActions({
  document,
  compact,
  onView,
  onEditProperties,
  onEditContent,
  onDeleted,
}: DocumentActionsProps) {
  const download = useDownloadDocument();
  const remove = useDeleteDocument();
  const name = document.name;
  const shared = { documentName: name, compact };

  function handleDownload() {
    download.mutate(document, {
      onError: (error) => toast.error(`Failed to download document: ${errorMessage(error)}`),
    });
  }

  // The promise, not mutate's callbacks: the refreshed list unmounts this row, and TanStack Query
  // drops a call's callbacks once its component is gone, so the toast would sometimes never show.
  async function handleDelete() {
    try {
      await remove.mutateAsync(document.id);
    } catch (error) {
      toast.error(`Failed to delete document: ${errorMessage(error)}`);
      return;
    }
    toast.success(`Deleted "${name}"`);
    onDeleted(document);
  }

  return (
    <div className={compact ? 'flex items-center justify-end' : 'flex flex-wrap gap-2'}>
      <ActionButton icon={Eye} label="View" onClick={() => onView(document)} {...shared} />
      {document.can.edit ? (
        <ActionButton
          icon={SlidersHorizontal}
          label="Edit Properties"
          onClick={() => onEditProperties(document)}
          {...shared}
        />
      ) : null}
      {document.can.editContent ? (
        <ActionButton
          icon={FilePenLine}
          label="Edit Content"
          onClick={() => onEditContent(document)}
          {...shared}
        />
      ) : compact ? (
        // Keeps the icons of every row in the same columns.
        <span aria-hidden="true" className="size-8" />
      ) : null}
      <ActionButton
        icon={Download}
        label="Download"
        onClick={handleDownload}
        disabled={download.isPending}
        {...shared}
      />
      {document.can.delete ? (
        <ConfirmDialog
          trigger={<ActionButton icon={Trash2} label="Delete" disabled={remove.isPending} {...shared} />}
          title="Delete document?"
          description={deleteConfirmation(name)}
          confirmLabel="Delete"
          onConfirm={handleDelete}
        />
      ) : null}
    </div>
  );
}
