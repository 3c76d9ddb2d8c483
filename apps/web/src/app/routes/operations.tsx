import { PageHeader } from '@/components/page-header';
import { ErrorMessage } from '@/components/ui/alert';
import { CardTitle } from '@/components/ui/card';
import { useOperationsOverview } from '@/features/operations/api/get-operations-overview';
import { AccessManagementNote } from '@/features/operations/components/access-management-note';
import { OperationsGrid } from '@/features/operations/components/operations-grid';
import { OperationsSummary } from '@/features/operations/components/operations-summary';
import { errorMessage } from '@/lib/api-client';

/** "/operations" (spec 000 §2 Operations Center): summary tiles, the nine areas, and the caller's access. */
export function OperationsRoute() {
  const overview = useOperationsOverview();
  return (
    <>
      <PageHeader
        title="Operations Center"
        description="Documents, tools and contacts for every area of your organization's operations."
      />
      <div className="flex flex-col gap-6">
        {overview.isError ? (
          <ErrorMessage>Error loading the operations summary: {errorMessage(overview.error)}</ErrorMessage>
        ) : (
          <OperationsSummary overview={overview.data} />
        )}
        <section aria-labelledby="operations-areas" className="flex flex-col gap-3">
          <CardTitle id="operations-areas">Operations Areas</CardTitle>
          <OperationsGrid />
        </section>
        {overview.isError ? null : <AccessManagementNote accessLevel={overview.data?.accessLevel} />}
      </div>
    </>
  );
}
