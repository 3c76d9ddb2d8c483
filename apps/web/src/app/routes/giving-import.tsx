import type { DonorImportUndone } from '@steward/domain';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { ErrorMessage } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/spinner';
import { useDonorImportRecord } from '@/features/donor-imports/api/get-donor-import-record';
import { ImportRecord } from '@/features/donor-imports/components/imports/import-record';
import { FundraisingGate, FundraisingRestricted } from '@/features/giving/components/fundraising-gate';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { GIVING_IMPORTS_PATH } from '@/lib/giving/fundraising-paths';

/** "/giving/imports/{importId}": one merge's record, with "Undo this import". Admins only (spec 001 §6). */
export function GivingImportRoute() {
  return (
    <FundraisingGate>
      <ImportPage />
    </FundraisingGate>
  );
}

function ImportPage() {
  const { importId = '' } = useParams();
  const record = useDonorImportRecord(importId);
  const [undone, setUndone] = useState<DonorImportUndone | null>(null);

  if (isApiError(record.error) && record.error.status === 403) return <FundraisingRestricted />;

  function body() {
    if (record.isPending) return <LoadingState label="Loading the import..." />;
    if (record.isError) {
      // 404: older than the history keeps, cleared, or an address that names no import.
      if (isApiError(record.error) && (record.error.status === 404 || record.error.status === 400)) {
        return (
          <>
            <PageHeader title="Import not found" />
            <p className="text-sm text-slate-600">
              This import is not in the history. The history keeps the last 50 imports, and Clear All Data
              removes it.
            </p>
          </>
        );
      }
      return <ErrorMessage>Error loading the import: {errorMessage(record.error)}</ErrorMessage>;
    }
    const data = record.data;
    return (
      <>
        <PageHeader
          title={data.fileName}
          description={`Merged on ${formatDateTime(data.date)}${data.mergedBy ? ` by ${data.mergedBy}` : ''}`}
          icon={<FileSpreadsheet aria-hidden="true" />}
        />
        <ImportRecord record={data} undone={undone} onUndone={setUndone} />
      </>
    );
  }

  return (
    <>
      <BackLink to={GIVING_IMPORTS_PATH}>Back to Imports</BackLink>
      {body()}
    </>
  );
}
