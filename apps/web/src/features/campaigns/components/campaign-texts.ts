import {
  type CampaignSummary,
  centsToDollars,
  formatDollars,
  PLEDGE_FREQUENCY_LABELS,
  type Pledge,
} from '@steward/domain';
import { formatDay } from '@/lib/format-day';

/** Whole cents as the app shows money: 123456 -> "$1,234.56". */
export function formatCents(cents: number): string {
  return formatDollars(centsToDollars(cents));
}

/** Whole cents as a form field shows them for editing: 125000 -> "1250.00". */
export function centsToText(cents: number): string {
  return centsToDollars(cents).toFixed(2);
}

/** "Jan 01, 2026 – Dec 31, 2026": a campaign's or a pledge's period. */
export function periodText({ startDate, endDate }: { startDate: string; endDate: string }): string {
  return `${formatDay(startDate)} – ${formatDay(endDate)}`;
}

/** "$100.00 monthly" (the regular instalment), or "No schedule" for a pledge given at will. */
export function scheduleText(pledge: Pick<Pledge, 'frequency' | 'instalmentCents'>): string {
  if (pledge.frequency === null || pledge.instalmentCents === null) return 'No schedule';
  return `${formatCents(pledge.instalmentCents)} ${PLEDGE_FREQUENCY_LABELS[pledge.frequency].toLowerCase()}`;
}

/** "Building Fund, Roof Appeal": the funds a campaign gathers gifts for. */
export function fundsText(campaign: Pick<CampaignSummary, 'funds'>): string {
  return campaign.funds.map((fund) => fund.label).join(', ');
}

/** What was given as a share of the goal, 0 to 1 and beyond; null without a goal. */
export function goalShare(campaign: Pick<CampaignSummary, 'goalCents' | 'givenCents'>): number | null {
  return campaign.goalCents !== null && campaign.goalCents > 0
    ? campaign.givenCents / campaign.goalCents
    : null;
}

export const STATUS_LABELS: Record<CampaignSummary['status'], string> = {
  active: 'Active',
  closed: 'Closed',
};
