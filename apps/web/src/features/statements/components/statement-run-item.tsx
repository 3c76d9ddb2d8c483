import type { StatementRun } from '@steward/domain';
import { ChevronDown, Download, Printer, UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-money';
import { noEmailListPath } from '@/lib/giving/statement-paths';
import { useStatementRunProgress } from '../api/get-statement-run';
import { combinedStatementsUrl, statementZipUrl } from '../api/statement-files';
import { useEmailSetUp } from '../hooks/use-email-set-up';
import { DeleteRunButton } from './delete-run-button';
import { EmailNotSetUp } from './email-not-set-up';
import { EmailStatementsButton } from './email-statements-button';
import { emailCounters, inOutboxText, nothingToEmail, statementsToEmail } from './email-status-text';
import { RunProgress } from './run-progress';
import { RunSettingsUsed } from './run-settings-used';
import { StatementRecipients } from './statement-recipients';
import { RUN_STATUS, runDonorsLabel, runStatementCount, runSubject, runTitle } from './statement-text';

function EmailCounts({ run }: { run: StatementRun }) {
  return (
    <dl aria-label="Emails" className="grid grid-cols-3 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
      {emailCounters(run).map(([label, count]) => (
        <div key={label} className="flex min-w-0 flex-col">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className={label === 'Failed' && count > 0 ? 'font-semibold text-red-700' : 'text-slate-900'}>
            {formatNumber(count)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "1 statement could not be made." */
function notMade(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'statement' : 'statements'} could not be made.`;
}

function DoneRun({ run }: { run: StatementRun }) {
  const [showDonors, setShowDonors] = useState(false);
  const donorsId = useId();
  const subject = runSubject(run);
  const emailSetUp = useEmailSetUp();
  return (
    <div className="flex flex-col gap-4">
      {emailSetUp === false ? <EmailNotSetUp run={run} /> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a href={statementZipUrl(run.id)} download className={buttonClasses('secondary')}>
          <Download aria-hidden="true" />
          Download ZIP
        </a>
        {run.printable ? (
          <a
            href={combinedStatementsUrl(run.id)}
            target="_blank"
            rel="noopener"
            className={buttonClasses('secondary')}
          >
            <Printer aria-hidden="true" />
            Print all (PDF)
          </a>
        ) : null}
        <EmailStatementsButton run={run} />
      </div>
      {run.statementsFailed > 0 ? (
        <ErrorMessage>{notMade(run.statementsFailed)} Show donors to see whose, and why.</ErrorMessage>
      ) : null}
      {run.printError ? <ErrorMessage>{run.printError}</ErrorMessage> : null}
      <EmailCounts run={run} />
      {statementsToEmail(run, emailSetUp) === 0 ? (
        <p className="text-sm text-slate-600">{nothingToEmail(run)}</p>
      ) : run.email.inOutbox > 0 ? (
        <p className="text-sm text-slate-600">{inOutboxText(run.email.inOutbox)}</p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="ghost"
          className="justify-start"
          aria-expanded={showDonors}
          aria-controls={donorsId}
          onClick={() => setShowDonors((shown) => !shown)}
        >
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform', showDonors && 'rotate-180')}
          />
          {showDonors ? 'Hide donors' : `Show donors (${formatNumber(run.donorCount)})`}
          <span className="sr-only"> of {subject}</span>
        </Button>
        {run.email.noEmail > 0 ? (
          <Link to={noEmailListPath(run.id)} className={cn(buttonClasses('ghost'), 'justify-start')}>
            <UserX aria-hidden="true" />
            Donors without email ({formatNumber(run.email.noEmail)})
            <span className="sr-only">: a list to print, for {subject}</span>
          </Link>
        ) : null}
      </div>
      {showDonors ? <StatementRecipients runId={run.id} id={donorsId} /> : null}
    </div>
  );
}

/** One run: what it covers, who made it and when, and by its status the progress, the error or the results. */
export function StatementRunItem({ run }: { run: StatementRun }) {
  // Asks about the run while it is being made (or its emails leave) and updates the list.
  useStatementRunProgress(run);
  const status = RUN_STATUS[run.status];
  const active = run.status === 'queued' || run.status === 'generating';
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 className="font-semibold wrap-anywhere text-slate-900">{runTitle(run)}</h3>
          <p className="text-sm text-slate-700">
            {runDonorsLabel(run)} · {runStatementCount(run)}
          </p>
          <RunSettingsUsed settings={run.settings} letter={run.pledges?.letter ?? null} />
          <p className="text-xs wrap-anywhere text-slate-500">
            {run.createdBy ? `By ${run.createdBy}, ` : ''}
            {formatDateTime(run.createdAt)}
          </p>
        </div>
        {/* Polite: a run finishing (or failing) is read out without moving the focus. */}
        <span aria-live="polite">
          <Badge tone={status.tone}>{status.label}</Badge>
        </span>
      </div>
      {active ? <RunProgress run={run} /> : null}
      {run.status === 'failed' ? (
        <ErrorMessage>The statements could not be made: {run.error ?? 'an unknown error'}</ErrorMessage>
      ) : null}
      {run.status === 'done' ? <DoneRun run={run} /> : null}
      {run.can.delete ? (
        <div>
          <DeleteRunButton run={run} />
        </div>
      ) : null}
    </li>
  );
}
