import type { Document } from '@steward/domain';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmailDocumentsForm } from './email-documents-form';

interface EmailDocumentsDialogProps {
  documents: Document[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful send (the dialog has closed). */
  onSent?: () => void;
}

/** Spec 000 §2 Email Documents modal, for any list of documents (document list, category panel). */
export function EmailDocumentsDialog({ documents, open, onOpenChange, onSent }: EmailDocumentsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title="Email Documents"
        description="Send links to these documents, or the files themselves, by email."
      >
        <EmailDocumentsForm
          documents={documents}
          onSent={() => {
            onOpenChange(false);
            onSent?.();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

interface EmailDocumentsButtonProps {
  documents: Document[];
  onSent?: () => void;
  label?: string;
}

/** A button that opens the Email Documents modal for `documents` ("Email Selected" by default). */
export function EmailDocumentsButton({
  documents,
  onSent,
  label = 'Email Selected',
}: EmailDocumentsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} disabled={documents.length === 0}>
        <Mail aria-hidden="true" />
        {label}
      </Button>
      <EmailDocumentsDialog documents={documents} open={open} onOpenChange={setOpen} onSent={onSent} />
    </>
  );
}
