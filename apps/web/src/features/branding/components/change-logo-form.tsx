import { LOGO_UPLOAD_FAILED_MESSAGE } from '@steward/domain';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useRemoveLogo } from '../api/remove-logo';
import { useUploadLogo } from '../api/upload-logo';
import { logoFileProblem } from '../logo-rules';
import { useObjectUrl } from './use-object-url';

interface ChangeLogoFormProps {
  hasLogo: boolean;
  onDone: () => void;
}

/**
 * Choose an SVG (checked here with the spec's messages as soon as it is chosen, before anything is
 * sent), preview it, upload. A file picker rather than typed values, so no schema form: the file's
 * problem shows beside the picker at once, as an alert.
 */
export function ChangeLogoForm({ hasLogo, onDone }: ChangeLogoFormProps) {
  const inputId = useId();
  const problemId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const busy = upload.isPending || remove.isPending;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const found = chosen ? logoFileProblem(chosen) : null;
    setProblem(found);
    setFile(found ? null : chosen);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        toast.success('Logo updated');
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error, LOGO_UPLOAD_FAILED_MESSAGE)),
    });
  }

  function handleRemove() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success('Logo removed');
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to remove logo')),
    });
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
      <FormField id={inputId} name="file" label="SVG file" invalid={problem !== null} problemId={problemId}>
        {(control) => (
          <>
            <input
              {...control}
              type="file"
              accept=".svg,image/svg+xml"
              onChange={handleChange}
              disabled={busy}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-700 hover:file:bg-slate-50"
            />
            {problem ? (
              <div id={problemId}>
                <ErrorMessage>{problem}</ErrorMessage>
              </div>
            ) : null}
          </>
        )}
      </FormField>
      {preview ? (
        <figure className="flex flex-col gap-1.5">
          <figcaption className="text-sm font-medium text-slate-900">Preview</figcaption>
          <div className="flex h-14 items-center rounded-lg border border-slate-200 bg-white px-4">
            <img
              src={preview}
              alt="Preview of the new logo"
              className="block h-8 w-auto max-w-48 object-contain"
            />
          </div>
        </figure>
      ) : null}
      <DialogActions
        submitLabel="Upload"
        busyLabel="Uploading..."
        busy={busy}
        submitting={upload.isPending}
        disabled={!file}
        start={
          hasLogo ? (
            <ConfirmDialog
              trigger={
                <Button variant="secondary" disabled={busy}>
                  Remove logo
                </Button>
              }
              title="Remove logo?"
              description="The top bar shows the product name again for everyone in your organization."
              confirmLabel="Remove logo"
              onConfirm={handleRemove}
            />
          ) : undefined
        }
      />
    </form>
  );
}
