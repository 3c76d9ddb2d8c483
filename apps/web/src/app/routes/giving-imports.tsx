import { History } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { useDonorImportHistory } from '@/features/donor-imports/api/get-donor-import-history';
import { ImportHistoryList } from '@/features/donor-imports/components/imports/import-history-list';
import { FundraisingGate, FundraisingRestricted } from '@/features/giving/components/fundraising-gate';
import { isApiError } from '@/lib/api-client';

/** "/giving/imports": every donor file merged, each opening its record. Admins only (spec 001 §6). */
export function GivingImportsRoute() {
  return (
    <FundraisingGate>
      <ImportsPage />
    </FundraisingGate>
  );
}

function ImportsPage() {
  const history = useDonorImportHistory();
  // The server has the last word (a role changed since the session was read).
  if (isApiError(history.error) && history.error.status === 403) return <FundraisingRestricted />;
  return (
    <>
      <PageHeader
        title="Imports"
        description="The giving files merged into your donor database: what each added and left out, and its undo."
        icon={<History aria-hidden="true" />}
      />
      <ImportHistoryList />
    </>
  );
}
