import { LIMITS, type StatementRecipient } from '@steward/domain';
import { FileText, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Pager } from '@/components/pager';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { CardList, CardListItem, Facts } from '@/components/ui/card-list';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { useWideLayout } from '@/lib/use-media-query';
import { useEmailStatements } from '../api/email-statements';
import { useStatementRecipients } from '../api/get-statement-recipients';
import { donorStatementUrl } from '../api/statement-files';
import { useEmailSetUp } from '../hooks/use-email-set-up';

export const EMAIL_STATE: Record<StatementRecipient['emailState'], { label: string; tone: BadgeTone }> = {
  'not-sent': { label: 'Not sent', tone: 'neutral' },
  // No mail server: a copy waits in the outbox, and nothing was sent.
  outbox: { label: 'In the outbox, not sent', tone: 'warning' },
  queued: { label: 'Queued', tone: 'accent' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  'no-email': { label: 'No email', tone: 'warning' },
};

type EmailOf = Pick<StatementRecipient, 'emailState' | 'emailError'>;

function OneEmailState({ email, who }: { email: EmailOf; who?: string }) {
  const state = EMAIL_STATE[email.emailState];
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <span className="flex flex-wrap items-center gap-1.5">
        {who ? <span className="text-sm wrap-anywhere text-slate-700">{who}:</span> : null}
        <Badge tone={state.tone}>{state.label}</Badge>
      </span>
      {email.emailError ? (
        <span
          className={cn(
            'text-xs wrap-anywhere',
            email.emailState === 'failed' ? 'text-red-700' : 'text-slate-600',
          )}
        >
          {email.emailState === 'failed' ? email.emailError : `Retrying: ${email.emailError}`}
        </span>
      ) : null}
    </div>
  );
}

/** The statement's email, or for a household's joint statement each member's message. */
function EmailState({ recipient }: { recipient: StatementRecipient }) {
  if (recipient.members.length === 0) return <OneEmailState email={recipient} />;
  return (
    <div className="flex flex-col gap-1.5">
      {recipient.members.map((member) => (
        <OneEmailState key={member.donorId} email={member} who={member.name} />
      ))}
    </div>
  );
}

/** Who a statement goes to: a donor and their email, or a household's joint members with theirs. */
function Addressee({ recipient }: { recipient: StatementRecipient }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="line-clamp-2 font-medium wrap-anywhere text-slate-900">{recipient.donorName}</span>
      {recipient.members.length > 0 ? (
        <ul aria-label={`Members of ${recipient.donorName}`} className="flex flex-col text-slate-600">
          {recipient.members.map((member) => (
            <li key={member.donorId} className="wrap-anywhere">
              {member.name} · {member.email ?? 'No email address'}
            </li>
          ))}
        </ul>
      ) : (
        <span className="line-clamp-2 wrap-anywhere text-slate-600">
          {recipient.email ?? 'No email address'}
        </span>
      )}
    </div>
  );
}

interface RowActionsProps {
  runId: string;
  recipient: StatementRecipient;
}

