import { canAccessDocumentCategory, canAccessFundraising, UPLOAD_CATEGORIES } from '@steward/domain';
import { PageHeader } from '@/components/page-header';
import { UploadSuggestions } from '@/features/documents/components/suggestions/upload-suggestions';
import { UploadForm } from '@/features/documents/components/upload/upload-form';
import { syncUploadedDonorDocuments } from '@/features/donor-imports/components/sync-uploaded-donor-documents';
import { useCurrentSession } from '@/lib/session/current-session';

/**
 * "/upload" (spec 000 §2 Upload); Donor Data documents go into the donor database as they arrive,
 * and only members with fundraising access are offered that category (the server refuses it to
 * anyone else). What the text of the documents uploaded suggests shows here while the page stays open.
 */
export function UploadRoute() {
  const { role } = useCurrentSession();
  return (
    <>
      <PageHeader
        title="Upload Documents"
        description="Add files with a category, an optional expiry date, tags and a description."
      />
      <UploadSuggestions />
      <UploadForm
        categories={UPLOAD_CATEGORIES.filter((category) => canAccessDocumentCategory(role, category))}
        onDonorDataUploaded={canAccessFundraising(role) ? () => void syncUploadedDonorDocuments() : undefined}
      />
    </>
  );
}
