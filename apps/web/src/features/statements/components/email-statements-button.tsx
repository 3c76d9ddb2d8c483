import type { StatementEmailResult, StatementRun } from '@steward/domain';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-money';
import { useEmailStatements } from '../api/email-statements';
import { useEmailSetUp } from '../hooks/use-email-set-up';
import { statementsToEmail } from './email-status-text';
import { donorCount } from './statement-text';

/** The question asked before a run's statements are emailed. */
export function emailQuestion(toEmail: number, noEmail: number): string {
  const ask = `Email ${donorCount(toEmail)} their own statement?`;
  if (noEmail === 0) return ask;
  return `${ask} ${donorCount(noEmail)} ${noEmail === 1 ? 'has' : 'have'} no email address on file.`;
}

/** "1 statement", "12 statements". */
function statements(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'statement' : 'statements'}`;
}

/**
 * What became of "Email statements", never more than is true: queued ones are on their way to the
 * mail server; without one they are kept in the outbox and said not sent, with what works instead.
 */
function announceEmailResult({ queued, inOutbox, noEmail, failed }: StatementEmailResult) {
  const without = noEmail > 0 ? `; ${donorCount(noEmail)} without an email address` : '';
  if (inOutbox > 0) {
    toast.warning(`Email is not set up: ${statements(inOutbox)} kept in the outbox, not sent${without}`, {
      description: 'Download the ZIP or print them to give or post them yourself.',
    });
  } else if (queued > 0 || failed === 0) {
    toast.success(`${statements(queued)} queued to email${without}`);
  }
  // Their addresses were taken as they were imported; the list says which and why.
  if (failed > 0) {
    toast.error(
      `${donorCount(failed)} not emailed: ${failed === 1 ? 'the address is' : 'their addresses are'} not valid. Show donors to see who.`,
    );
  }
}

/**
 * "Email statements": each donor not emailed yet (or whose email failed) gets their own statement,
 * after a confirmation that says how many will and how many cannot, and, without a mail server,
 * that they will only be kept in the outbox.
 */
export function EmailStatementsButton({ run }: { run: StatementRun }) {
  const email = useEmailStatements();
  const emailSetUp = useEmailSetUp();
  const [open, setOpen] = useState(false);
  const toEmail = statementsToEmail(run, emailSetUp);

  function send() {
    setOpen(false);
    email.mutate(
      { runId: run.id },
      {
        onSuccess: announceEmailResult,
        onError: (cause) => toast.error(`Could not email the statements: ${errorMessage(cause)}`),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" disabled={toEmail === 0 || email.isPending}>
          <Mail aria-hidden="true" />
          {email.isPending ? 'Queuing emails...' : 'Email statements'}
        </Button>
      </DialogTrigger>
      <DialogContent title="Email statements?" description={emailQuestion(toEmail, run.email.noEmail)}>
        {emailSetUp === false ? (
          <p className="text-sm font-medium text-amber-900">
            Email is not set up on this server: the statements will be kept in the outbox, not sent.
          </p>
        ) : null}
        <p className="text-sm text-slate-600">
          Each donor gets only their own statement, attached to an email from your organization. Donors
          already sent theirs are left out.
        </p>
        {/* Cancel first: the focus starts there, so Enter straight away sends nothing. */}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button onClick={send}>
            <Mail aria-hidden="true" />
            {emailSetUp === false
              ? `Keep ${statements(toEmail)} in the outbox`
              : `Email ${donorCount(toEmail)}`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
