import { DONOR_DATA_CATEGORY, type DocumentCategory } from '@steward/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { useSchemaForm } from '@/lib/use-schema-form';
import { documentKeys } from '../../api/query-keys';
import type { UploadDocumentFields } from '../../api/upload-document';
import { type RefusedFile, useUploadQueue } from '../../hooks/use-upload-queue';
import { watchUploads } from '../../hooks/use-watched-uploads';
import { DocumentInformation } from './document-information';
import { DropZone } from './drop-zone';
import { SelectedFiles } from './selected-files';
import { uploadFieldsCheck } from './upload-rules';

const EMPTY_FIELDS: UploadDocumentFields = { category: '', expiryDate: '', tags: '', description: '' };

interface UploadFormProps {
  /** The categories the member may file under (Donor Data only with fundraising access). */
  categories: readonly DocumentCategory[];
  /**
   * Called once Donor Data documents were uploaded, to merge them into the donor database (spec 001
   * §4); absent for those who may not open the donor data.
   */
  onDonorDataUploaded?: () => void;
}

/**
 * Spec 000 §2 Upload: choose files, describe them once, upload each with its own progress and result.
 * The files and the Document Information are checked in the spec's order before anything is sent
 * (uploadFieldsCheck); the one problem shows above the buttons until the files or a field change.
 */
export function UploadForm({ categories, onDonorDataUploaded }: UploadFormProps) {
  const queue = useUploadQueue();
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const busy = queue.uploading;
  const count = queue.entries.length;
  const {
    values: fields,
    errors,
    error: problem,
    change,
    setError,
    handleSubmit,
  } = useSchemaForm(uploadFieldsCheck(queue.entries.map((entry) => entry.file.name)), EMPTY_FIELDS, {
    busy,
    report: 'form',
    onSave: (checked) => void uploadAll(checked),
  });

  function handleFiles(files: File[]) {
    setRefused(queue.add(files));
    setError(null);
  }

  async function uploadAll(fields: UploadDocumentFields) {
    const { succeeded, documents, failed, cancelled } = await queue.uploadAll(fields);
    if (succeeded.length > 0) void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    // Once their text is read, what it suggests is offered (not for Donor Data: it feeds the donor
    // database, whatever its text says).
    if (fields.category !== DONOR_DATA_CATEGORY) watchUploads(documents);
    // Spec 001 §4: Donor Data documents go into the donor database as they arrive (admins only:
    // for others the fundraising page merges them on an admin's next visit).
    if (succeeded.length > 0 && fields.category === DONOR_DATA_CATEGORY) onDonorDataUploaded?.();
    // Left the page (Cancel, a link): nothing more to say here.
    if (cancelled) return;
    for (const entry of failed) {
      toast.error(`Upload failed: ${entry.error}`, { description: entry.file.name });
    }
    if (failed.length === 0) {
      toast.success(`Successfully uploaded ${succeeded.length} document(s)!`);
      navigate('/documents');
    } else if (succeeded.length > 0) {
      toast.info(
        `Uploaded ${succeeded.length} of ${succeeded.length + failed.length} documents. The ones that failed are still listed: try them again or remove them.`,
      );
    }
  }

  return (
    <form className="flex flex-col gap-6" onSubmit={handleSubmit} noValidate>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <SectionCard title="Select Files" description="Choose one or more files to upload.">
          <div className="flex flex-col gap-4 p-4 sm:p-5">
            <DropZone onFiles={handleFiles} disabled={busy} hintId={`${ids}-hint`} />
            {refused.length > 0 ? (
              <ErrorMessage>
                <span className="block">
                  {refused.length === 1 ? 'This file was not added:' : 'These files were not added:'}
                </span>
                <ul className="mt-1 list-disc pl-5">
                  {refused.map((file) => (
                    <li key={file.name} className="wrap-anywhere">
                      {file.name}: {file.reason}
                    </li>
                  ))}
                </ul>
              </ErrorMessage>
            ) : null}
            <SelectedFiles entries={queue.entries} onRemove={queue.remove} locked={busy} />
          </div>
        </SectionCard>
        <SectionCard
          title="Document Information"
          description="These details apply to every file in this upload."
        >
          <div className="p-4 sm:p-5">
            <DocumentInformation
              categories={categories}
              fields={fields}
              onChange={change}
              disabled={busy}
              categoryInvalid={errors.category !== undefined}
            />
          </div>
        </SectionCard>
      </div>
      {problem ? <ErrorMessage>{problem}</ErrorMessage> : null}
      <DialogActions
        submitLabel={count > 1 ? `Upload ${count} Documents` : 'Upload Document'}
        busyLabel="Uploading..."
        submitIcon={<Upload aria-hidden="true" />}
        busy={busy}
        cancel={{ to: '/documents' }}
      />
    </form>
  );
}
