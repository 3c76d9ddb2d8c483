import type { StatementRun } from '@steward/domain';
import { formatNumber } from '@/lib/format-money';

/**
 * How many statements "Email statements" takes: those never emailed and those that failed; with a
 * mail server also those only kept in the outbox before it was set up (without one, emailing them
 * again would only make a second copy there).
 */
export function statementsToEmail(run: StatementRun, emailSetUp: boolean | undefined): number {
  return run.email.notSent + run.email.failed + (emailSetUp ? run.email.inOutbox : 0);
}

/**
 * The run's email counters: "Sent" only counts what the mail server accepted; a statement kept in
 * the outbox is "Not sent", as one never emailed.
 */
export function emailCounters(run: StatementRun): [string, number][] {
  return [
    ['Sent', run.email.sent],
    ['Queued', run.email.queued],
    ['Failed', run.email.failed],
    ['No email', run.email.noEmail],
    ['Not sent', run.email.notSent + run.email.inOutbox],
  ];
}

/** "3 statements are in the outbox, not sent." */
export function inOutboxText(count: number): string {
  return count === 1
    ? '1 statement is in the outbox, not sent.'
    : `${formatNumber(count)} statements are in the outbox, not sent.`;
}

/** Why "Email statements" has nothing to do. */
export function nothingToEmail(run: StatementRun): string {
  if (run.email.queued > 0)
    return 'The emails are queued: each counts as sent once the mail server accepts it.';
  if (run.email.inOutbox > 0) return inOutboxText(run.email.inOutbox);
  if (run.email.sent > 0) return 'Every donor with an email address has been sent their statement.';
  return 'No donor of this run has an email address: print their statements to post them.';
}
