import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { DocumentList } from '@/features/documents/components/document-list';
import { UploadSuggestions } from '@/features/documents/components/suggestions/upload-suggestions';
import { EmailDocumentsButton } from '@/features/email/components/email-documents-dialog';

/**
 * "/documents" (spec 000 §2 Documents); the checked documents can be emailed. Above the list, what
 * the text of documents just uploaded suggests.
 */
export function DocumentsRoute() {
  return (
    <>
      <PageHeader
        title="Documents"
        description="Search, filter and manage your organization's documents."
        actions={
          <Button asChild>
            <Link to="/upload">
              <Upload aria-hidden="true" />
              Upload Documents
            </Link>
          </Button>
        }
      />
      <UploadSuggestions />
      <DocumentList
        selectionActions={(selected, clear) => <EmailDocumentsButton documents={selected} onSent={clear} />}
      />
    </>
  );
}
