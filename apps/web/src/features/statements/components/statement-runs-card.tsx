import { LIMITS } from '@steward/domain';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useStatementRuns } from '@/lib/giving/statement-runs';
import { StatementRunItem } from './statement-run-item';

/** "Statement runs": the latest runs, newest first. */
export function StatementRunsCard() {
  const runs = useStatementRuns();
  return (
    <SectionCard
      title="Statement runs"
      description={`The latest ${LIMITS.statements.runsListed} runs, newest first. Statements are kept for download and email.`}
    >
      {runs.isPending ? (
        <LoadingState label="Loading statement runs..." />
      ) : runs.isError ? (
        <div className="flex flex-col items-start gap-3 px-4 py-4 sm:px-5">
          <ErrorMessage>Error loading statement runs: {errorMessage(runs.error)}</ErrorMessage>
          <Button variant="secondary" disabled={runs.isFetching} onClick={() => void runs.refetch()}>
            Try again
          </Button>
        </div>
      ) : runs.data.items.length === 0 ? (
        <EmptyState>
          No statements yet. Choose a period and the donors above, then Generate statements.
        </EmptyState>
      ) : (
        <ul aria-label="Statement runs" className="divide-y divide-slate-100">
          {runs.data.items.map((run) => (
            <StatementRunItem key={run.id} run={run} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
