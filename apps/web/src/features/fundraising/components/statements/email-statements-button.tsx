import type { StatementRun } from '@steward/domain';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-money';
import { useEmailStatements } from '../../api/email-statements';
import { donorCount } from './statement-text';

/** The question asked before a run's statements are emailed. */
export function emailQuestion(toEmail: number, noEmail: number): string {
  const ask = `Email ${donorCount(toEmail)} their own statement?`;
  if (noEmail === 0) return ask;
  return `${ask} ${donorCount(noEmail)} ${noEmail === 1 ? 'has' : 'have'} no email address on file.`;
}

/**
 * "Email statements": each donor not emailed yet (or whose email failed) gets their own statement,
 * after a confirmation that says how many will and how many cannot.
 */
export function EmailStatementsButton({ run }: { run: StatementRun }) {
  const email = useEmailStatements();
  const [open, setOpen] = useState(false);
  const toEmail = run.email.notSent + run.email.failed;

  function send() {
    setOpen(false);
    email.mutate(
      { runId: run.id },
      {
        onSuccess: ({ queued, noEmail, failed }) => {
          const without = noEmail > 0 ? `; ${donorCount(noEmail)} without an email address` : '';
          toast.success(
            `${formatNumber(queued)} ${queued === 1 ? 'statement' : 'statements'} queued to email${without}`,
          );
          // Their addresses were taken as they were imported; the list says which and why.
          if (failed > 0) {
            toast.error(
              `${donorCount(failed)} not emailed: ${failed === 1 ? 'the address is' : 'their addresses are'} not valid. Show donors to see who.`,
            );
          }
        },
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
            Email {donorCount(toEmail)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
