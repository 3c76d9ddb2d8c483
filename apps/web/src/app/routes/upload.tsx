import { PageHeader } from '@/components/page-header';
import { UploadForm } from '@/features/documents/components/upload/upload-form';

/** "/upload" (spec 000 §2 Upload). */
export function UploadRoute() {
  return (
    <>
      <PageHeader
        title="Upload Documents"
        description="Add files with a category, an optional expiry date, tags and a description."
      />
      <UploadForm />
    </>
  );
}
