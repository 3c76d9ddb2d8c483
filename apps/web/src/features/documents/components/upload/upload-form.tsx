import { can, DONOR_DATA_CATEGORY } from '@steward/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import { syncDonorDocuments } from '@/features/fundraising/api/sync-donor-documents';
import { documentKeys } from '../../api/query-keys';
import type { UploadDocumentFields } from '../../api/upload-document';
import { type RefusedFile, useUploadQueue } from '../../hooks/use-upload-queue';
import { DocumentInformation } from './document-information';
import { DropZone } from './drop-zone';
import { SelectedFiles } from './selected-files';
import { uploadProblem } from './upload-rules';

const EMPTY_FIELDS: UploadDocumentFields = { category: '', expiryDate: '', tags: '', description: '' };

/** Spec 000 §2 Upload: choose files, describe them once, upload each with its own progress and result. */
/** Merges the Donor Data documents just uploaded and says what happened. */
async function mergeDonorDocuments() {
  try {
    const result = await syncDonorDocuments();
    if (result.processed.length > 0) toast.success(result.message);
    for (const failure of result.failed) {
      toast.error(`Could not add ${failure.name} to the donor database`, { description: failure.error });
    }
  } catch (error) {
    toast.error(`Sync failed: ${error instanceof Error ? error.message : 'Unknown error occurred'}`);
  }
}

export function UploadForm() {
  const queue = useUploadQueue();
  const session = useSession();
  const [fields, setFields] = useState(EMPTY_FIELDS);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const busy = queue.uploading;
  const count = queue.entries.length;

  function handleFiles(files: File[]) {
    setRefused(queue.add(files));
    setProblem(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = uploadProblem(
      queue.entries.map((entry) => entry.file.name),
      fields.category,
    );
    setProblem(found);
    if (found) return;

    const { succeeded, failed, cancelled } = await queue.uploadAll(fields);
    if (succeeded.length > 0) void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    // Spec 001 §4: Donor Data documents go into the donor database as they arrive (admins only:
    // for others the fundraising page merges them on an admin's next visit).
    if (
      succeeded.length > 0 &&
      fields.category === DONOR_DATA_CATEGORY &&
      can(session.data?.role, 'fundraising.view')
    ) {
      void mergeDonorDocuments();
    }
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
    <form className="flex flex-col gap-6" onSubmit={(event) => void handleSubmit(event)} noValidate>
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
              fields={fields}
              onChange={(changes) => {
                setFields((current) => ({ ...current, ...changes }));
                setProblem(null);
              }}
              disabled={busy}
              categoryInvalid={problem === 'Please select a category'}
            />
          </div>
        </SectionCard>
      </div>
      {problem ? <ErrorMessage>{problem}</ErrorMessage> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="secondary">
          <Link to="/documents">Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner className="size-4 text-current" /> : <Upload aria-hidden="true" />}
          {busy ? 'Uploading...' : count > 1 ? `Upload ${count} Documents` : 'Upload Document'}
        </Button>
      </div>
    </form>
  );
}
