import { FUNDRAISING_PATH } from './fundraising-paths';

/** The Giving Statements page: year-end contribution statements. */
export const STATEMENTS_PATH = `${FUNDRAISING_PATH}/statements`;

/** A run's printable list of donors without an email address, to post their statements. */
export function noEmailListPath(runId: string): string {
  return `${STATEMENTS_PATH}/${encodeURIComponent(runId)}/no-email`;
}