function RowActions({ runId, recipient }: RowActionsProps) {
  const email = useEmailStatements();
  const emailSetUp = useEmailSetUp();
  // Queued is on its way already; without an address there is nowhere to send it; a copy in the
  // outbox goes once a mail server is set up (before, sending again would only copy it again).
  const sendLabel =
    recipient.emailState === 'sent' || recipient.emailState === 'failed'
      ? 'Resend'
      : recipient.emailState === 'not-sent' || (recipient.emailState === 'outbox' && emailSetUp)
        ? 'Send'
        : null;

  function send() {
    email.mutate(
      { runId, donorId: recipient.donorId },
      {
        onSuccess: ({ inOutbox }) =>
          inOutbox > 0
            ? toast.warning(
                `Email is not set up: the statement to ${recipient.donorName} was kept in the outbox, not sent`,
              )
            : toast.success(`Statement queued to email to ${recipient.donorName}`),
        onError: (cause) => toast.error(`Could not email ${recipient.donorName}: ${errorMessage(cause)}`),
      },
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {recipient.ready ? (
        <a
          href={donorStatementUrl(runId, recipient.donorId)}
          target="_blank"
          rel="noopener"
          className={buttonClasses('secondary', 'sm')}
        >
          <FileText aria-hidden="true" />
          View PDF<span className="sr-only"> for {recipient.donorName}</span>
        </a>
      ) : recipient.problem ? (
        <span className="text-sm wrap-anywhere text-red-700">Could not be made: {recipient.problem}</span>
      ) : (
        <span className="text-sm text-slate-500">Not made yet</span>
      )}
      {sendLabel && recipient.ready ? (
        <Button variant="secondary" size="sm" onClick={send} disabled={email.isPending}>
          <Send aria-hidden="true" />
          {email.isPending ? 'Queuing...' : sendLabel}
          <span className="sr-only"> to {recipient.donorName}</span>
        </Button>
      ) : null}
    </div>
  );
}

function RecipientTable({ runId, items }: { runId: string; items: StatementRecipient[] }) {
  return (
    <Table label="Statement recipients">
      <TableHead>
        <tr>
          <TableHeader>Donor</TableHeader>
          <TableHeader>Postal code</TableHeader>
          <TableHeader className="text-right">Total</TableHeader>
          <TableHeader>Email</TableHeader>
          <TableHeader>
            <span className="sr-only">Actions</span>
          </TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {items.map((recipient) => (
          <tr key={recipient.donorId}>
            <TableCell>
              <Addressee recipient={recipient} />
            </TableCell>
            <TableCell>{recipient.postalCode ?? '—'}</TableCell>
            <TableCell className="text-right whitespace-nowrap">
              {formatCurrency(recipient.total)}
              <div className="text-xs text-slate-500">
                {formatNumber(recipient.gifts)} {recipient.gifts === 1 ? 'gift' : 'gifts'}
              </div>
            </TableCell>
            <TableCell className="max-w-64">
              <EmailState recipient={recipient} />
            </TableCell>
            <TableCell>
              <RowActions runId={runId} recipient={recipient} />
            </TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}

function RecipientCards({ runId, items }: { runId: string; items: StatementRecipient[] }) {
  return (
    <CardList label="Statement recipients">
      {items.map((recipient) => (
        <CardListItem key={recipient.donorId}>
          <Addressee recipient={recipient} />
          <Facts
            items={[
              ['Postal code', recipient.postalCode ?? '—'],
              [
                'Total',
                `${formatCurrency(recipient.total)} (${formatNumber(recipient.gifts)} ${recipient.gifts === 1 ? 'gift' : 'gifts'})`,
              ],
              ['Email', <EmailState key="email" recipient={recipient} />],
            ]}
          />
          <RowActions runId={runId} recipient={recipient} />
        </CardListItem>
      ))}
    </CardList>
  );
}

/** A done run's donors a page at a time, in postal-code order, with each one's email and PDF. */
export function StatementRecipients({ runId, id }: { runId: string; id: string }) {
  const wide = useWideLayout();
  const [page, setPage] = useState(1);
  const recipients = useStatementRecipients(runId, {
    page,
    pageSize: LIMITS.list.pageSize,
    noEmail: false,
  });
  const pageCount = recipients.data
    ? Math.max(1, Math.ceil(recipients.data.total / recipients.data.pageSize))
    : 1;

  return (
    <div id={id} className="-mx-4 border-t border-slate-200 sm:-mx-5">
      {recipients.isPending ? (
        <LoadingState label="Loading donors..." />
      ) : recipients.isError ? (
        <ErrorMessage className="m-4">Error loading donors: {errorMessage(recipients.error)}</ErrorMessage>
      ) : recipients.data.items.length === 0 ? (
        <EmptyState>No donors in this run.</EmptyState>
      ) : (
        <>
          {wide ? (
            <RecipientTable runId={runId} items={recipients.data.items} />
          ) : (
            <RecipientCards runId={runId} items={recipients.data.items} />
          )}
          {pageCount > 1 ? (
            <Pager
              label="Recipient pages"
              page={recipients.data.page}
              pageCount={pageCount}
              busy={recipients.isPlaceholderData}
              onPageChange={setPage}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
