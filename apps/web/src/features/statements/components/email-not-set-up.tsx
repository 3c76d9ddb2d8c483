import type { StatementRun } from '@steward/domain';
import { MailX } from 'lucide-react';
import { Link } from 'react-router';
import { combinedStatementsUrl, statementZipUrl } from '../api/statement-files';

/** Where admins read the emails Steward keeps (the outbox page). */
const OUTBOX_PATH = '/outbox';

const linkClasses = 'font-medium text-amber-950 underline underline-offset-2 hover:text-amber-800';

/**
 * Said before anything is pressed, on a done run of a server without a mail server: no statement
 * can be emailed, and what works instead (the ZIP, the combined PDF to print, the outbox).
 */
export function EmailNotSetUp({ run }: { run: StatementRun }) {
  return (
    <div
      role="note"
      aria-label="Email is not set up"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <MailX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">Email is not set up</strong> on this server, so no statement is sent
        by email.{' '}
        <a href={statementZipUrl(run.id)} download className={linkClasses}>
          Download the ZIP
        </a>
        {run.printable ? (
          <>
            {' '}
            or{' '}
            <a href={combinedStatementsUrl(run.id)} target="_blank" rel="noopener" className={linkClasses}>
              print them all
            </a>
          </>
        ) : null}{' '}
        to give or post them yourself. Statements you email are kept in the{' '}
        <Link to={OUTBOX_PATH} className={linkClasses}>
          outbox
        </Link>
        , not sent.
      </p>
    </div>
  );
}
