import { CardTitle } from '@/components/ui/card';
import { useDashboard } from '../api/get-dashboard';
import { DashboardError } from './dashboard-error';
import { DashboardStats } from './dashboard-stats';
import { DepartmentGrid } from './department-grid';
import { OperationsCenterLink } from './operations-center-link';
import { RecentDocuments } from './recent-documents';
import { UpcomingRenewals } from './upcoming-renewals';

/**
 * Spec 000 §2 Dashboard, below the header: totals, departments, the Operations Center button, recent
 * documents and upcoming renewals. Departments and operations need no data and show at once.
 */
export function DashboardOverview() {
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <div className="flex flex-col gap-6">
      {dashboard.isPending ? (
        <p role="status" className="sr-only">
          Loading...
        </p>
      ) : null}
      {dashboard.isError ? (
        <DashboardError
          error={dashboard.error}
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <DashboardStats totals={data?.totals} />
      )}
      <section aria-labelledby="business-departments" className="flex flex-col gap-3">
        <CardTitle id="business-departments">Business Departments</CardTitle>
        <DepartmentGrid />
      </section>
      <OperationsCenterLink />
      {dashboard.isError ? null : (
        <div className="grid gap-6 lg:grid-cols-2">
          <RecentDocuments documents={data?.recent} />
          <UpcomingRenewals documents={data?.upcoming} />
        </div>
      )}
    </div>
  );
}
