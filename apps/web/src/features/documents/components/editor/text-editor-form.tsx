import { type Document, type DocumentContent, saveDocumentContentRequestSchema } from '@steward/domain';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveDocumentContent } from '../../api/save-document-content';

/** The editor's one field, with the API's rule for it (5 MB at most). */
const contentSchema = saveDocumentContentRequestSchema.pick({ content: true });

interface TextEditorFormProps {
  document: Document;
  loaded: DocumentContent;
  /** Reads the latest version again (after someone else saved). */
  onReload: () => void;
  reloading: boolean;
  onSaved: () => void;
}

/**
 * The text in a monospace field; Save sends the version it was loaded from. A save refused because
 * someone else saved first shows their message (the form's `error`) with a Reload button.
 */
export function TextEditorForm({ document, loaded, onReload, reloading, onSaved }: TextEditorFormProps) {
  const save = useSaveDocumentContent();
  const busy = save.isPending;
  const {
    values,
    errors,
    error: conflict,
    change,
    setError,
    handleSubmit,
  } = useSchemaForm(
    contentSchema,
    { content: loaded.content },
    {
      busy,
      onSave: ({ content }) =>
        save.mutate(
          { id: document.id, content, version: loaded.version },
          {
            onSuccess: () => {
              toast.success(`Saved "${document.name}"`);
              onSaved();
            },
            onError: (error) => {
              if (isApiError(error) && error.status === 409) setError(errorMessage(error));
              else toast.error(`Failed to save document: ${errorMessage(error)}`);
            },
          },
        ),
    },
  );
  const id = useId();

  return (
    <form className="flex flex-col gap-3" onSubmit={handleSubmit}>
      <FormField
        id={id}
        name="content"
        label={`Content of ${document.name}`}
        hideLabel
        error={errors.content}
      >
        {(control) => (
          <Textarea
            {...control}
            value={values.content}
            onChange={(event) => change('content', event.target.value)}
            disabled={busy}
            spellCheck={false}
            rows={16}
            className="min-h-[50dvh] resize-y font-mono text-xs leading-relaxed"
          />
        )}
      </FormField>
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
      <DialogActions
        submitLabel="Save"
        busy={busy}
        disabled={values.content === loaded.content || conflict !== null}
      />
    </form>
  );
}
