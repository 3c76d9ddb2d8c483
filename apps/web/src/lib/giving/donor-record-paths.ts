import { FUNDRAISING_PATH, GIVING_DONORS_PATH } from './fundraising-paths';

/** A donor's page in the fundraising area, opened from All Donors. */
export function donorRecordPath(donorId: string): string {
  return `${FUNDRAISING_PATH}/donors/${encodeURIComponent(donorId)}`;
}

/** The fundraising page with the All Donors tab asked for (the donor tool's "donors" tab). */
export const ALL_DONORS_PATH = `${FUNDRAISING_PATH}?tab=donors`;

/** The same page under Giving, opened from its donor table. */
export function givingDonorPath(donorId: string): string {
  return `${GIVING_DONORS_PATH}/${encodeURIComponent(donorId)}`;
}
