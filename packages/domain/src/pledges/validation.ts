/**
 * What a campaign or a pledge may not be saved with, each problem naming its field and worded for
 * the person typing, so that the form and the server, asking the same rules, never disagree.
 */
import { isCalendarDay } from '../api/fields';
import { centsToDollars, formatDollars } from '../money';
import { PLEDGE_LIMITS } from './limits';
import { exceedsInstalmentLimit, PLEDGE_FREQUENCY_LABELS, type PledgeFrequency } from './schedule';

export interface CampaignProblem {
  field: 'name' | 'funds' | 'startDate' | 'endDate' | 'goal' | 'description';
  message: string;
}

export interface PledgeProblem {
  field: 'amount' | 'startDate' | 'endDate' | 'frequency';
  message: string;
}

const L = PLEDGE_LIMITS;

/** A campaign with pledges is closed, never deleted: the form and the server say so alike. */
export const CAMPAIGN_HAS_PLEDGES = 'This campaign has pledges: close it instead of deleting it.';

const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD day as a sentence words it: "January 1, 2026". */
function longDay(day: string): string {
  return LONG_DAY.format(new Date(`${day}T00:00:00Z`));
}

/** An amount in cents is more than $0 and whole. */
const isPositiveCents = (cents: number) => Number.isInteger(cents) && cents > 0;

/**
 * The problems of a period's dates: each a real calendar day (not 30 February), the end on or
 * after the start. Only real dates are compared.
 */
function periodProblems(startDate: string, endDate: string) {
  const problems: { field: 'startDate' | 'endDate'; message: string }[] = [];
  const validStart = isCalendarDay(startDate);
  const validEnd = isCalendarDay(endDate);
  if (!validStart) problems.push({ field: 'startDate', message: 'Enter a valid start date.' });
  if (!validEnd) problems.push({ field: 'endDate', message: 'Enter a valid end date.' });
  if (validStart && validEnd && endDate < startDate) {
    problems.push({ field: 'endDate', message: 'The end date must be on or after the start date.' });
  }
  return { problems, valid: validStart && validEnd && endDate >= startDate };
}

/**
 * Why a campaign cannot be saved, in the form's order; none when it can. A name and at least one
 * fund (the same fund listed twice counts once), a period, and optionally a goal above $0 and a
 * description. Lengths count after trimming, as the name and description are saved.
 */
export function campaignProblems(input: {
  name: string;
  fundIds: readonly string[];
  startDate: string;
  endDate: string;
  goalCents: number | null;
  description: string | null;
}): CampaignProblem[] {
  const problems: CampaignProblem[] = [];
  const name = input.name.trim();
  if (name === '') problems.push({ field: 'name', message: 'Enter a campaign name.' });
  else if (name.length > L.name) {
    problems.push({ field: 'name', message: `Campaign name must be ${L.name} characters or less.` });
  }
  const funds = new Set(input.fundIds).size;
  if (funds === 0) problems.push({ field: 'funds', message: 'Choose at least one fund.' });
  else if (funds > L.funds) {
    problems.push({ field: 'funds', message: `A campaign may have at most ${L.funds} funds.` });
  }
  problems.push(...periodProblems(input.startDate, input.endDate).problems);
  if (input.goalCents !== null) {
    if (!isPositiveCents(input.goalCents)) {
      problems.push({ field: 'goal', message: 'The goal must be more than $0.' });
    } else if (input.goalCents > L.goalCentsMax) {
      const most = formatDollars(centsToDollars(L.goalCentsMax));
      problems.push({ field: 'goal', message: `The goal must be at most ${most}.` });
    }
  }
  if (input.description !== null && input.description.trim().length > L.description) {
    const message = `Description must be ${L.description} characters or less.`;
    problems.push({ field: 'description', message });
  }
  return problems;
}

/**
 * Why a pledge cannot be saved; none when it can. An amount above $0 in whole cents, at most the
 * gift limit; a period within its campaign's (campaign dates as saved, so valid); and a schedule
 * of at most PLEDGE_LIMITS.instalments instalments (only a weekly pledge over 19 years comes near).
 */
export function pledgeProblems(
  input: { amountCents: number; startDate: string; endDate: string; frequency: PledgeFrequency | null },
  campaign: { startDate: string; endDate: string },
): PledgeProblem[] {
  const problems: PledgeProblem[] = [];
  if (!isPositiveCents(input.amountCents)) {
    problems.push({ field: 'amount', message: 'The pledge must be more than $0.' });
  } else if (input.amountCents > L.amountCentsMax) {
    const most = formatDollars(centsToDollars(L.amountCentsMax));
    problems.push({ field: 'amount', message: `The pledge must be at most ${most}.` });
  }
  const period = periodProblems(input.startDate, input.endDate);
  problems.push(...period.problems);
  if (isCalendarDay(input.startDate) && input.startDate < campaign.startDate) {
    const message = `The pledge must start on or after the campaign's start (${longDay(campaign.startDate)}).`;
    problems.push({ field: 'startDate', message });
  }
  if (isCalendarDay(input.endDate) && input.endDate > campaign.endDate) {
    const message = `The pledge must end on or before the campaign's end (${longDay(campaign.endDate)}).`;
    problems.push({ field: 'endDate', message });
  }
  if (
    period.valid &&
    input.frequency &&
    exceedsInstalmentLimit(input.startDate, input.endDate, input.frequency)
  ) {
    const often = PLEDGE_FREQUENCY_LABELS[input.frequency].toLowerCase();
    const message = `A ${often} pledge may have at most ${L.instalments} instalments; choose a shorter period.`;
    problems.push({ field: 'frequency', message });
  }
  return problems;
}
