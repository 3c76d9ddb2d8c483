import { Printer, UserX } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { FundraisingGate, FundraisingRestricted } from '@/features/giving/components/fundraising-gate';
import { useAllRecipientsWithoutEmail } from '@/features/statements/api/get-statement-recipients';
import { useStatementRun } from '@/features/statements/api/get-statement-run';
import { NoEmailList } from '@/features/statements/components/no-email-list';
import { runTitle } from '@/features/statements/components/statement-text';
import { errorMessage, isApiError } from '@/lib/api-client';
import { STATEMENTS_PATH } from '@/lib/giving/statement-paths';

/** ".../statements/:runId/no-email": a run's donors without an email address, a sheet to print. */
export function StatementsNoEmailRoute() {
  return (
    <FundraisingGate>
      <NoEmailPage />
    </FundraisingGate>
  );
}

function NoEmailPage() {
  const { runId = '' } = useParams();
  const run = useStatementRun(runId);
  const recipients = useAllRecipientsWithoutEmail(runId);
  const failure = run.error ?? recipients.error;

  if (isApiError(failure) && failure.status === 403) return <FundraisingRestricted />;

  function body() {
    if (run.isPending || recipients.isPending) return <LoadingState label="Loading donors..." />;
    if (run.isError || recipients.isError) {
      return <ErrorMessage>Error loading donors: {errorMessage(failure)}</ErrorMessage>;
    }
    if (recipients.data.length === 0)
      return <EmptyState>Every donor of this run has an email address.</EmptyState>;
    return <NoEmailList recipients={recipients.data} />;
  }

  const ready = recipients.data !== undefined && recipients.data.length > 0;
  return (
    <>
      <BackLink to={STATEMENTS_PATH} className="print:hidden">
        Back to Giving Statements
      </BackLink>
      <PageHeader
        title="Donors without email"
        description={
          run.data
            ? `${runTitle(run.data)}: to post, in postal-code order as "Print all (PDF)" prints them.`
            : 'Statements to post, in postal-code order.'
        }
        icon={<UserX aria-hidden="true" />}
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
