import { FileChartColumn, Printer } from 'lucide-react';
import { useState } from 'react';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { FundraisingGate, FundraisingRestricted } from '@/features/giving/components/fundraising-gate';
import { FundraisingReport } from '@/features/insights/components/report/fundraising-report';
import { errorMessage, isApiError } from '@/lib/api-client';
import { FUNDRAISING_PATH } from '@/lib/giving/fundraising-paths';
import { useDonorAnalysis } from '@/lib/giving/get-donor-analysis';
import { useCurrentSession } from '@/lib/session/current-session';

/** "/department/fundraising-donor-management/report": the printable donor report, admins only (spec 001 §2, §6). */
export function FundraisingReportRoute() {
  return (
    <FundraisingGate>
      <FundraisingReportPage />
    </FundraisingGate>
  );
}

function FundraisingReportPage() {
  const { organization } = useCurrentSession();
  const analysis = useDonorAnalysis();
  const [preparedAt] = useState(() => new Date());

  // The server has the last word (a role changed since the session was read).
  if (isApiError(analysis.error) && analysis.error.status === 403) return <FundraisingRestricted />;

  const data = analysis.data;
  const ready = data !== undefined && data.totalDonors > 0;

  function body() {
    if (analysis.isPending) return <LoadingState label="Loading the report..." />;
    if (analysis.isError) {
      return (
        <div className="flex flex-col items-start gap-3">
          <ErrorMessage>Error loading donor analytics: {errorMessage(analysis.error)}</ErrorMessage>
          <Button variant="secondary" disabled={analysis.isFetching} onClick={() => void analysis.refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (!ready) {
      return (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
          <p className="font-semibold text-slate-900">No donor data yet</p>
          <p className="max-w-md text-sm text-slate-600">
            Upload a CSV file of donations on the fundraising page; the report then shows its figures.
          </p>
        </div>
      );
    }
    return (
      <FundraisingReport
        analysis={data}
        organizationName={organization?.name ?? ''}
        preparedAt={preparedAt}
      />
    );
  }

  return (
    <>
      <BackLink to={FUNDRAISING_PATH} className="print:hidden">
        Back to Fundraising
      </BackLink>
      <PageHeader
        title="Fundraising Report"
        description="Giving, retention and forecasts from your donor database."
        icon={<FileChartColumn aria-hidden="true" />}
        actions={
          ready ? (
            <Button className="print:hidden" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          ) : null
        }
      />
      {body()}
    </>
  );
}
