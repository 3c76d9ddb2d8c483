import { FUNDRAISING_DEPARTMENT_SLUG } from '@steward/domain';

/** The fundraising page (spec 001 §2). */
export const FUNDRAISING_PATH = `/department/${FUNDRAISING_DEPARTMENT_SLUG}`;

/** The printable report of the donor analysis, the fundraising page's "Generate Reports". */
export const FUNDRAISING_REPORT_PATH = `${FUNDRAISING_PATH}/report`;

/** Giving: a treasurer's daily work, one click from the main navigation (its pages below). */
export const GIVING_PATH = '/giving';
export const GIVING_DONORS_PATH = `${GIVING_PATH}/donors`;
export const GIVING_STATEMENTS_PATH = `${GIVING_PATH}/statements`;
export const GIVING_IMPORTS_PATH = `${GIVING_PATH}/imports`;
/** Donors of one last name at one address, suggested as households. */
export const HOUSEHOLD_SUGGESTIONS_PATH = `${GIVING_PATH}/households`;
/** Building fund drives and stewardship campaigns, with their pledges. */
export const GIVING_CAMPAIGNS_PATH = `${GIVING_PATH}/campaigns`;

/** One campaign's page: its figures, progress and pledges. */
export function campaignPath(campaignId: string): string {
  return `${GIVING_CAMPAIGNS_PATH}/${encodeURIComponent(campaignId)}`;
}
