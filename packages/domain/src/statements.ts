import { MONTH_NAMES } from './donors/dates';
import { centsToDollars, formatDollars } from './money';

/**
 * Year-end contribution statements. IRS Publication 1771 asks, for any single gift of $250 or
 * more, for a written acknowledgement stating the organisation's name, the amount, and whether
 * goods or services were given in exchange (for a church: "intangible religious benefits" only).
 */

/** A single gift of at least this many cents needs the written acknowledgement (Publication 1771). */
export const ACKNOWLEDGED_GIFT_CENTS = 250_00;

/** The statement message until an admin writes their own; {organization} and {period} are filled in. */
export const DEFAULT_STATEMENT_MESSAGE = [
  'Thank you for your generous support of {organization}. This statement lists the contributions we received from you between {period}.',
  'No goods or services were provided in exchange for these contributions other than intangible religious benefits.',
  'Please keep this statement for your tax records.',
].join('\n\n');

/**
 * A pledge statement's letter until an admin writes their own (Giving -> Campaigns -> Pledge
 * statements); {organization}, {campaign} and {asOf} are filled in.
 */
export const DEFAULT_PLEDGE_LETTER = [
  'Thank you for your pledge to {campaign}. This statement shows what you promised, what {organization} received from you towards it up to {asOf}, and what remains.',
  'Every gift brings the campaign closer to its goal. If anything here is not as you remember it, please let us know.',
  'No goods or services were provided in exchange for these contributions other than intangible religious benefits.',
].join('\n\n');

/** A pledge letter with the organisation's name, the campaign's and the day written in. */
export function pledgeLetter(
  template: string,
  values: { organization: string; campaign: string; asOf: string },
): string {
  return template
    .replaceAll('{organization}', values.organization)
    .replaceAll('{campaign}', values.campaign)
    .replaceAll('{asOf}', values.asOf);
}

/** Why a pledge statement run cannot be as of a day: nothing was pledged before the campaign began. */
export function asOfBeforeCampaign(campaignStart: string): string {
  return `The date must be on or after the campaign's start (${longDate(campaignStart)}).`;
}

/** What a pledge statement says of its campaign, as it stood on the day the statement is as of. */
export function campaignProgressSentence(
  campaign: {
    name: string;
    goalCents: number | null;
    givenCents: number;
    pledgedCents: number;
    pledgers: number;
  },
  asOf: string,
): string {
  const money = (cents: number) => formatDollars(centsToDollars(cents));
  const received =
    campaign.goalCents === null
      ? `has received ${money(campaign.givenCents)}`
      : `has received ${money(campaign.givenCents)} towards its goal of ${money(campaign.goalCents)} (${((campaign.givenCents / campaign.goalCents) * 100).toFixed(1)}%)`;
  const pledgers = campaign.pledgers === 1 ? 'one pledge' : `${campaign.pledgers} pledges`;
  return `As of ${longDate(asOf)}, ${campaign.name} ${received}, and ${money(campaign.pledgedCents)} has been promised in ${pledgers}.`;
}

/** The message with the organisation's name and the period written in. */
export function statementMessage(template: string, values: { organization: string; period: string }): string {
  return template.replaceAll('{organization}', values.organization).replaceAll('{period}', values.period);
}

/** A calendar date's parts, read from the text: never through Date and a time zone. */
function dateParts(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: MONTH_NAMES[month - 1] ?? '', date };
}

/** "January 5, 2025" from "2025-01-05". */
export function longDate(day: string): string {
  const { year, month, date } = dateParts(day);
  return `${month} ${date}, ${year}`;
}

/** "Jan 5, 2025" from "2025-01-05", as a statement's gift list shows it. */
export function shortDate(day: string): string {
  const { year, month, date } = dateParts(day);
  return `${month.slice(0, 3)} ${date}, ${year}`;
}

/** "January 1, 2025 and December 31, 2025" for the message; the screens show "... – ...". */
export function periodText(start: string, end: string, joiner = ' – '): string {
  return `${longDate(start)}${joiner}${longDate(end)}`;
}

/** A calendar year as a period. */
export function yearPeriod(year: number): { start: string; end: string } {
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}
