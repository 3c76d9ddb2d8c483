import { canAccessFundraising } from '@steward/domain';
import { PageHeader } from '@/components/page-header';
import { UploadForm } from '@/features/documents/components/upload/upload-form';
import { syncUploadedDonorDocuments } from '@/features/fundraising/components/sync-uploaded-donor-documents';
import { useCurrentSession } from '@/lib/session/current-session';

/** "/upload" (spec 000 §2 Upload); Donor Data documents go into the donor database as they arrive. */
export function UploadRoute() {
  const { role } = useCurrentSession();
  return (
    <>
      <PageHeader
        title="Upload Documents"
        description="Add files with a category, an optional expiry date, tags and a description."
      />
      <UploadForm
        onDonorDataUploaded={canAccessFundraising(role) ? () => void syncUploadedDonorDocuments() : undefined}
      />
    </>
  );
}
