import type { Document, DocumentContent } from '@steward/domain';
import { RotateCcw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSaveDocumentContent } from '../../api/save-document-content';

interface TextEditorFormProps {
  document: Document;
  loaded: DocumentContent;
  /** Reads the latest version again (after someone else saved). */
  onReload: () => void;
  reloading: boolean;
  onSaved: () => void;
}

/** The text in a monospace field; Save sends the version it was loaded from. */
export function TextEditorForm({ document, loaded, onReload, reloading, onSaved }: TextEditorFormProps) {
  const [text, setText] = useState(loaded.content);
  const [conflict, setConflict] = useState<string | null>(null);
  const save = useSaveDocumentContent();
  const busy = save.isPending;
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setConflict(null);
    save.mutate(
      { id: document.id, content: text, version: loaded.version },
      {
        onSuccess: () => {
          toast.success(`Saved "${document.name}"`);
          onSaved();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) setConflict(errorMessage(error));
          else toast.error(`Failed to save document: ${errorMessage(error)}`);
        },
      },
    );
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={handleSubmit}>
      <label htmlFor={id} className="sr-only">
        Content of {document.name}
      </label>
      <Textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={busy}
        spellCheck={false}
        rows={16}
        className="min-h-[50dvh] resize-y font-mono text-xs leading-relaxed"
      />
      {conflict ? (
        <ErrorMessage>
          <span className="block">{conflict}</span>
          <span className="block">Reload to see the latest version. Your changes here will be replaced.</span>
          <Button variant="secondary" size="sm" className="mt-2" disabled={reloading} onClick={onReload}>
            <RotateCcw aria-hidden="true" />
            {reloading ? 'Reloading...' : 'Reload'}
          </Button>
        </ErrorMessage>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy || text === loaded.content || conflict !== null}>
          {busy ? <Spinner className="size-4 text-current" /> : null}
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
